// The client side of /api/scheduler (server/scheduler/scheduler-routes.ts).
import type {OptimisationResult, ReviewCount} from '../../../schema/schedule-optimisation.ts';
import {refusalOfResponse} from '../../../schema/refusals.ts';
import {browserTimeZone} from '../../app/time-zone.ts';

export class SchedulerRequestError extends Error {}

async function answer<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  const refusal = refusalOfResponse(response.status, body);
  if (refusal) throw new SchedulerRequestError(refusal.message);
  return body as T;
}

export async function fetchReviewCount(): Promise<ReviewCount> {
  return answer(await fetch('/api/scheduler/review-count', {credentials: 'same-origin'}));
}

export async function requestOptimisation(desiredRetention: number): Promise<OptimisationResult> {
  return answer(
    await fetch('/api/scheduler/optimise', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({timeZone: browserTimeZone(), desiredRetention}),
    }),
  );
}
