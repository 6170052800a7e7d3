// The pieces of a drill question answered by typing Japanese (conjugation, counters, sentences): the answer's
// state, the kana field with its Check button, the verdict, and the Next button.
import {useState, type FormEvent, type ReactNode} from 'react';
import {finishKanaInput} from './kana-typing.ts';
import {KanaInput} from './KanaInput.tsx';

export type TypedAnswer = {
  answer: string;
  setAnswer: (value: string) => void;
  correct: boolean | null;
  submit: (event: FormEvent) => void;
};

/** Enter checks the answer (a pending romaji "n" is settled first), and once it is checked, goes on. */
export function useTypedAnswer(
  isRight: (answer: string) => boolean,
  onAnswer: (correct: boolean) => void,
  onNext: () => void,
): TypedAnswer {
  const [answer, setAnswer] = useState('');
  const [correct, setCorrect] = useState<boolean | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct !== null) return onNext();
    const finished = finishKanaInput(answer);
    setAnswer(finished);
    if (!finished.trim()) return;
    const right = isRight(finished);
    setCorrect(right);
    onAnswer(right);
  };
  return {answer, setAnswer, correct, submit};
}

export function KanaAnswerForm({id, label, typed}: {id: string; label: string; typed: TypedAnswer}) {
  return (
    <form className="practice-answer" onSubmit={typed.submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <KanaInput
        id={id}
        autoFocus
        placeholder="Type in romaji or kana"
        value={typed.answer}
        readOnly={typed.correct !== null}
        onValueChange={typed.setAnswer}
      />
      {typed.correct === null && (
        <button type="submit" className="button">
          Check
        </button>
      )}
    </form>
  );
}

/** The verdict and what follows it (the answers, a rule); in a live region so screen readers hear it. */
export function AnswerFeedback({correct, children}: {correct: boolean | null; children: ReactNode}) {
  return (
    <div className="practice-feedback-region" aria-live="polite">
      {correct !== null && (
        <div
          className={`practice-feedback practice-feedback-${correct ? 'right' : 'wrong'}`}
          data-testid="practice-feedback"
          data-verdict={correct ? 'right' : 'wrong'}
        >
          <p className="practice-verdict">{correct ? '✓ Correct' : '✗ Not quite'}</p>
          {children}
        </div>
      )}
    </div>
  );
}

export function NextButton({
  isLast,
  onNext,
  autoFocus = false,
}: {
  isLast: boolean;
  onNext: () => void;
  autoFocus?: boolean;
}) {
  return (
    <button type="button" className="button practice-next" autoFocus={autoFocus} onClick={onNext}>
      {isLast ? 'See results' : 'Next'} <kbd aria-hidden="true">Enter</kbd>
    </button>
  );
}
