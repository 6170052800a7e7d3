// The dashboard's card for the active chapter path: how much of it is done, the step to take now, and what follows.
import {Link} from '@tanstack/react-router';
import type {CatalogueStructure} from '../../../schema/catalogue.ts';
import {moduleKindLabel, moduleLink} from '../../../schema/module-links.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {useModuleProgress} from '../progress/use-module-progress.ts';
import {activeChapter} from '../learn/active-chapter.ts';
import {findChapter} from '../../app/catalogue/structure-lookup.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {pathProgress} from './path-progress.ts';
import {completedSteps} from '../progress/step-completion.ts';
import {usePathPracticeProgress} from '../learn/use-path-practice-progress.ts';

const NO_STEPS: readonly string[] = [];

export function LearnCard({structure}: {structure: CatalogueStructure}) {
  const {completedAt, signedIn, loaded} = useModuleProgress();
  const address = useSettingsPart(activeChapter);
  const place = findChapter(structure, address.textbookId, address.chapterSlug);
  const practiceProgress = usePathPracticeProgress(place?.chapter.learning_path_items ?? NO_STEPS, structure.modules);
  if (!place) return null;
  const {textbook, chapter} = place;
  const progress = pathProgress(
    chapter,
    completedSteps(chapter.learning_path_items, structure.modules, {completedAt, practiceProgress}),
  );
  const current = progress.current ? structure.modules[progress.current] : undefined;

  return (
    <section
      className="card dashboard-learn"
      aria-labelledby="learn-card-heading"
      data-tour="learn-card"
      data-testid="learn-card"
      aria-busy={!loaded}
    >
      <h2 id="learn-card-heading">Your path</h2>
      <p className="hint-inline">
        {textbook.short_name} · Chapter {chapter.number}: {chapter.title}
      </p>
      {signedIn && (
        <div className="path-meter">
          <progress max={100} value={progress.percent} aria-label={`${chapter.title}: ${progress.percent}% done`} />
          <span data-testid="path-percent">{progress.percent}%</span>
          <span className="hint-inline" data-testid="path-steps">
            {progress.done} of {progress.offered} steps
          </span>
        </div>
      )}
      {current ? (
        <>
          <p className="learn-now">
            <span className="hint">{signedIn && progress.done > 0 ? 'Continue with' : 'Start with'}</span>
            <AppLink href={moduleLink(current)} className="learn-now-link" data-testid="current-module">
              {current.title}
            </AppLink>
            <span className="hint-inline"> · {moduleKindLabel(current)}</span>
          </p>
          {progress.next.length > 0 && (
            <div>
              <p className="hint">Then:</p>
              <ol className="learn-next" data-testid="next-modules">
                {progress.next.map((key) => {
                  const module = structure.modules[key];
                  return module ? (
                    <li key={key}>
                      <AppLink href={moduleLink(module)}>{module.title}</AppLink>{' '}
                      <span className="hint-inline">· {moduleKindLabel(module)}</span>
                    </li>
                  ) : null;
                })}
              </ol>
            </div>
          )}
        </>
      ) : (
        <p data-testid="path-done">Every step of this chapter is done. On to the next one!</p>
      )}
      <Link to="/learn/$textbookId/$chapterSlug" params={address} className="button button-small">
        Open the chapter
      </Link>
    </section>
  );
}
