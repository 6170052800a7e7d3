// The signed-in learner's latest practice session of a module, as it stood when the page opened: the run it holds is
// where to go on from. Once the learner answers here, it is kept: this page's own answers update the session, and
// must not restart the run.
import {useRef} from 'react';
import {useConnectionState} from '@rocicorp/zero/react';
import {useOnline} from '../../app/connection/use-online.ts';
import {queries} from '../../../schema/queries.ts';
import {useSession} from '../../app/session/use-session.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';
import type {ResumedSession} from '../progress/use-practice-session.ts';
import {isNewerSession} from './session-to-resume.ts';
import {useServerWaitOver} from './use-server-wait-over.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

export type ResumableSession = ResumedSession & {run?: PracticeRunSnapshot | null};

type Latched = {modulePath: string; session: ResumableSession | null};

/** `ready` once the session is known (at once for a visitor, who has none), or the server has not answered in
 * time. Until `answeredHere`, a newer copy of the session that syncs in replaces the one returned
 * (session-to-resume.ts). */
export function useResumableSession(
  modulePath: string,
  answeredHere: boolean,
): {ready: boolean; session: ResumableSession | null} {
  const {user} = useSession();
  const connection = useConnectionState();
  const online = useOnline();
  const [rows, result] = useSyncedQuery(user ? queries.practiceSessions.latestOf({modulePath}) : null);
  const waitOver = useServerWaitOver();
  // Offline, or with a server that does not answer, what this device holds is all there is: practice starts from it
  // rather than wait.
  const settled =
    result.type !== 'unknown' ||
    Boolean(rows?.length) ||
    !online ||
    (connection.name !== 'connected' && connection.name !== 'connecting') ||
    waitOver;
  const latched = useRef<Latched | null>(null);
  if (latched.current?.modulePath !== modulePath) latched.current = null;
  if (!latched.current && (!user || settled)) latched.current = {modulePath, session: rows?.[0] ?? null};
  else if (latched.current && !answeredHere && isNewerSession(rows?.[0], latched.current.session))
    latched.current = {modulePath, session: rows?.[0] ?? null};
  return latched.current ? {ready: true, session: latched.current.session} : {ready: false, session: null};
}
