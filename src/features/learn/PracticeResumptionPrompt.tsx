// Offers to go back to the practice the learner was in the middle of (requirements §4.7), in the mode it was left in: the
// practice screen goes on from where the run was left.
import type {Module} from '../../../schema/catalogue.ts';
import {moduleLink} from '../../../schema/module-links.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {practiceResumptionSuggestion, type RecentPracticeSession} from './practice-resumption.ts';

type Props = {
  pathKeys: string[];
  modules: Record<string, Module>;
  currentIndex: number | null;
  /** The learner's latest practice sessions, newest first (user_practice_sessions). */
  recentPracticeSessions: readonly RecentPracticeSession[];
};

export function PracticeResumptionPrompt({pathKeys, modules, currentIndex, recentPracticeSessions}: Props) {
  const suggestion = practiceResumptionSuggestion(pathKeys, recentPracticeSessions, currentIndex);
  const module = suggestion && modules[suggestion.moduleKey];
  if (!module) return null;
  return (
    <aside className="callout resume-prompt" aria-label="Resume practice" data-testid="practice-resumption">
      <span>
        You were practising <strong>{module.title}</strong>. Pick up where you left off?
      </span>
      <AppLink
        className="button button-small"
        href={suggestion.mode === 'spellings' ? `${moduleLink(module)}?mode=spellings` : moduleLink(module)}
      >
        Resume practice
      </AppLink>
    </aside>
  );
}
