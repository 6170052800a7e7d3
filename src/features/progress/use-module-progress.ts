// The signed-in learner's completed modules, live through Zero (another tab's completion shows at once) with the
// completions still waiting in the write outbox, and the action that records one. Signed-out visitors have no
// progress and cannot record any.
import {useCallback, useMemo} from 'react';
import {useQuery, useZero} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {mutators} from '../../../schema/mutators.ts';
import {useSession} from '../auth/use-session.ts';
import {submitWrite, usePendingWrites} from '../../app/outbox/write-outbox.ts';
import type {CompleteModuleArgs} from '../../../schema/mutators/progress.ts';

export function useModuleProgress() {
  const {user} = useSession();
  const zero = useZero();
  const [rows, result] = useQuery(user ? queries.moduleProgress.mine() : null);
  const pending = usePendingWrites(zero);
  const completedAt = useMemo(() => {
    const completions = new Map((rows ?? []).map((row) => [row.module_path, row.completed_at]));
    for (const entry of pending) {
      if (entry.name !== 'progress.completeModule') continue;
      const {modulePath, completedAt: at} = entry.args as CompleteModuleArgs;
      completions.set(modulePath, at);
    }
    return completions;
  }, [rows, pending]);
  return {completedAt, signedIn: Boolean(user), loaded: !user || result.type === 'complete'};
}

export function useCompleteModule() {
  const zero = useZero();
  // A refusal is reported by the outbox's notices.
  return useCallback(async (modulePath: string): Promise<boolean> => {
    const result = await submitWrite(zero, mutators.progress.completeModule({modulePath, completedAt: Date.now()})).server;
    return result.type === 'success';
  }, [zero]);
}
