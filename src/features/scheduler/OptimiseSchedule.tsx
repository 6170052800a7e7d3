// "Optimise my schedule": once the learner has 400 reviews, FSRS's parameters are fitted to their own review log on
// the server. The result shows the fitted parameters, how much better they predict the learner's answers (log loss,
// before and after) and the reviews a day they would ask at the chosen retention; they apply to future reviews only
// once the learner confirms.
import {useEffect, useState} from 'react';
import type {OptimisationResult, ReviewCount} from '../../../schema/schedule-optimisation.ts';
import type {SchedulerSettings} from '../../../schema/settings.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useNotify} from '../../app/notices/notices.ts';
import {fetchReviewCount, requestOptimisation} from './scheduler-api.ts';
import {ScrollRegion} from '../../components/ScrollRegion.tsx';
import './scheduler.css';

type Props = {scheduler: SchedulerSettings; onApply: (scheduler: SchedulerSettings) => Promise<boolean>};

const round = (value: number, digits: number) => value.toFixed(digits);

export function OptimiseSchedule({scheduler, onApply}: Props) {
  const {user} = useSession();
  const {notify} = useNotify();
  const [count, setCount] = useState<ReviewCount | null>(null);
  const [result, setResult] = useState<OptimisationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result (an optimisation run) changes the count of reviews.
  useEffect(() => {
    if (!user) return;
    let current = true;
    fetchReviewCount().then(
      (value) => current && setCount(value),
      (failure: unknown) => console.warn('Could not count your reviews', failure),
    );
    return () => {
      current = false;
    };
  }, [user, result]);

  if (!user) return <p className="hint">Sign in to optimise the schedule on your own review history.</p>;
  const enough = count !== null && count.reviews >= count.minimum;

  const optimise = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await requestOptimisation(scheduler.desiredRetention));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!result) return;
    if (await onApply({...scheduler, weights: result.fittedWeights, fittedAt: Date.now()})) {
      notify('success', 'Your optimised parameters now schedule your reviews.');
      setResult(null);
    }
  };

  return (
    <div className="optimise" data-testid="optimise-schedule">
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void optimise()}
          disabled={!enough || busy}
          data-testid="optimise-button"
        >
          {busy ? 'Fitting your parameters…' : 'Optimise my schedule'}
        </button>
        <span className="hint-inline" data-testid="review-count">
          {count === null
            ? ''
            : enough
              ? `Fits FSRS to your ${count.reviews} reviews.`
              : `Available after ${count.minimum} reviews: you have ${count.reviews} so far.`}
        </span>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="optimise-error">
          {error}
        </p>
      )}
      {result && <OptimisationReport result={result} onApply={() => void apply()} onDiscard={() => setResult(null)} />}
    </div>
  );
}

function OptimisationReport({
  result,
  onApply,
  onDiscard,
}: {
  result: OptimisationResult;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const {logLoss, rmse, workload} = result;
  const better = logLoss.fitted < logLoss.current;
  return (
    <section className="optimise-report" aria-labelledby="optimise-report-heading" data-testid="optimise-report">
      <h3 id="optimise-report-heading">Fitted to your {result.reviews} reviews</h3>
      <dl className="optimise-figures">
        <div>
          <dt>Log loss (lower predicts your answers better)</dt>
          <dd data-testid="log-loss">
            {round(logLoss.current, 4)} now → {round(logLoss.fitted, 4)} fitted
          </dd>
        </div>
        <div>
          <dt>RMSE</dt>
          <dd data-testid="rmse">
            {round(rmse.current, 4)} now → {round(rmse.fitted, 4)} fitted
          </dd>
        </div>
        <div>
          <dt>
            Reviews a day, next {workload.days} days, at {Math.round(workload.desiredRetention * 100)}% retention
          </dt>
          <dd data-testid="workload">
            about {round(workload.current, 1)} now → about {round(workload.fitted, 1)} fitted
          </dd>
        </div>
      </dl>
      <p className="hint">
        {better
          ? 'The fitted parameters describe your memory better than the ones in use.'
          : 'The fitted parameters do not predict your answers better than the ones in use; you may keep yours.'}{' '}
        They change when your cards come back from now on; past reviews stay as they are.
      </p>
      <details>
        <summary>The 21 parameters</summary>
        <ScrollRegion label="FSRS parameters">
          <table className="optimise-weights" data-testid="fitted-weights">
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">Now</th>
                <th scope="col">Fitted</th>
              </tr>
            </thead>
            <tbody>
              {result.fittedWeights.map((weight, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parameter's number is its place (w0 … w20).
                <tr key={index}>
                  <th scope="row">w{index}</th>
                  <td>{round(result.currentWeights[index] ?? 0, 4)}</td>
                  <td>{round(weight, 4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
      <div className="button-row">
        <button type="button" className="button" onClick={onApply} data-testid="apply-parameters">
          Use these parameters
        </button>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          Keep the current ones
        </button>
      </div>
    </section>
  );
}
