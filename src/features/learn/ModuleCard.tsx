// One module of a chapter path as a card: its kind, its title (cut to 25 characters, the whole title in the
// tooltip and for screen readers), whether it is done, current, to do or not offered yet, and for vocabulary
// practice how many of its words the learner has met in each mode it practises (requirements §4.6).
import type {Module, PracticeMode} from '../../../schema/catalogue.ts';
import type {ModulePracticeProgress} from '../progress/module-progress.ts';
import {moduleKindLabel, moduleLink} from '../../../schema/module-links.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {TITLE_MAX, truncateTitle} from '../../app/catalogue/truncate-title.ts';
import {MixedText} from '../../components/MixedText.tsx';
import {shownPracticeModes} from '../progress/step-completion.ts';
import type {VideoThumbnail as Thumbnail} from '../../../schema/video-links.ts';
import {VideoThumbnail} from '../external-resources/VideoThumbnail.tsx';

export type ModuleState = 'completed' | 'current' | 'todo' | 'disabled';

const MODE_LABELS: Record<PracticeMode, string> = {meanings: 'Meanings', spellings: 'Spellings'};

const STATE_LABELS: Record<ModuleState, string> = {
  completed: 'Completed',
  current: 'Up now',
  todo: '',
  disabled: 'Not available yet',
};

type Props = {
  module: Module;
  state: ModuleState;
  position: number;
  practiceProgress?: ModulePracticeProgress;
  /** Video and listening steps show their picture. */
  thumbnail?: Thumbnail;
};

export function ModuleCard({module, state, position, practiceProgress, thumbnail}: Props) {
  const kind = moduleKindLabel(module);
  const shownTitle = truncateTitle(module.title, TITLE_MAX.moduleCard);
  // The card is named by its visible text (so speech and sight agree), then the step number and, when cut short,
  // the whole title.
  const body = (
    <>
      <span className="module-position" aria-hidden="true">
        {state === 'completed' ? '✓' : position}
      </span>
      {thumbnail && <VideoThumbnail className="module-thumbnail" thumbnail={thumbnail} />}
      <span className="module-text">
        <span className="module-kind">
          {kind}
          {STATE_LABELS[state] && <span className="module-state"> · {STATE_LABELS[state]}</span>}
        </span>
        <span className="module-title">
          <MixedText text={shownTitle} />
        </span>
        {practiceProgress && (
          <span className="module-practice-progress" data-testid={`practice-progress-${module.key}`}>
            {shownPracticeModes(module).map((mode) => (
              <span key={mode}>
                {MODE_LABELS[mode]} {practiceProgress[mode].percent}%
              </span>
            ))}
          </span>
        )}
        <span className="visually-hidden">
          , step {position}
          {shownTitle !== module.title && (
            <>
              : <MixedText text={module.title} />
            </>
          )}
        </span>
      </span>
    </>
  );
  return (
    <li
      className="module-card"
      data-state={state}
      data-testid={`module-${module.key}`}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      {state === 'disabled' ? (
        // biome-ignore lint/a11y/useSemanticElements: a step that cannot be opened; a fieldset would make it a form.
        <div className="module-card-body" title={module.title} aria-disabled="true" role="group">
          {body}
        </div>
      ) : (
        <AppLink className="module-card-body" href={moduleLink(module)} title={module.title}>
          {body}
        </AppLink>
      )}
    </li>
  );
}
