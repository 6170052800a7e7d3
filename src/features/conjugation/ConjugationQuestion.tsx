// One question of a conjugation drill. Forwards: a word and a form; the learner types the form (romaji turns into
// kana, a real IME is left alone; kana or kanji both count). Reverse: a conjugated form; the learner picks which
// form it is (keys 1–4). Feedback shows every accepted answer.
import {useState, type FormEvent} from 'react';
import {formKey} from '../../../schema/conjugation/forms.ts';
import {choiceClass} from '../practice/choice-class.ts';
import {finishKanaInput} from '../practice/kana-typing.ts';
import {KanaInput} from '../practice/KanaInput.tsx';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import type {ConjugationOptions} from './conjugation-search.ts';
import {answerLabels, isRightConjugation} from './drill-answer.ts';
import {isRightForm, type DrillQuestion} from './drill.ts';
import {formLabel} from './form-labels.ts';
import {Furigana} from './Furigana.tsx';

type Props = {
  question: DrillQuestion;
  options: Pick<ConjugationOptions, 'noFurigana' | 'showMeaning' | 'emoji'>;
  isLast: boolean;
  onAnswer: (correct: boolean) => void;
  onNext: () => void;
};

type Result = {correct: boolean; chosen: number | null};

export function ConjugationQuestion({question, options, isLast, onAnswer, onNext}: Props) {
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const {word, form, reverse} = question;
  const furigana = !options.noFurigana;

  const settle = (correct: boolean, chosen: number | null) => {
    setResult({correct, chosen});
    onAnswer(correct);
  };

  const choose = (index: number) => {
    const choice = reverse?.choices[index];
    if (result || !choice) return false;
    settle(isRightForm(question, choice.form), index);
    return true;
  };
  usePracticeShortcuts((shortcut) => shortcut.type === 'choose' && reverse !== null && choose(shortcut.index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result) return onNext();
    const finished = finishKanaInput(answer);
    setAnswer(finished);
    if (finished) settle(isRightConjugation(finished, question), null);
  };

  const answered = result !== null;
  return (
    <article className="card practice-question conjugation-question" aria-labelledby="conjugation-prompt"
      data-testid="conjugation-question" data-word={`${word.written}|${word.reading}`} data-form={formKey(form)} data-reverse={reverse ? 'true' : undefined}>
      <p className="practice-ask">{reverse ? 'Which form is this?' : 'Conjugate'}</p>
      <div className="practice-prompt" id="conjugation-prompt">
        {options.emoji && word.emoji && <p className="conjugation-emoji" aria-hidden="true">{word.emoji}</p>}
        {reverse ? (
          <>
            <p className="practice-word" data-testid="conjugation-shown">
              <Furigana written={question.written[0]!} reading={question.kana[0]!} show={furigana} />
            </p>
            <p className="conjugation-dictionary">from <Furigana written={word.written} reading={word.reading} show={furigana} /></p>
          </>
        ) : (
          <>
            <p className="practice-word"><Furigana written={word.written} reading={word.reading} show={furigana} /></p>
            <p className="conjugation-target" data-testid="conjugation-target">{formLabel(form)}</p>
          </>
        )}
        {options.showMeaning && <p className="conjugation-meaning">{word.meaning}</p>}
      </div>

      {reverse ? (
        <ol className="practice-choices">
          {reverse.choices.map((choice, index) => (
            <li key={formKey(choice.form)}>
              <button type="button" className={choiceClass(choice.correct, index, result)} disabled={answered} onClick={() => choose(index)}
                aria-keyshortcuts={String(index + 1)}>
                <kbd aria-hidden="true">{index + 1}</kbd>
                <span>{formLabel(choice.form)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <form className="practice-answer" onSubmit={submit}>
          <label htmlFor="conjugation-answer" className="visually-hidden">Answer in Japanese</label>
          <KanaInput id="conjugation-answer" autoFocus placeholder="Type in romaji or kana" value={answer} readOnly={answered} onValueChange={setAnswer} />
          {!answered && <button type="submit" className="button">Check</button>}
        </form>
      )}

      <div className="practice-feedback-region" aria-live="polite">
        {result && (
          <div className={`practice-feedback practice-feedback-${result.correct ? 'right' : 'wrong'}`} data-testid="practice-feedback"
            data-verdict={result.correct ? 'right' : 'wrong'}>
            <p className="practice-verdict">{result.correct ? '✓ Correct' : '✗ Not quite'}</p>
            {reverse ? (
              <p className="practice-expected">It is the <strong>{formLabel(form).toLowerCase()}</strong> of <span lang="ja">{word.written}</span>.</p>
            ) : (
              <p className="practice-expected">
                {question.kana.length > 1 ? 'Accepted: ' : 'Answer: '}
                {answerLabels(question).map((label, index) => (
                  <span key={label}>{index > 0 && ', '}<strong lang="ja">{label}</strong></span>
                ))}
              </p>
            )}
          </div>
        )}
      </div>
      {answered && (
        <button type="button" className="button practice-next" autoFocus={reverse !== null} onClick={onNext}>
          {isLast ? 'See results' : 'Next'} <kbd aria-hidden="true">Enter</kbd>
        </button>
      )}
    </article>
  );
}
