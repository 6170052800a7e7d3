// One listening question: the sentence read aloud (again at normal speed or slowly, R and S) or, in the reading
// exercise, shown; then written down (kana or kanji, checked as leniently as sentence practice) or its meaning
// picked (1–4). Afterwards the sentence, its reading and its meaning are shown.
import {useEffect, useState} from 'react';
import {SpeakerIcon} from '../../components/icons.tsx';
import {choiceClass} from '../practice/choice-class.ts';
import type {DrillQuestionProps} from '../practice/DrillRun.tsx';
import {SPEECH_RATES} from '../practice/japanese-voice.ts';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import {speakJapanese} from '../practice/speech.ts';
import {AnswerFeedback, KanaAnswerForm, NextButton, useTypedAnswer} from '../practice/TypedAnswer.tsx';
import {isRightSentence} from '../sentence-practice/sentence-check.ts';
import type {ListeningQuestion} from './listening-round.ts';

export function ListeningQuestionCard({
  question,
  isLast,
  onAnswer,
  onNext,
}: {question: ListeningQuestion} & DrillQuestionProps) {
  const {sentence, prompt, answerBy, choices} = question;
  const typed = useTypedAnswer((answer) => isRightSentence(answer, sentence), onAnswer, onNext);
  const [chosen, setChosen] = useState<number | null>(null);
  const correct =
    answerBy === 'writing' ? typed.correct : chosen === null ? null : choices[chosen] === sentence.english;
  const spoken = prompt === 'spoken';
  const speak = (rate: number) => speakJapanese(sentence.japanese, rate);

  // Each new sentence is read once by itself, the buttons repeat it. Browsers refuse speech before the learner
  // has interacted with the page, so a page opened straight on its first question waits for Play.
  useEffect(() => {
    if (spoken && navigator.userActivation?.hasBeenActive) speakJapanese(sentence.japanese, SPEECH_RATES.normal);
  }, [spoken, sentence.japanese]);

  const choose = (index: number) => {
    if (chosen !== null || index >= choices.length) return false;
    setChosen(index);
    onAnswer(choices[index] === sentence.english);
    return true;
  };

  usePracticeShortcuts((shortcut) => {
    if (shortcut.type === 'choose' && answerBy === 'meaning') return choose(shortcut.index);
    if (shortcut.type === 'speak' && spoken) {
      speak(SPEECH_RATES.normal);
      return true;
    }
    if (shortcut.type === 'next' && correct !== null && answerBy === 'meaning') {
      onNext();
      return true;
    }
    return false;
  });

  return (
    <article
      className="card practice-question listening-question"
      aria-labelledby="listening-ask"
      data-testid="listening-question"
      data-answer-by={answerBy}
    >
      <p className="practice-ask" id="listening-ask">
        {spoken
          ? answerBy === 'writing'
            ? 'Listen, then write what you heard'
            : 'Listen, then pick what it means'
          : 'Read this sentence, then pick what it means'}
      </p>
      {spoken ? (
        <div className="listening-controls">
          <button type="button" className="button button-secondary" onClick={() => speak(SPEECH_RATES.normal)}>
            <SpeakerIcon /> Play <kbd aria-hidden="true">R</kbd>
          </button>
          <button type="button" className="button button-secondary" onClick={() => speak(SPEECH_RATES.slow)}>
            <SpeakerIcon /> Play slowly
          </button>
        </div>
      ) : (
        <p className="practice-word listening-sentence" lang="ja" data-testid="listening-sentence">
          {sentence.japanese}
        </p>
      )}
      {answerBy === 'writing' ? (
        <KanaAnswerForm id="listening-answer" label="What you heard, in Japanese" typed={typed} />
      ) : (
        <ol className="practice-choices">
          {choices.map((choice, index) => (
            <li key={choice}>
              <button
                type="button"
                className={choiceClass(choice === sentence.english, index, chosen === null ? null : {chosen})}
                disabled={chosen !== null}
                onClick={() => choose(index)}
                aria-keyshortcuts={String(index + 1)}
              >
                <kbd aria-hidden="true">{index + 1}</kbd>
                <span>{choice}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <AnswerFeedback correct={correct}>
        <div data-testid="listening-answer-shown">
          <p className="sentence-model" lang="ja">
            {sentence.japanese}
            <span className="sentence-reading"> {sentence.reading}</span>
          </p>
          <p>{sentence.english}</p>
        </div>
      </AnswerFeedback>
      {correct !== null && <NextButton isLast={isLast} onNext={onNext} autoFocus={answerBy === 'meaning'} />}
    </article>
  );
}
