// The signed-in learner's latest practice sessions, newest first, live (for the resumption prompt, requirements §4.7).
import {queries} from '../../../schema/queries.ts';
import {useSession} from '../../app/session/use-session.ts';
import type {RecentPracticeSession} from './practice-resumption.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

const NONE: readonly RecentPracticeSession[] = [];

export function useRecentPracticeSessions(): readonly RecentPracticeSession[] {
  const {user} = useSession();
  const [sessions] = useSyncedQuery(user ? queries.practiceSessions.recent({limit: 2}) : null);
  return sessions ?? NONE;
}
