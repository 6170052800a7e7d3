// The end of a run: the score, every miss with its answer, and where to go next.
import type {ReactNode} from 'react';

export type SummaryMiss = {key: string; prompt: ReactNode; answer: ReactNode};

type PracticeSummaryProps = {
  firstTryCorrect: number;
  total: number;
  misses: SummaryMiss[];
  onRetryMisses: () => void;
  onStartAgain: () => void;
  /** The way out, e.g. a link back to the chapter. */
  leave: ReactNode;
  /** Anything more to say about the run, e.g. that its path step is now complete. */
  note?: ReactNode;
};

export function PracticeSummary({
  firstTryCorrect,
  total,
  misses,
  onRetryMisses,
  onStartAgain,
  leave,
  note,
}: PracticeSummaryProps) {
  const percent = total === 0 ? 100 : Math.round((firstTryCorrect / total) * 100);
  return (
    <section className="card practice-summary" aria-labelledby="practice-summary-title" data-testid="practice-summary">
      <h2 id="practice-summary-title">{misses.length === 0 ? 'All done, no misses!' : 'Round complete'}</h2>
      <p className="practice-score">
        <strong data-testid="practice-score">
          {firstTryCorrect} / {total}
        </strong>{' '}
        right on the first try ({percent}%)
      </p>
      {note}
      {misses.length > 0 && (
        <>
          <h3>To go over again</h3>
          <ul className="practice-misses">
            {misses.map((miss) => (
              <li key={miss.key}>
                <span className="practice-miss-prompt">{miss.prompt}</span>
                <span className="practice-miss-answer">{miss.answer}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="button-row">
        {misses.length > 0 && (
          <button type="button" className="button" autoFocus onClick={onRetryMisses}>
            Retry misses
          </button>
        )}
        <button
          type="button"
          className={misses.length > 0 ? 'button button-secondary' : 'button'}
          autoFocus={misses.length === 0}
          onClick={onStartAgain}
        >
          Practise again
        </button>
        {leave}
      </div>
    </section>
  );
}
