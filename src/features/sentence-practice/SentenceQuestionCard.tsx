// One sentence: the English to put into Japanese, a hint on request (H, or Alt+H while typing), the answer typed
// in romaji or kana (an IME is left alone). Afterwards every accepted answer is shown: the model with its reading,
// then the others (other particles, the other register, the other forms of its predicate).
import {useMemo, useState} from 'react';
import {MixedText} from '../../components/MixedText.tsx';
import {HintIcon} from '../../components/icons.tsx';
import type {DrillQuestionProps} from '../practice/DrillRun.tsx';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import {AnswerFeedback, KanaAnswerForm, NextButton, useTypedAnswer} from '../practice/TypedAnswer.tsx';
import {sentenceAnswers} from '../../../schema/sentences/sentence-answers.ts';
import type {PracticeSentence} from './load-sentence-practice.ts';
import {isRightSentence} from './sentence-check.ts';

export function SentenceQuestionCard({
  sentence,
  isLast,
  onAnswer,
  onNext,
}: {sentence: PracticeSentence} & DrillQuestionProps) {
  const typed = useTypedAnswer((answer) => isRightSentence(answer, sentence), onAnswer, onNext);
  const [hintShown, setHintShown] = useState(false);
  usePracticeShortcuts((shortcut) => {
    if (shortcut.type !== 'hint') return false;
    setHintShown(true);
    return true;
  });

  const [model, ...others] = useMemo(() => sentenceAnswers(sentence).map((answer) => answer.japanese), [sentence]);
  return (
    <article
      className="card practice-question sentence-question"
      aria-labelledby="sentence-prompt"
      data-testid="sentence-question"
      data-sentence={sentence.key}
    >
      <p className="practice-ask">Write this in Japanese</p>
      <p className="practice-meaning sentence-english" id="sentence-prompt">
        {sentence.english}
      </p>
      <div className="sentence-hint">
        {hintShown || typed.correct !== null ? (
          <p className="hint" data-testid="sentence-hint">
            <HintIcon /> <MixedText text={sentence.hint} />
          </p>
        ) : (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => setHintShown(true)}
            aria-keyshortcuts="Alt+H"
          >
            Show a hint <kbd aria-hidden="true">H</kbd>
          </button>
        )}
      </div>
      <KanaAnswerForm id="sentence-answer" label="Answer in Japanese" typed={typed} />
      <AnswerFeedback correct={typed.correct}>
        <div data-testid="sentence-answers">
          <p className="practice-expected">Answer:</p>
          <p className="sentence-model" lang="ja">
            {model}
            <span className="sentence-reading"> {sentence.reading}</span>
          </p>
          {others.length > 0 && (
            <>
              <p className="practice-expected">Also accepted:</p>
              <ul className="sentence-answers">
                {others.map((each) => (
                  <li key={each} lang="ja">
                    {each}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <p className="hint">
          Kana for any kanji word is fine, so are spoken contractions (見てる, 忘れちゃった); punctuation and spaces do
          not count.
        </p>
      </AnswerFeedback>
      {typed.correct !== null && <NextButton isLast={isLast} onNext={onNext} />}
    </article>
  );
}
