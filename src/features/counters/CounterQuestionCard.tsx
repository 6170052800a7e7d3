// One counter question: a number with its counter and a picture of what is counted; the learner types how it is
// read (romaji turns into kana, an IME is left alone). A miss is explained with the counter's rule.
import type {DrillQuestionProps} from '../practice/DrillRun.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import {CounterIcon} from '../../components/icons.tsx';
import {isAcceptedJapanese} from '../practice/answer-check.ts';
import {AnswerFeedback, KanaAnswerForm, NextButton, useTypedAnswer} from '../practice/TypedAnswer.tsx';
import {counterMeaning, counterPicture, type CounterQuestion} from './counter-drill.ts';

export function CounterQuestionCard({
  question,
  isLast,
  onAnswer,
  onNext,
}: {question: CounterQuestion} & DrillQuestionProps) {
  const {counter, number, readings} = question;
  const picture = counterPicture(question);
  const typed = useTypedAnswer((answer) => isAcceptedJapanese(answer, readings), onAnswer, onNext);
  return (
    <article
      className="card practice-question counter-question"
      aria-labelledby="counter-prompt"
      data-testid="counter-question"
      data-counter={counter.id}
      data-number={number}
    >
      <p className="practice-ask">How do you say this?</p>
      <div className="practice-prompt" id="counter-prompt">
        <p className="counter-picture" aria-hidden="true" data-testid="counter-picture">
          {Array.from({length: picture.icons}, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical pictures, told apart only by place.
            <CounterIcon key={index} counter={counter.id} hour={picture.hour} />
          ))}
          {picture.times !== null && ` × ${picture.times}`}
        </p>
        <p className="practice-word" lang="ja">
          {number.toLocaleString('ja')}
          {counter.written}
        </p>
        <p className="counter-meaning">{counterMeaning(question)}</p>
      </div>
      <KanaAnswerForm id="counter-answer" label="Reading in kana" typed={typed} />
      <AnswerFeedback correct={typed.correct}>
        <p className="practice-expected">
          {readings.length > 1 ? 'Accepted: ' : 'Answer: '}
          {readings.map((reading, index) => (
            <span key={reading}>
              {index > 0 && ', '}
              <strong lang="ja">{reading}</strong>
            </span>
          ))}
        </p>
        {!typed.correct && (
          <p className="counter-rule" data-testid="counter-rule">
            <MixedText text={counter.rule} />
          </p>
        )}
      </AnswerFeedback>
      {typed.correct !== null && <NextButton isLast={isLast} onNext={onNext} />}
    </article>
  );
}
