// A run through a drill's questions (conjugation, counters, sentences), each asked once, then the summary with the
// misses and "Retry misses". Every answer times the practice session (requirements §4.5); a run ending with every question
// right completes the path step the drill belongs to (§4.4, step-completion.ts).
import {Fragment, useMemo, type ReactNode} from 'react';
import {StepCompletionNote} from '../progress/StepCompletionNote.tsx';
import {usePracticeSession} from '../progress/use-practice-session.ts';
import {PracticeProgress} from './PracticeProgress.tsx';
import {currentKey, practiceProgress} from './practice-session.ts';
import {PracticeSummary, type SummaryMiss} from './PracticeSummary.tsx';
import {usePracticeShortcuts} from './shortcuts.ts';
import {usePracticeRun} from './use-practice-run.ts';

const NO_LEADING_KEYS: readonly string[] = [];

export type DrillQuestionProps = {isLast: boolean; onAnswer: (correct: boolean) => void; onNext: () => void};

type Props<Q extends {key: string}> = {
  questions: readonly Q[];
  /** The path step to complete when the run ends, if the drill is one. */
  modulePath: string | null;
  /** What practice sessions are recorded under: the step's key, or the drill's own name. */
  sessionPath: string;
  stepTitle: string;
  renderQuestion: (question: Q, props: DrillQuestionProps) => ReactNode;
  /** How a missed question is listed in the summary (its `key` is the question's). */
  missOf: (question: Q) => Omit<SummaryMiss, 'key'>;
  onAnswered?: () => void;
  onPractiseAgain: () => void;
  leave: ReactNode;
};

export function DrillRun<Q extends {key: string}>(props: Props<Q>) {
  const {questions, modulePath, sessionPath, stepTitle, renderQuestion, missOf, onAnswered, onPractiseAgain, leave} =
    props;
  const byKey = useMemo(() => new Map(questions.map((question) => [question.key, question])), [questions]);
  const keys = useMemo(() => questions.map((question) => question.key), [questions]);
  const run = usePracticeRun('test', NO_LEADING_KEYS, keys, false);
  const {recordAnswer} = usePracticeSession(sessionPath);
  const done = run.state.phase === 'done';

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
        note={<StepCompletionNote modulePath={modulePath} run={run.state} title={stepTitle} />}
        misses={run.state.misses.flatMap((missKey) => {
          const missed = byKey.get(missKey);
          return missed ? [{key: missKey, ...missOf(missed)}] : [];
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
        <Fragment key={`${question.key}:${run.state.answered + (answered ? 0 : 1)}`}>
          {renderQuestion(question, {
            isLast: run.state.queue.length === 1,
            onAnswer: (correct) => {
              run.answer({correct, close: false});
              recordAnswer();
              onAnswered?.();
            },
            onNext: run.next,
          })}
        </Fragment>
      )}
    </div>
  );
}
