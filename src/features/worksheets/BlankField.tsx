// One blank of a worksheet: a text box checked when the learner leaves it or presses Enter, then ✓ or ✗ with the
// reason. Editing the answer clears the verdict until it is checked again.
import {useId} from 'react';
import {MixedText} from '../../components/MixedText.tsx';
import type {PlacedBlank} from './worksheet-blanks.ts';
import type {BlankState} from './worksheet-answers.ts';

type Props = {
  placed: PlacedBlank;
  state: BlankState;
  onAnswer: (id: string, answer: string) => void;
  onCheck: (id: string) => void;
  /** The answer is Japanese (an IME may be composing), or romaji or English. */
  japanese: boolean;
  size?: 'short' | 'long';
};

export function BlankField({placed: {id, label}, state, onAnswer, onCheck, japanese, size = 'short'}: Props) {
  const feedbackId = useId();
  const {check} = state;
  return (
    <span
      className={`blank blank-${size}`}
      data-blank={id}
      data-state={check ? (check.correct ? 'right' : 'wrong') : 'open'}
    >
      <input
        className="blank-input"
        type="text"
        aria-label={label}
        aria-describedby={feedbackId}
        aria-invalid={check ? !check.correct : undefined}
        lang={japanese ? 'ja' : 'en'}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={state.answer}
        onChange={(event) => onAnswer(id, event.target.value)}
        onBlur={() => state.answer.trim() && onCheck(id)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onCheck(id);
          }
        }}
      />
      <span id={feedbackId} className="blank-feedback no-print" aria-live="polite">
        {check?.correct && <span className="blank-right">✓ Right</span>}
        {check && !check.correct && (
          <span className="blank-wrong">
            ✗ <MixedText text={check.why} />
          </span>
        )}
      </span>
    </span>
  );
}
