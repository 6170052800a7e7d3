// A chapter of a course (requirements §2.4) as the page shows it: its theme, its learning path with the learner's progress,
// and what comes next.
import {useMemo} from 'react';
import {Link} from '@tanstack/react-router';
import type {CatalogueStructure, Chapter, Textbook} from '../../../schema/catalogue.ts';
import type {ModulePracticeProgress} from '../progress/module-progress.ts';
import {ChapterSwitcher} from './ChapterSwitcher.tsx';
import {ModuleCard, type ModuleState} from './ModuleCard.tsx';
import {videoThumbnail} from '../../../schema/video-links.ts';
import {PracticeResumptionPrompt} from './PracticeResumptionPrompt.tsx';
import {UpcomingModules} from './UpcomingModules.tsx';
import {currentPathIndex, pathStepCounts} from './path-position.ts';
import type {RecentPracticeSession} from './practice-resumption.ts';
import {MixedText} from '../../components/MixedText.tsx';
import {completedSteps} from '../progress/step-completion.ts';

export type ChapterProps = {structure: CatalogueStructure; textbook: Textbook; chapter: Chapter};

export type ChapterProgress = {
  signedIn: boolean;
  /** The completed steps have synced (a visitor has none to sync). */
  loaded: boolean;
  completedAt: ReadonlyMap<string, number>;
  recentPracticeSessions: readonly RecentPracticeSession[];
  practiceProgress: ReadonlyMap<string, ModulePracticeProgress>;
};

/** The chapter with the learner's progress as given (none for a visitor). */
export function ChapterView({structure, textbook, chapter, progress}: ChapterProps & {progress: ChapterProgress}) {
  const {completedAt, signedIn, loaded, recentPracticeSessions, practiceProgress} = progress;
  const path = chapter.learning_path_items;
  const disabled = useMemo(() => new Set(chapter.disabled_modules), [chapter]);
  const completed = useMemo(
    () => completedSteps(path, structure.modules, {completedAt, practiceProgress}),
    [path, structure.modules, completedAt, practiceProgress],
  );
  const currentIndex = currentPathIndex(path, completed, disabled);
  const steps = pathStepCounts(path, completed, disabled);

  const stateOf = (key: string, index: number): ModuleState =>
    disabled.has(key) ? 'disabled' : completed.has(key) ? 'completed' : index === currentIndex ? 'current' : 'todo';

  return (
    <div className="page learn-chapter">
      <header className="chapter-header">
        <p className="hero-kicker">
          {textbook.name} · {textbook.level} · Chapter {chapter.number}
        </p>
        <h1>
          <MixedText text={chapter.title} />
        </h1>
        <p className="chapter-description">
          <MixedText text={chapter.description} />
        </p>
        <ChapterSwitcher textbooks={structure.textbooks} textbook={textbook} chapter={chapter} />
      </header>

      {signedIn ? (
        <div className="chapter-progress" aria-busy={!loaded} data-tour="progress-details">
          <progress max={steps.offered} value={steps.done} aria-label="Chapter progress" />
          <span data-testid="chapter-progress">
            {steps.done} of {steps.offered} steps done
          </span>
          {steps.unavailable > 0 && (
            <span className="hint" data-testid="chapter-unavailable">
              and {steps.unavailable} more not available yet
            </span>
          )}
        </div>
      ) : (
        <p className="callout" data-testid="sign-in-to-track" data-tour="progress-details">
          <Link to="/auth" search={{mode: 'sign-in'}}>
            Sign in
          </Link>{' '}
          to keep track of the steps you complete. You can follow the path without an account.
        </p>
      )}

      <PracticeResumptionPrompt
        pathKeys={path}
        modules={structure.modules}
        currentIndex={currentIndex}
        recentPracticeSessions={recentPracticeSessions}
      />

      <div className="learn-layout">
        <section aria-labelledby="path-heading">
          <h2 id="path-heading">Learning path</h2>
          <ol className="module-grid" data-testid="learning-path" data-tour="lesson-cards">
            {path.map((key, index) => {
              const module = structure.modules[key];
              return module ? (
                <ModuleCard
                  key={key}
                  module={module}
                  state={stateOf(key, index)}
                  position={index + 1}
                  practiceProgress={practiceProgress.get(key)}
                  thumbnail={
                    module.kind === 'external-resource'
                      ? videoThumbnail(module, structure.creators[module.creator_id])
                      : undefined
                  }
                />
              ) : null;
            })}
          </ol>
        </section>
        <UpcomingModules path={path} modules={structure.modules} currentIndex={currentIndex} disabled={disabled} />
      </div>
    </div>
  );
}
