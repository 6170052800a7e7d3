// A kana quiz (requirements §2.1): each kana of the quiz's sets once, in a shuffled order; type its romaji and see at
// once whether it was right. Nothing is graded: the quiz checks reading, the review schedules words. A run with every
// kana right (misses retried until right) completes the quiz's path step.
import {useMemo, useState, type FormEvent} from 'react';
import {useNavigate} from '@tanstack/react-router';
import type {LoadedPractice} from '../load-practice.ts';
import {ChapterKicker, ExitLink, practiceExit} from '../PracticeExit.tsx';
import {PracticeProgress} from '../PracticeProgress.tsx';
import {currentKey, practiceProgress} from '../practice-session.ts';
import {PracticeSummary} from '../PracticeSummary.tsx';
import {usePracticeShortcuts} from '../shortcuts.ts';
import {ShortcutHelp} from '../ShortcutHelp.tsx';
import {canSpeak, speakJapanese} from '../speech.ts';
import {usePracticeRun} from '../use-practice-run.ts';
import {isRomajiFor, kanaPairs, type KanaPair} from './kana-pairs.ts';
import {MixedText} from '../../../components/MixedText.tsx';
import {zeroPart} from '../../../app/WithZero.tsx';
import {SpeakerIcon} from '../../../components/icons.tsx';

const NO_LEADING_KEYS: readonly string[] = [];

// The quiz paints without Zero; recording its step needs it (a signed-in learner's Zero starts with the page).
const StepCompletionNote = zeroPart(() =>
  import('../../progress/StepCompletionNote.tsx').then((module) => module.StepCompletionNote),
);

export function KanaQuiz({practice: {module, items, chapter}}: {practice: LoadedPractice}) {
  const navigate = useNavigate();
  const pairs = useMemo(() => kanaPairs(items), [items]);
  const pairsByKana = useMemo(() => new Map(pairs.map((pair) => [pair.kana, pair])), [pairs]);
  const keys = useMemo(() => pairs.map((pair) => pair.kana), [pairs]);
  const run = usePracticeRun('test', NO_LEADING_KEYS, keys, true);

  const kana = currentKey(run.state);
  const pair = kana === undefined ? undefined : pairsByKana.get(kana);
  const answered = run.state.phase === 'feedback';

  usePracticeShortcuts((shortcut) => {
    switch (shortcut.type) {
      case 'leave':
        void navigate({to: practiceExit(chapter).to});
        return true;
      case 'next':
        if (answered) run.next();
        return answered;
      case 'speak':
        if (!pair || !canSpeak()) return false;
        speakJapanese(pair.kana);
        return true;
      default:
        return false;
    }
  });

  const progress = practiceProgress(run.state, run.total);
  return (
    <div className="page practice kana-quiz">
      <header className="practice-header">
        <ChapterKicker chapter={chapter} />
        <h1>
          <MixedText text={module.title} />
        </h1>
        <p className="hint">Type the romaji for each kana, then press Enter.</p>
      </header>
      {pairs.length === 0 ? (
        <p className="callout">There are no kana in this quiz yet.</p>
      ) : run.state.phase === 'done' ? (
        <PracticeSummary
          firstTryCorrect={run.state.firstTryCorrect}
          total={run.total}
          note={<StepCompletionNote modulePath={module.key} run={run.state} title={module.title} />}
          misses={run.state.misses.map((missed) => ({
            key: missed,
            prompt: <span lang="ja">{missed}</span>,
            answer: romajiList(pairsByKana.get(missed)),
          }))}
          onRetryMisses={run.retryMisses}
          onStartAgain={run.startAgain}
          leave={<ExitLink chapter={chapter} />}
        />
      ) : (
        <>
          <PracticeProgress done={progress.done} total={progress.total} />
          {pair && (
            <KanaQuestion
              key={`${pair.kana}:${run.state.answered + (answered ? 0 : 1)}`}
              pair={pair}
              onAnswer={(correct) => run.answer({correct, close: false})}
              onNext={run.next}
            />
          )}
        </>
      )}
      <ShortcutHelp
        hints={[
          {keys: ['Enter'], action: 'check / next'},
          {keys: ['Alt', 'R'], action: 'listen'},
          {keys: ['Esc'], action: 'leave'},
        ]}
      />
    </div>
  );
}

function romajiList(pair: KanaPair | undefined): string {
  return pair ? pair.romaji.join(' / ') : '';
}

function KanaQuestion({
  pair,
  onAnswer,
  onNext,
}: {
  pair: KanaPair;
  onAnswer: (correct: boolean) => void;
  onNext: () => void;
}) {
  const [answer, setAnswer] = useState('');
  const [correct, setCorrect] = useState<boolean | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct !== null) return onNext();
    if (!answer.trim()) return;
    const right = isRomajiFor(pair, answer);
    setCorrect(right);
    onAnswer(right);
  };

  return (
    <article className="card practice-question" data-kana={pair.kana}>
      <p className="practice-ask" id="kana-prompt-label">
        Which sound is this?
      </p>
      <p className="practice-word kana-quiz-kana" lang="ja">
        {pair.kana}
      </p>
      {canSpeak() && (
        <button
          type="button"
          className="button button-secondary button-small practice-speak"
          onClick={() => speakJapanese(pair.kana)}
          aria-label="Listen (Alt+R)"
          title="Listen (Alt+R)"
        >
          <SpeakerIcon /> Listen
        </button>
      )}
      <form className="practice-answer" onSubmit={submit}>
        <label htmlFor="kana-answer" className="visually-hidden">
          Romaji
        </label>
        <input
          id="kana-answer"
          type="text"
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="romaji"
          aria-describedby="kana-prompt-label"
          value={answer}
          readOnly={correct !== null}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <button type="submit" className="button">
          {correct === null ? 'Check' : 'Next'}
        </button>
      </form>
      <div className="practice-feedback-region" aria-live="polite">
        {correct !== null && (
          <div
            className={`practice-feedback practice-feedback-${correct ? 'right' : 'wrong'}`}
            data-testid="practice-feedback"
            data-verdict={correct ? 'right' : 'wrong'}
          >
            <p className="practice-verdict">{correct ? '✓ Correct' : '✗ Not quite'}</p>
            <p className="practice-expected">
              <span lang="ja">{pair.kana}</span> is <strong>{romajiList(pair)}</strong>
            </p>
          </div>
        )}
      </div>
    </article>
  );
}
