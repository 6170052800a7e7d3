// A run through a drill's questions, each asked once, then the summary with the misses and "Retry misses". Every
// answer times the practice session; finishing completes the path step the drill belongs to.
import {useMemo, type ReactNode} from 'react';
import {CompletionNote} from '../progress/CompletionNote.tsx';
import {useCompleteOnFinish} from '../progress/use-complete-on-finish.ts';
import {PracticeProgress} from '../practice/PracticeProgress.tsx';
import {currentKey, practiceProgress} from '../practice/practice-session.ts';
import {PracticeSummary} from '../practice/PracticeSummary.tsx';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import {usePracticeRun} from '../practice/use-practice-run.ts';
import {usePracticeSession} from '../review/use-practice-session.ts';
import type {ConjugationOptions} from './conjugation-search.ts';
import {ConjugationQuestion} from './ConjugationQuestion.tsx';
import {answerLabels} from './drill-answer.ts';
import type {Drill} from './drill.ts';
import {Furigana} from './Furigana.tsx';
import {formLabel} from './form-labels.ts';

const NO_LEADING_KEYS: readonly string[] = [];

type Props = {
  drill: Drill;
  options: ConjugationOptions;
  /** The path step to complete when the run ends, if any. */
  modulePath: string | null;
  sessionPath: string;
  stepTitle: string;
  onAnswered: () => void;
  onPractiseAgain: () => void;
  leave: ReactNode;
};

export function ConjugationRun({drill, options, modulePath, sessionPath, stepTitle, onAnswered, onPractiseAgain, leave}: Props) {
  const byKey = useMemo(() => new Map(drill.questions.map((question) => [question.key, question])), [drill]);
  const keys = useMemo(() => drill.questions.map((question) => question.key), [drill]);
  const run = usePracticeRun('test', NO_LEADING_KEYS, keys, false);
  const {recordAnswer} = usePracticeSession(sessionPath);
  const done = run.state.phase === 'done';
  const completion = useCompleteOnFinish(modulePath, done);

  const key = currentKey(run.state);
  const question = key === undefined ? undefined : byKey.get(key);
  const answered = run.state.phase === 'feedback';

  usePracticeShortcuts((shortcut) => {
    if (shortcut.type !== 'next' || !answered) return false;
    run.next();
    return true;
  });

  if (done) {
    return (
      <PracticeSummary
        firstTryCorrect={run.state.firstTryCorrect}
        total={run.total}
        note={<CompletionNote state={completion} title={stepTitle} />}
        misses={run.state.misses.flatMap((missKey) => {
          const missed = byKey.get(missKey);
          if (!missed) return [];
          const word = <Furigana written={missed.word.written} reading={missed.word.reading} show={!options.noFurigana} />;
          return [{
            key: missKey,
            prompt: <>{word} · {formLabel(missed.form)}</>,
            answer: missed.reverse ? <span lang="ja">{missed.written[0]}</span> : <span lang="ja">{answerLabels(missed).join(', ')}</span>,
          }];
        })}
        onRetryMisses={run.retryMisses}
        onStartAgain={onPractiseAgain}
        leave={leave}
      />
    );
  }

  const progress = practiceProgress(run.state, run.total);
  return (
    <div className="practice-run">
      <PracticeProgress done={progress.done} total={progress.total} />
      {question && (
        <ConjugationQuestion
          key={`${question.key}:${run.state.answered + (answered ? 0 : 1)}`}
          question={question}
          options={options}
          isLast={run.state.queue.length === 1}
          onAnswer={(correct) => {
            run.answer({correct, close: false});
            recordAnswer();
            onAnswered();
          }}
          onNext={run.next}
        />
      )}
    </div>
  );
}
