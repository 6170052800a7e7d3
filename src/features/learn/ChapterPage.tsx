// A chapter of a course (spec §2.4): its theme, its learning path with the learner's progress, and what comes next.
// Visiting makes it the active chapter; settings stored later elsewhere that name another chapter move the page there.
import {useEffect, useMemo, useRef, useState} from 'react';
import {Link, useNavigate} from '@tanstack/react-router';
import type {CatalogueStructure, Chapter, Textbook} from '../../../schema/catalogue.ts';
import {useSettings} from '../settings/use-settings.ts';
import {useModuleProgress} from '../progress/use-module-progress.ts';
import {ChapterSwitcher} from './ChapterSwitcher.tsx';
import {ModuleCard, type ModuleState} from './ModuleCard.tsx';
import {PracticeResumptionPrompt} from './PracticeResumptionPrompt.tsx';
import {UpcomingModules} from './UpcomingModules.tsx';
import {currentPathIndex} from './path-position.ts';
import {newerActiveChapter, visitPatch, type ChapterAddress} from './active-chapter.ts';
import {useRecentPracticeSessions} from './use-recent-practice-sessions.ts';
import {usePathPracticeProgress} from './use-path-practice-progress.ts';
import {MixedText} from '../../components/MixedText.tsx';

type Props = {structure: CatalogueStructure; textbook: Textbook; chapter: Chapter};

function useChapterVisit(here: ChapterAddress) {
  const {settings, updateSettings, loaded} = useSettings();
  const navigate = useNavigate();
  // When this chapter was opened; the page is keyed by chapter, so another chapter is another visit.
  const [openedAt] = useState(() => Date.now());
  const moveTo = loaded ? newerActiveChapter(settings, openedAt, here) : null;
  const patch = loaded && !moveTo ? visitPatch(settings, here, openedAt) : null;
  const written = useRef(false);

  const target = moveTo && `${moveTo.textbookId}/${moveTo.chapterSlug}`;
  useEffect(() => {
    if (moveTo) void navigate({to: '/learn/$textbookId/$chapterSlug', params: moveTo, replace: true});
  }, [target, navigate]); // `target` stands for moveTo, a new object on every render

  useEffect(() => {
    // Once per visit: a save the server refuses is rolled back and reported, not retried in a loop.
    if (!patch || written.current) return;
    written.current = true;
    void updateSettings(patch);
  }, [patch, updateSettings]);
}

export function ChapterPage({structure, textbook, chapter}: Props) {
  useChapterVisit({textbookId: textbook.id, chapterSlug: chapter.slug});
  const {completedAt, signedIn, loaded} = useModuleProgress();
  const recentPracticeSessions = useRecentPracticeSessions();
  const path = chapter.learning_path_items;
  const practiceProgress = usePathPracticeProgress(path, structure.modules);
  const disabled = useMemo(() => new Set(chapter.disabled_modules), [chapter]);
  const completed = useMemo(() => new Set(path.filter((key) => completedAt.has(key))), [path, completedAt]);
  const currentIndex = currentPathIndex(path, completed, disabled);
  const offered = path.filter((key) => !disabled.has(key));
  const doneCount = offered.filter((key) => completed.has(key)).length;

  const stateOf = (key: string, index: number): ModuleState =>
    disabled.has(key) ? 'disabled' : completed.has(key) ? 'completed' : index === currentIndex ? 'current' : 'todo';

  return (
    <div className="page learn-chapter">
      <header className="chapter-header">
        <p className="hero-kicker">{textbook.name} · {textbook.level} · Chapter {chapter.number}</p>
        <h1><MixedText text={chapter.title} /></h1>
        <p className="chapter-description"><MixedText text={chapter.description} /></p>
        <ChapterSwitcher textbooks={structure.textbooks} textbook={textbook} chapter={chapter} />
      </header>

      {signedIn ? (
        <div className="chapter-progress" aria-busy={!loaded} data-tour="progress-details">
          <progress max={offered.length} value={doneCount} aria-label="Chapter progress" />
          <span data-testid="chapter-progress">{doneCount} of {offered.length} steps done</span>
        </div>
      ) : (
        <p className="callout" data-testid="sign-in-to-track" data-tour="progress-details">
          <Link to="/auth" search={{mode: 'sign-in'}}>Sign in</Link> to keep track of the steps you complete. You can follow the path without an account.
        </p>
      )}

      <PracticeResumptionPrompt pathKeys={path} modules={structure.modules} currentIndex={currentIndex} recentPracticeSessions={recentPracticeSessions} />

      <div className="learn-layout">
        <section aria-labelledby="path-heading">
          <h2 id="path-heading">Learning path</h2>
          <ol className="module-grid" data-testid="learning-path" data-tour="lesson-cards">
            {path.map((key, index) => {
              const module = structure.modules[key];
              return module ? <ModuleCard key={key} module={module} state={stateOf(key, index)} position={index + 1} practiceProgress={practiceProgress.get(key)} /> : null;
            })}
          </ol>
        </section>
        <UpcomingModules path={path} modules={structure.modules} currentIndex={currentIndex} disabled={disabled} />
      </div>
    </div>
  );
}
