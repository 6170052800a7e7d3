// One question of a vocabulary run and its feedback. Meanings: the Japanese word, answered by choosing one of the
// meanings or by typing one. Spellings: the English, answered in Japanese through the kana input; a right answer may
// be followed by writing the word's kanji (writing-step.ts), which the learner may skip.
import {useState, type FormEvent} from 'react';
import type {PracticeMode, VocabularyItem} from '../../../schema/catalogue.ts';
import {checkSpelling, checkTypedMeaning, type AnswerCheck} from './answer-check.ts';
import {meaningLabel, type AnswerChoice} from './answer-choices.ts';
import {choiceClass} from './choice-class.ts';
import {finishKanaInput} from './kana-typing.ts';
import {KanaInput} from './KanaInput.tsx';
import type {AnswerOutcome} from './practice-session.ts';
import {usePracticeShortcuts} from './shortcuts.ts';
import {canSpeak, speakJapanese} from './speech.ts';
import {WordWriting} from './WordWriting.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import {SpeakerIcon} from '../../components/icons.tsx';

type PracticeQuestionProps = {
  item: VocabularyItem;
  mode: PracticeMode;
  /** Meanings only: type the meaning instead of choosing it. */
  typed: boolean;
  choices: AnswerChoice[];
  showReading: boolean;
  isNew: boolean;
  /** Missed earlier in this run and asked again. */
  comesBack: boolean;
  isLast: boolean;
  /** Once answered: the kanji to write before going on (none: no write step). */
  kanjiToWrite: readonly string[];
  onAnswer: (outcome: AnswerOutcome) => void;
  onNext: () => void;
};

type Result = AnswerCheck & {chosen: number | null};

export function PracticeQuestion({
  item,
  mode,
  typed,
  choices,
  showReading,
  isNew,
  comesBack,
  isLast,
  kanjiToWrite,
  onAnswer,
  onNext,
}: PracticeQuestionProps) {
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [allWritten, setAllWritten] = useState(false);
  const asksChoice = mode === 'meanings' && !typed;

  const settle = (check: AnswerCheck, chosen: number | null) => {
    setResult({...check, chosen});
    onAnswer({correct: check.correct, close: check.close});
  };

  const choose = (index: number) => {
    const choice = choices[index];
    if (result || !choice) return false;
    settle({correct: choice.correct, close: false, expected: meaningLabel(item)}, index);
    return true;
  };

  usePracticeShortcuts((shortcut) => shortcut.type === 'choose' && asksChoice && choose(shortcut.index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result) return onNext();
    if (mode === 'meanings') {
      if (answer.trim()) settle(checkTypedMeaning(answer, item), null);
      return;
    }
    const finished = finishKanaInput(answer);
    setAnswer(finished);
    if (finished) settle(checkSpelling(finished, item), null);
  };

  const answered = result !== null;
  const writing = answered && kanjiToWrite.length > 0;
  return (
    <article className="card practice-question" data-item-key={item.key} aria-labelledby="practice-prompt">
      <div className="practice-question-top">
        <p className="practice-ask">
          {mode === 'meanings' ? 'What does this mean?' : 'How do you write this in Japanese?'}
        </p>
        {isNew && <span className="practice-badge">New</span>}
        {comesBack && (
          <span className="practice-badge" data-testid="practice-again">
            Missed earlier: again
          </span>
        )}
      </div>
      {mode === 'meanings' ? (
        <div className="practice-prompt" id="practice-prompt">
          <p className="practice-word" lang="ja">
            {item.word}
          </p>
          {item.reading !== item.word && (showReading || answered) && (
            <p className="practice-reading" lang="ja">
              {item.reading}
            </p>
          )}
        </div>
      ) : (
        <div className="practice-prompt" id="practice-prompt">
          <p className="practice-meaning">
            <MixedText text={meaningLabel(item)} />
          </p>
          {item.partOfSpeech && <p className="practice-pos">{item.partOfSpeech.replace('-', ' ')}</p>}
          {answered && (
            <p className="practice-word practice-word-small" lang="ja">
              {item.word}
            </p>
          )}
        </div>
      )}

      {(mode === 'meanings' || answered) && canSpeak() && (
        <button
          type="button"
          className="button button-secondary button-small practice-speak"
          onClick={() => speakJapanese(item.word)}
          aria-label="Listen to the word (R)"
          title="Listen (R)"
        >
          <SpeakerIcon /> Listen
        </button>
      )}

      {asksChoice ? (
        <ol className="practice-choices">
          {choices.map((choice, index) => (
            <li key={choice.key}>
              <button
                type="button"
                className={choiceClass(choice.correct, index, result)}
                disabled={answered}
                onClick={() => choose(index)}
                aria-keyshortcuts={String(index + 1)}
              >
                <kbd aria-hidden="true">{index + 1}</kbd>
                <span>
                  <MixedText text={choice.label} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <form className="practice-answer" onSubmit={submit}>
          <label htmlFor="practice-answer-input" className="visually-hidden">
            {mode === 'meanings' ? 'Meaning in English' : 'Answer in Japanese'}
          </label>
          {mode === 'meanings' ? (
            <input
              id="practice-answer-input"
              type="text"
              autoFocus
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="Type the meaning"
              value={answer}
              readOnly={answered}
              onChange={(event) => setAnswer(event.target.value)}
            />
          ) : (
            <KanaInput
              id="practice-answer-input"
              autoFocus
              placeholder="Type in romaji or kana"
              value={answer}
              readOnly={answered}
              onValueChange={setAnswer}
            />
          )}
          {!answered && (
            <button type="submit" className="button">
              Check
            </button>
          )}
        </form>
      )}

      <div className="practice-feedback-region" aria-live="polite">
        {result && <AnswerFeedback item={item} mode={mode} result={result} />}
      </div>
      {writing && (
        <WordWriting key={kanjiToWrite.join('')} characters={kanjiToWrite} onAllWritten={() => setAllWritten(true)} />
      )}
      {answered &&
        (writing && !allWritten ? (
          <button type="button" className="button button-secondary practice-next" autoFocus onClick={onNext}>
            Skip writing
          </button>
        ) : (
          <button type="button" className="button practice-next" autoFocus={asksChoice || writing} onClick={onNext}>
            {isLast ? 'See results' : 'Next'} <kbd aria-hidden="true">Enter</kbd>
          </button>
        ))}
    </article>
  );
}

function AnswerFeedback({item, mode, result}: {item: VocabularyItem; mode: PracticeMode; result: Result}) {
  const verdict = !result.correct ? 'wrong' : result.close ? 'close' : 'right';
  return (
    <div
      className={`practice-feedback practice-feedback-${verdict}`}
      data-testid="practice-feedback"
      data-verdict={verdict}
    >
      <p className="practice-verdict">
        {{right: '✓ Correct', close: '≈ Close: mind the spelling', wrong: '✗ Not quite'}[verdict]}
      </p>
      {verdict !== 'right' && (
        <p className="practice-expected">
          Answer:{' '}
          {mode === 'spellings' ? (
            <strong lang="ja">{result.expected}</strong>
          ) : (
            <strong>
              <MixedText text={result.expected} />
            </strong>
          )}
        </p>
      )}
      {item.notes && item.notes.length > 0 && (
        <ul className="practice-notes">
          {item.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {item.examples && item.examples.length > 0 && (
        <ul className="practice-examples">
          {item.examples.map((example) => (
            <li key={example.japanese}>
              <span lang="ja">{example.japanese}</span>
              <span className="practice-example-english">{example.english}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
