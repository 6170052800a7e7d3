// The signed-in learner's latest practice session of a module, as it stood when the page opened: the run it holds is
// where to go on from. Read once: this page's own answers update the session, and must not restart the run.
import {useRef} from 'react';
import {useQuery} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {useSession} from '../auth/use-session.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';
import type {ResumedSession} from '../review/use-practice-session.ts';

export type ResumableSession = ResumedSession & {run?: PracticeRunSnapshot | null};

type Latched = {modulePath: string; session: ResumableSession | null};

/** `ready` once the session is known (at once for a visitor, who has none). */
export function useResumableSession(modulePath: string): {ready: boolean; session: ResumableSession | null} {
  const {user} = useSession();
  const [rows, result] = useQuery(user ? queries.practiceSessions.latestOf({modulePath}) : null);
  const latched = useRef<Latched | null>(null);
  if (latched.current?.modulePath !== modulePath) latched.current = null;
  if (!latched.current && (!user || rows?.length || result.type === 'complete')) latched.current = {modulePath, session: rows?.[0] ?? null};
  return latched.current ? {ready: true, session: latched.current.session} : {ready: false, session: null};
}
