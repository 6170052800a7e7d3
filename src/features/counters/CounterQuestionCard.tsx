// One counter question: a number with its counter and a picture of what is counted; the learner types how it is
// read (romaji turns into kana, an IME is left alone). A miss is explained with the counter's rule.
import {useState, type FormEvent} from 'react';
import type {DrillQuestionProps} from '../practice/DrillRun.tsx';
import {isAcceptedJapanese} from '../practice/answer-check.ts';
import {finishKanaInput} from '../practice/kana-typing.ts';
import {KanaInput} from '../practice/KanaInput.tsx';
import {counterMeaning, counterPicture, type CounterQuestion} from './counter-drill.ts';

export function CounterQuestionCard({question, isLast, onAnswer, onNext}: {question: CounterQuestion} & DrillQuestionProps) {
  const [answer, setAnswer] = useState('');
  const [correct, setCorrect] = useState<boolean | null>(null);
  const {counter, number, readings} = question;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct !== null) return onNext();
    const finished = finishKanaInput(answer);
    setAnswer(finished);
    if (!finished) return;
    const right = isAcceptedJapanese(finished, readings);
    setCorrect(right);
    onAnswer(right);
  };

  return (
    <article className="card practice-question counter-question" aria-labelledby="counter-prompt" data-testid="counter-question" data-counter={counter.id} data-number={number}>
      <p className="practice-ask">How do you say this?</p>
      <div className="practice-prompt" id="counter-prompt">
        <p className="counter-picture" aria-hidden="true">{counterPicture(question)}</p>
        <p className="practice-word" lang="ja">{number.toLocaleString('ja')}{counter.written}</p>
        <p className="counter-meaning">{counterMeaning(question)}</p>
      </div>
      <form className="practice-answer" onSubmit={submit}>
        <label htmlFor="counter-answer" className="visually-hidden">Reading in kana</label>
        <KanaInput id="counter-answer" autoFocus placeholder="Type in romaji or kana" value={answer} readOnly={correct !== null} onValueChange={setAnswer} />
        {correct === null && <button type="submit" className="button">Check</button>}
      </form>
      <div className="practice-feedback-region" aria-live="polite">
        {correct !== null && (
          <div className={`practice-feedback practice-feedback-${correct ? 'right' : 'wrong'}`} data-testid="practice-feedback" data-verdict={correct ? 'right' : 'wrong'}>
            <p className="practice-verdict">{correct ? '✓ Correct' : '✗ Not quite'}</p>
            <p className="practice-expected">
              {readings.length > 1 ? 'Accepted: ' : 'Answer: '}
              {readings.map((reading, index) => <span key={reading}>{index > 0 && ', '}<strong lang="ja">{reading}</strong></span>)}
            </p>
            {!correct && <p className="counter-rule" data-testid="counter-rule">{counter.rule}</p>}
          </div>
        )}
      </div>
      {correct !== null && (
        <button type="button" className="button practice-next" onClick={onNext}>
          {isLast ? 'See results' : 'Next'} <kbd aria-hidden="true">Enter</kbd>
        </button>
      )}
    </article>
  );
}
