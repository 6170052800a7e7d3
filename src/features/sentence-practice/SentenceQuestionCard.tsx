// One sentence: the English to put into Japanese, a hint on request (H, or Alt+H while typing), the answer typed
// in romaji or kana (an IME is left alone). Afterwards every accepted answer is shown.
import {useState, type FormEvent} from 'react';
import type {DrillQuestionProps} from '../practice/DrillRun.tsx';
import {finishKanaInput} from '../practice/kana-typing.ts';
import {KanaInput} from '../practice/KanaInput.tsx';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import type {PracticeSentence} from './load-sentence-practice.ts';
import {isRightSentence} from './sentence-check.ts';

export function SentenceQuestionCard({sentence, isLast, onAnswer, onNext}: {sentence: PracticeSentence} & DrillQuestionProps) {
  const [answer, setAnswer] = useState('');
  const [correct, setCorrect] = useState<boolean | null>(null);
  const [hintShown, setHintShown] = useState(false);

  usePracticeShortcuts((shortcut) => {
    if (shortcut.type !== 'hint') return false;
    setHintShown(true);
    return true;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct !== null) return onNext();
    const finished = finishKanaInput(answer);
    setAnswer(finished);
    if (!finished.trim()) return;
    const right = isRightSentence(finished, sentence);
    setCorrect(right);
    onAnswer(right);
  };

  const answers = [sentence.japanese, ...(sentence.alternatives ?? [])];
  return (
    <article className="card practice-question sentence-question" aria-labelledby="sentence-prompt" data-testid="sentence-question" data-sentence={sentence.key}>
      <p className="practice-ask">Write this in Japanese</p>
      <p className="practice-meaning sentence-english" id="sentence-prompt">{sentence.english}</p>
      <div className="sentence-hint">
        {hintShown || correct !== null ? (
          <p className="hint" data-testid="sentence-hint"><span aria-hidden="true">💡</span> {sentence.hint}</p>
        ) : (
          <button type="button" className="button button-secondary button-small" onClick={() => setHintShown(true)} aria-keyshortcuts="Alt+H">
            Show a hint <kbd aria-hidden="true">H</kbd>
          </button>
        )}
      </div>
      <form className="practice-answer" onSubmit={submit}>
        <label htmlFor="sentence-answer" className="visually-hidden">Answer in Japanese</label>
        <KanaInput id="sentence-answer" autoFocus placeholder="Type in romaji or kana" value={answer} readOnly={correct !== null} onValueChange={setAnswer} />
        {correct === null && <button type="submit" className="button">Check</button>}
      </form>
      <div className="practice-feedback-region" aria-live="polite">
        {correct !== null && (
          <div className={`practice-feedback practice-feedback-${correct ? 'right' : 'wrong'}`} data-testid="practice-feedback" data-verdict={correct ? 'right' : 'wrong'}>
            <p className="practice-verdict">{correct ? '✓ Correct' : '✗ Not quite'}</p>
            <p className="practice-expected">{answers.length > 1 ? 'Accepted answers:' : 'Answer:'}</p>
            <ul className="sentence-answers" data-testid="sentence-answers">
              {answers.map((each, index) => (
                <li key={each} lang="ja">
                  {each}
                  {index === 0 && <span className="sentence-reading"> {sentence.reading}</span>}
                </li>
              ))}
            </ul>
            <p className="hint">Kana for any kanji word is fine; punctuation and spaces do not count.</p>
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
