// One question of a conjugation drill. Forwards: a word and a form; the learner types the form (romaji turns into
// kana, a real IME is left alone; kana or kanji both count). Reverse: a conjugated form; the learner picks which
// form it is (keys 1–4). Feedback shows every accepted answer.
import {useState} from 'react';
import {formKey} from '../../../schema/conjugation/forms.ts';
import {choiceClass} from '../practice/choice-class.ts';
import type {DrillQuestionProps} from '../practice/DrillRun.tsx';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import {AnswerFeedback, KanaAnswerForm, NextButton, useTypedAnswer} from '../practice/TypedAnswer.tsx';
import type {ConjugationOptions} from './conjugation-search.ts';
import {answerLabels, isRightConjugation} from './drill-answer.ts';
import {isRightForm, type DrillQuestion} from './drill.ts';
import {formLabel} from './form-labels.ts';
import {Furigana} from './Furigana.tsx';

type Props = DrillQuestionProps & {
  question: DrillQuestion;
  options: Pick<ConjugationOptions, 'noFurigana' | 'showMeaning' | 'emoji'>;
};

export function ConjugationQuestion({question, options, isLast, onAnswer, onNext}: Props) {
  const typed = useTypedAnswer((answer) => isRightConjugation(answer, question), onAnswer, onNext);
  const [chosen, setChosen] = useState<{index: number; correct: boolean} | null>(null);
  const {word, form, reverse} = question;
  const furigana = !options.noFurigana;
  const correct = reverse ? (chosen?.correct ?? null) : typed.correct;

  const choose = (index: number) => {
    const choice = reverse?.choices[index];
    if (chosen || !choice) return false;
    const right = isRightForm(question, choice.form);
    setChosen({index, correct: right});
    onAnswer(right);
    return true;
  };
  usePracticeShortcuts((shortcut) => shortcut.type === 'choose' && reverse !== null && choose(shortcut.index));

  return (
    <article
      className="card practice-question conjugation-question"
      aria-labelledby="conjugation-prompt"
      data-testid="conjugation-question"
      data-word={`${word.written}|${word.reading}`}
      data-form={formKey(form)}
      data-reverse={reverse ? 'true' : undefined}
    >
      <p className="practice-ask">{reverse ? 'Which form is this?' : 'Conjugate'}</p>
      <div className="practice-prompt" id="conjugation-prompt">
        {options.emoji && word.emoji && (
          <p className="conjugation-emoji" aria-hidden="true">
            {word.emoji}
          </p>
        )}
        {reverse ? (
          <>
            <p className="practice-word" data-testid="conjugation-shown">
              <Furigana written={question.written[0]!} reading={question.kana[0]!} show={furigana} />
            </p>
            <p className="conjugation-dictionary">
              from <Furigana written={word.written} reading={word.reading} show={furigana} />
            </p>
          </>
        ) : (
          <>
            <p className="practice-word">
              <Furigana written={word.written} reading={word.reading} show={furigana} />
            </p>
            <p className="conjugation-target" data-testid="conjugation-target">
              {formLabel(form)}
            </p>
          </>
        )}
        {options.showMeaning && <p className="conjugation-meaning">{word.meaning}</p>}
      </div>

      {reverse ? (
        <ol className="practice-choices">
          {reverse.choices.map((choice, index) => (
            <li key={formKey(choice.form)}>
              <button
                type="button"
                className={choiceClass(choice.correct, index, chosen && {chosen: chosen.index})}
                disabled={chosen !== null}
                onClick={() => choose(index)}
                aria-keyshortcuts={String(index + 1)}
              >
                <kbd aria-hidden="true">{index + 1}</kbd>
                <span>{formLabel(choice.form)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <KanaAnswerForm id="conjugation-answer" label="Answer in Japanese" typed={typed} />
      )}

      <AnswerFeedback correct={correct}>
        {reverse ? (
          <p className="practice-expected">
            It is the <strong>{formLabel(form).toLowerCase()}</strong> of <span lang="ja">{word.written}</span>.
          </p>
        ) : (
          <p className="practice-expected">
            {question.kana.length > 1 ? 'Accepted: ' : 'Answer: '}
            {answerLabels(question).map((label, index) => (
              <span key={label}>
                {index > 0 && ', '}
                <strong lang="ja">{label}</strong>
              </span>
            ))}
          </p>
        )}
      </AnswerFeedback>
      {correct !== null && <NextButton isLast={isLast} onNext={onNext} autoFocus={reverse !== null} />}
    </article>
  );
}
