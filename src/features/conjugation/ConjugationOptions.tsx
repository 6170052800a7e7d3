// The drill's options (requirements §2.5) in a panel: every change is saved to the learner's conjugation settings and
// written into the address, so the drill on screen, the saved defaults and a shared link always agree.
import type {ConjugationFlag} from '../../../schema/settings.ts';
import {JLPT_LEVELS, jlptLabel} from '../../../schema/jlpt.ts';
import {MixedText} from '../../components/MixedText.tsx';
import {AmountField} from '../settings/AmountField.tsx';
import type {ConjugationOptions} from './conjugation-search.ts';

const GROUPS: {legend: string; flags: [ConjugationFlag, string][]}[] = [
  {
    legend: 'Forms',
    flags: [
      ['normal', 'Normal'],
      ['teForm', 'Te-form'],
      ['volitional', 'Volitional'],
      ['taiForm', 'Tai-form (want to)'],
      ['tariForm', 'Tari-form'],
      ['potential', 'Potential'],
      ['imperative', 'Imperative'],
      ['conditional', 'Conditional (ば, たら)'],
      ['passive', 'Passive'],
      ['causative', 'Causative'],
      ['causativePassive', 'Causative-passive'],
    ],
  },
  {
    legend: 'Words',
    flags: [
      ['verb', 'Verbs'],
      ['iAdjective', 'い-adjectives'],
      ['naAdjective', 'な-adjectives'],
    ],
  },
  {
    legend: 'Register',
    flags: [
      ['plain', 'Plain'],
      ['polite', 'Polite'],
    ],
  },
  {
    legend: 'Tense',
    flags: [
      ['nonPast', 'Non-past'],
      ['past', 'Past'],
    ],
  },
  {
    legend: 'Polarity',
    flags: [
      ['positive', 'Positive'],
      ['negative', 'Negative'],
    ],
  },
  {
    legend: 'Drill',
    flags: [
      ['reverse', 'Reverse: name the form shown'],
      ['leaveOutSuru', 'Leave out する verbs'],
      ['showMeaning', 'Show meanings'],
      ['noFurigana', 'Hide furigana'],
      ['emoji', 'Show emoji'],
    ],
  },
];

type Props = {options: ConjugationOptions; onChange: (next: ConjugationOptions) => Promise<boolean>};

export function ConjugationOptionsPanel({options, onChange}: Props) {
  return (
    <details className="card conjugation-options" data-testid="conjugation-options">
      <summary>Drill options</summary>
      <div className="conjugation-option-groups">
        {GROUPS.map(({legend, flags}) => (
          <fieldset key={legend} className="conjugation-option-group">
            <legend>{legend}</legend>
            {flags.map(([flag, label]) => (
              <label key={flag} className="toggle">
                <input
                  type="checkbox"
                  name={flag}
                  checked={options[flag]}
                  onChange={(event) => void onChange({...options, [flag]: event.target.checked})}
                />
                <span>
                  <MixedText text={label} />
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="drill-jlpt-level">Words up to JLPT level</label>
          <select
            id="drill-jlpt-level"
            value={options.jlptLevel}
            onChange={(event) =>
              void onChange({...options, jlptLevel: event.target.value as ConjugationOptions['jlptLevel']})
            }
          >
            {JLPT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {jlptLabel(level)}
              </option>
            ))}
          </select>
        </div>
        <AmountField id="drill-amount" amount={options.amount} onSave={(amount) => onChange({...options, amount})} />
      </div>
    </details>
  );
}
