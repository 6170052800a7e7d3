// The signed-in learner's completed modules, live through Zero (another tab's completion shows at once, and one made
// here as soon as Zero has applied it), and the action that records one. Signed-out visitors have no progress and
// cannot record any.
import {useCallback, useMemo} from 'react';
import {useZero} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {mutators} from '../../../schema/mutators.ts';
import {useSession} from '../../app/session/use-session.ts';
import {submitWrite} from '../../app/outbox/use-outbox.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

export function useModuleProgress() {
  const {user} = useSession();
  const [rows, result] = useSyncedQuery(user ? queries.moduleProgress.mine() : null);
  const completedAt = useMemo(() => new Map((rows ?? []).map((row) => [row.module_path, row.completed_at])), [rows]);
  return {completedAt, signedIn: Boolean(user), loaded: !user || result.type === 'complete'};
}

export function useCompleteModule() {
  const zero = useZero();
  // A refusal is reported by the outbox's notices.
  return useCallback(
    async (modulePath: string): Promise<boolean> => {
      const result = await submitWrite(zero, mutators.progress.completeModule({modulePath, completedAt: Date.now()}))
        .server;
      return result.type === 'success';
    },
    [zero],
  );
}
