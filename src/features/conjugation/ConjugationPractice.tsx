// /practice/conjugation: a drill built from the options and seed in the address (completed from the learner's
// saved settings, then the defaults, and written back so the address always reproduces the drill), the options
// panel, the run, and its summary. Opened from a chapter path, finishing the drill completes that step.
import {useCallback, useMemo, useState} from 'react';
import {STATIVE_VERB_KEYS, WORD_BANK} from '../../../schema/conjugation/banks/index.ts';
import {conjugationOptionsSchema} from '../../../schema/settings.ts';
import {Loading} from '../../components/Loading.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import {useNotify} from '../../app/notices/notices.ts';
import type {DrillPlace} from '../practice/drill-place.ts';
import {DrillRun} from '../practice/DrillRun.tsx';
import {DrillPage} from '../practice/DrillPage.tsx';
import {ExitLink} from '../practice/PracticeExit.tsx';
import {randomSeed} from '../../../schema/seeded-random.ts';
import {useSetting, useSettingsLoaded} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';
import {
  completeSearch,
  effectiveOptions,
  isCompleteSearch,
  type ConjugationOptions,
  type ConjugationSearch,
} from './conjugation-search.ts';
import {useDrillAddress} from './use-drill-address.ts';
import {ConjugationOptionsPanel} from './ConjugationOptions.tsx';
import {ConjugationQuestion} from './ConjugationQuestion.tsx';
import {answerLabels} from './drill-answer.ts';
import {buildDrill, type DrillProblem, type DrillQuestion} from './drill.ts';
import {formLabel} from './form-labels.ts';
import {Furigana} from './Furigana.tsx';
import './conjugation.css';

const PROBLEMS: Record<DrillProblem, string> = {
  'no-form': 'Choose at least one form in the drill options.',
  'no-word-type': 'Choose verbs, い-adjectives or な-adjectives in the drill options.',
  'no-register': 'Choose plain, polite or both in the drill options.',
  'no-tense': 'Choose non-past, past or both in the drill options.',
  'no-polarity': 'Choose positive, negative or both in the drill options.',
  'no-match':
    'No word has these forms: adjectives have no volitional, potential, imperative, passive or causative, and no word has a negative volitional. Change the drill options to start.',
};

/** Sessions of a drill opened from outside any path are recorded under the drill's address. */
const FREE_DRILL_PATH = 'practice/conjugation';

type Props = {
  search: ConjugationSearch;
  place: DrillPlace | null;
  onSearchChange: (search: ConjugationSearch, options: {replace: boolean}) => void;
};

export function ConjugationPractice({search, place, onSearchChange}: Props) {
  const {notify} = useNotify();
  const {updateSettings} = useUpdateSettings();
  const {loaded} = useSettingsLoaded();
  const saved = useSetting('conjugation-practice');
  const options = useMemo(() => effectiveOptions(search, saved), [search, saved]);
  const complete = isCompleteSearch(search);
  const seed = search.seed;
  const [started, setStarted] = useState(false);
  useDrillAddress({search, saved, loaded, started, onSearchChange});

  const drill = useMemo(
    () => (complete && seed !== undefined ? buildDrill(options, seed, WORD_BANK, STATIVE_VERB_KEYS) : null),
    [complete, options, seed],
  );

  const changeOptions = useCallback(
    async (next: ConjugationOptions) => {
      // An out-of-range amount goes no further than the settings, which say what is wrong.
      if (!conjugationOptionsSchema.safeParse(next).success) return updateSettings({'conjugation-practice': next});
      onSearchChange(completeSearch(next, seed ?? randomSeed(), search.module), {replace: true});
      return updateSettings({'conjugation-practice': next});
    },
    [onSearchChange, updateSettings, seed, search.module],
  );

  const practiseAgain = () => onSearchChange(completeSearch(options, randomSeed(), search.module), {replace: false});
  const copyLink = () => {
    const address = window.location.href;
    // Browsers offer the clipboard on secure pages only; elsewhere the address is shown to copy by hand.
    (navigator.clipboard ? navigator.clipboard.writeText(address) : Promise.reject(new Error('no clipboard'))).then(
      () => notify('success', 'Link copied: it opens this same drill, question for question.'),
      () => notify('info', `Copy this address to share the drill: ${address}`),
    );
  };

  const chapter = place?.chapter ?? null;

  return (
    <DrillPage
      className="conjugation"
      chapter={chapter}
      title={place?.module.title ?? 'Conjugation practice'}
      intro={
        options.reverse
          ? 'Which form is each word in? Choose with the number keys.'
          : 'Type each word in the form asked: romaji turns into kana, and kanji or kana both count.'
      }
      hints={[
        ...(options.reverse ? [{keys: ['1', '2', '3', '4'], action: 'choose'}] : []),
        {keys: ['Enter'], action: 'check / next'},
      ]}
    >
      <div className="conjugation-bar">
        <ConjugationOptionsPanel options={options} onChange={changeOptions} />
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={copyLink}
          data-testid="copy-drill-link"
        >
          Copy link to this drill
        </button>
      </div>

      {!drill ? (
        <Loading what="Preparing the drill…" />
      ) : drill.problem ? (
        <p className="callout callout-warn" role="status" data-testid="drill-problem">
          <MixedText text={PROBLEMS[drill.problem]} />
        </p>
      ) : (
        <DrillRun
          key={`${seed}:${JSON.stringify(options)}`}
          questions={drill.questions}
          modulePath={place?.module.key ?? null}
          sessionPath={place?.module.key ?? FREE_DRILL_PATH}
          stepTitle={place?.module.title ?? 'Conjugation practice'}
          renderQuestion={(question, props) => <ConjugationQuestion question={question} options={options} {...props} />}
          missOf={(question) => missOf(question, !options.noFurigana)}
          onAnswered={() => setStarted(true)}
          onPractiseAgain={practiseAgain}
          leave={<ExitLink chapter={chapter} />}
        />
      )}
    </DrillPage>
  );
}

function missOf(question: DrillQuestion, furigana: boolean) {
  const word = <Furigana written={question.word.written} reading={question.word.reading} show={furigana} />;
  return {
    prompt: (
      <>
        {word} · {formLabel(question.form)}
      </>
    ),
    answer: <span lang="ja">{question.reverse ? question.written[0] : answerLabels(question).join(', ')}</span>,
  };
}
