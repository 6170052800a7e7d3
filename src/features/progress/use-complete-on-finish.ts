// Finishing a drill that belongs to a path step records the step as completed (spec §4.4), once per finished run.
import {useEffect, useRef, useState} from 'react';
import {useSession} from '../auth/use-session.ts';
import {useCompleteModule} from './use-module-progress.ts';

export type CompletionState = 'not-finished' | 'no-module' | 'signed-out' | 'saving' | 'saved' | 'failed';

/** `modulePath` null: the drill belongs to no step. `finished` turns true when the run ends, false when another starts. */
export function useCompleteOnFinish(modulePath: string | null, finished: boolean): CompletionState {
  const {user} = useSession();
  const complete = useCompleteModule();
  const [saved, setSaved] = useState<'saving' | 'saved' | 'failed' | null>(null);
  const recorded = useRef(false);

  useEffect(() => {
    if (!finished) {
      recorded.current = false;
      setSaved(null);
      return;
    }
    if (!modulePath || !user || recorded.current) return;
    recorded.current = true;
    setSaved('saving');
    void complete(modulePath).then((ok) => setSaved(ok ? 'saved' : 'failed'));
  }, [finished, modulePath, user, complete]);

  if (!finished) return 'not-finished';
  if (!modulePath) return 'no-module';
  if (!user) return 'signed-out';
  return saved ?? 'saving';
}
