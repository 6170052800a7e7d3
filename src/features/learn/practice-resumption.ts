// The practice-resumption prompt (requirements §4.7): when the two latest practice sessions were close together in the path
// (within 2 places) and the learner's current module is more than 2 places from the latest one, offer to go back to it.
import type {PracticeMode} from '../../../schema/catalogue.ts';

export const PATH_PROXIMITY = 2;

/** A practice session as user_practice_sessions records it; module_path is the module key, run where a vocabulary
 * practice run was left (its mode is the one to go back to). */
export type RecentPracticeSession = {module_path: string; created_at: number; run?: {mode: PracticeMode} | null};

export type ResumptionSuggestion = {moduleKey: string; index: number; mode: PracticeMode | null};

/** `recentSessions` newest first; `currentIndex` null when the learner has no current position. */
export function practiceResumptionSuggestion(
  pathKeys: readonly string[],
  recentSessions: readonly RecentPracticeSession[],
  currentIndex: number | null,
): ResumptionSuggestion | null {
  const [latest, previous] = recentSessions;
  if (!latest || !previous) return null;
  const latestIndex = pathKeys.indexOf(latest.module_path);
  const previousIndex = pathKeys.indexOf(previous.module_path);
  if (latestIndex === -1 || previousIndex === -1) return null;
  if (Math.abs(latestIndex - previousIndex) > PATH_PROXIMITY) return null;
  if (currentIndex !== null && Math.abs(currentIndex - latestIndex) <= PATH_PROXIMITY) return null;
  return {moduleKey: latest.module_path, index: latestIndex, mode: latest.run?.mode ?? null};
}
