// The review scheduler (FSRS): how much the learner wants to remember (desired retention 0.70–0.99), the longest
// gap between two reviews, and whether reviews use parameters fitted to their own history.
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import {DESIRED_RETENTION_RANGE, MAXIMUM_INTERVAL_RANGE} from '../../../schema/settings.ts';
import {NumberField} from './settings-controls.tsx';
import {OptimiseSchedule} from '../scheduler/OptimiseSchedule.tsx';

const RETENTION_CHOICES = Array.from(
  {length: Math.round((DESIRED_RETENTION_RANGE.max - DESIRED_RETENTION_RANGE.min) * 100) + 1},
  (_, index) => Math.round((DESIRED_RETENTION_RANGE.min + index / 100) * 100) / 100,
);

export const SchedulerSettings = memo(function SchedulerSettings() {
  const scheduler = useSetting('fsrs');
  const onChange = useSaveSetting('fsrs');
  return (
    <>
      <div className="field-row">
        <div className="field">
          <label htmlFor="desired-retention">Desired retention</label>
          <select
            id="desired-retention"
            value={scheduler.desiredRetention.toFixed(2)}
            data-testid="desired-retention"
            onChange={(event) => void onChange({...scheduler, desiredRetention: Number(event.target.value)})}
          >
            {RETENTION_CHOICES.map((value) => (
              <option key={value} value={value.toFixed(2)}>
                {Math.round(value * 100)}%{value === 0.9 ? ' (recommended)' : ''}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="maximum-interval"
          label="Maximum interval"
          suffix="days"
          value={scheduler.maximumInterval}
          testId="maximum-interval"
          min={MAXIMUM_INTERVAL_RANGE.min}
          max={MAXIMUM_INTERVAL_RANGE.max}
          onSave={(maximumInterval) => onChange({...scheduler, maximumInterval})}
        />
      </div>
      <p className="hint">
        Desired retention is the share of due cards you expect to remember. Higher means more reviews, each a little
        easier; 90% suits most learners. Changes apply to the reviews you answer from now on.
      </p>
      <p data-testid="scheduler-parameters">
        {scheduler.weights ? (
          <>
            Reviews use parameters fitted to your own history
            {scheduler.fittedAt ? ` on ${new Date(scheduler.fittedAt).toLocaleDateString()}` : ''}.{' '}
            <button
              type="button"
              className="link-button"
              data-testid="use-default-parameters"
              onClick={() => void onChange({...scheduler, weights: null, fittedAt: null})}
            >
              Go back to the default parameters
            </button>
          </>
        ) : (
          'Reviews use the FSRS default parameters.'
        )}
      </p>
      <OptimiseSchedule scheduler={scheduler} onApply={onChange} />
    </>
  );
});
