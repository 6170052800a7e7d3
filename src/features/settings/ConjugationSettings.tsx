// Conjugation practice defaults (requirements §2.5, §3.2): the 25 switches in the groups a learner thinks in, the JLPT level
// and the number of questions.
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import {CONJUGATION_FLAGS, type ConjugationFlag, type Settings} from '../../../schema/settings.ts';
import {NumberField, Toggle} from './settings-controls.tsx';
import {JLPT_LEVELS, jlptLabel} from '../../../schema/jlpt.ts';

type Options = Settings['conjugation-practice'];

const FLAG_LABELS: Record<ConjugationFlag, string> = {
  normal: 'Plain forms (masu, dictionary)',
  teForm: 'Te-form',
  volitional: 'Volitional',
  taiForm: 'Tai-form (want to)',
  tariForm: 'Tari-form',
  potential: 'Potential',
  imperative: 'Imperative',
  conditional: 'Conditional',
  passive: 'Passive',
  causative: 'Causative',
  causativePassive: 'Causative-passive',
  verb: 'Verbs',
  iAdjective: 'I-adjectives',
  naAdjective: 'Na-adjectives',
  polite: 'Polite',
  plain: 'Plain',
  nonPast: 'Non-past',
  past: 'Past',
  positive: 'Affirmative',
  negative: 'Negative',
  leaveOutSuru: 'Leave out suru verbs',
  reverse: 'Reverse (form to dictionary form)',
  showMeaning: 'Show the meaning',
  noFurigana: 'Hide furigana',
  emoji: 'Show emoji hints',
};

const GROUPS: {title: string; flags: ConjugationFlag[]}[] = [
  {title: 'Word types', flags: ['verb', 'iAdjective', 'naAdjective']},
  {
    title: 'Forms',
    flags: [
      'normal',
      'teForm',
      'volitional',
      'taiForm',
      'tariForm',
      'potential',
      'imperative',
      'conditional',
      'passive',
      'causative',
      'causativePassive',
    ],
  },
  {title: 'Politeness', flags: ['polite', 'plain']},
  {title: 'Tense', flags: ['nonPast', 'past']},
  {title: 'Affirmative or negative', flags: ['positive', 'negative']},
  {title: 'Options', flags: ['leaveOutSuru', 'reverse', 'showMeaning', 'noFurigana', 'emoji']},
];

// Every flag is shown once.
const GROUPED = GROUPS.flatMap((group) => group.flags);
if (GROUPED.length !== CONJUGATION_FLAGS.length) throw new Error('every conjugation flag belongs to one group');

export const ConjugationSettings = memo(function ConjugationSettings() {
  const options = useSetting('conjugation-practice');
  const onChange = useSaveSetting('conjugation-practice');
  return (
    <>
      <div className="conjugation-groups">
        {GROUPS.map((group) => (
          <fieldset key={group.title} className="settings-group">
            <legend>{group.title}</legend>
            {group.flags.map((flag) => (
              <Toggle
                key={flag}
                label={FLAG_LABELS[flag]}
                checked={options[flag]}
                testId={`conjugation-${flag}`}
                onChange={(value) => void onChange({...options, [flag]: value})}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="jlpt-level">JLPT level</label>
          <select
            id="jlpt-level"
            value={options.jlptLevel}
            onChange={(event) => void onChange({...options, jlptLevel: event.target.value as Options['jlptLevel']})}
          >
            {JLPT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {jlptLabel(level)}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="conjugation-amount"
          label="Questions per round (1–100)"
          value={options.amount}
          min={1}
          max={100}
          onSave={(amount) => onChange({...options, amount})}
        />
      </div>
    </>
  );
});
