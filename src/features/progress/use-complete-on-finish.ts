// Finishing a run of a step that completes by being answered right (step-completion.ts: drills, sentence sets, kana
// quizzes, vocabulary tests) records the step as completed (requirements §4.4), once per such run. A run that ends with
// misses completes nothing: "Retry misses" until none are left does.
import {useEffect, useRef, useState} from 'react';
import {useSession} from '../../app/session/use-session.ts';
import {runCompletesStep, type FinishedRun} from './step-completion.ts';
import {useCompleteModule} from './use-module-progress.ts';

export type CompletionState =
  | 'not-finished'
  | 'no-module'
  | 'misses-left'
  | 'signed-out'
  | 'saving'
  | 'saved'
  | 'failed';

/** `modulePath` null: the run belongs to no step. */
export function useCompleteOnFinish(modulePath: string | null, run: FinishedRun): CompletionState {
  const {user} = useSession();
  const complete = useCompleteModule();
  const [saved, setSaved] = useState<'saving' | 'saved' | 'failed' | null>(null);
  const recorded = useRef(false);
  const completes = runCompletesStep(run);

  useEffect(() => {
    if (!completes) {
      recorded.current = false;
      setSaved(null);
      return;
    }
    if (!modulePath || !user || recorded.current) return;
    recorded.current = true;
    setSaved('saving');
    void complete(modulePath).then((ok) => setSaved(ok ? 'saved' : 'failed'));
  }, [completes, modulePath, user, complete]);

  if (run.phase !== 'done') return 'not-finished';
  if (!modulePath) return 'no-module';
  if (!completes) return 'misses-left';
  if (!user) return 'signed-out';
  return saved ?? 'saving';
}
