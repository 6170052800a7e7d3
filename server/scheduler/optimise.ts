// Fits FSRS parameters to one learner's own review log with the FSRS project's optimiser (fsrs-rs through
// @open-spaced-repetition/binding-linux-x64-gnu), and shows what they would change: how well they predict the learner's answers
// (log loss, RMSE) against the parameters in use, and the expected daily workload at the chosen retention.
// Nothing is applied here: the learner applies the parameters through their settings once they confirm.
import type {Sql} from 'postgres';
import {default_w} from 'ts-fsrs';
import {
  MINIMUM_REVIEWS_TO_OPTIMISE,
  WORKLOAD_DAYS,
  type OptimisationResult,
  type OptimiseRequest,
} from '../../schema/schedule-optimisation.ts';
import {parseSettings} from '../../schema/settings.ts';
import type {StoredCard} from '../../schema/fsrs/review-step.ts';
import {Refusal} from '../../schema/refusals.ts';
import {reviewItems, type LoggedReview} from './review-items.ts';
import {fitParameters} from './fit-parameters.ts';
import {expectedDailyReviews} from './workload.ts';

export async function countReviews(sql: Sql, userID: string): Promise<number> {
  const [row] = await sql<
    {reviews: number}[]
  >`select count(*)::int as reviews from fsrs_review_logs where user_id = ${userID}`;
  return row!.reviews;
}

export async function optimiseSchedule(
  sql: Sql,
  userID: string,
  request: OptimiseRequest,
  now: number,
): Promise<OptimisationResult> {
  const reviews = await countReviews(sql, userID);
  if (reviews < MINIMUM_REVIEWS_TO_OPTIMISE) {
    throw new Refusal(
      'limit',
      `Optimising needs at least ${MINIMUM_REVIEWS_TO_OPTIMISE} reviews; you have ${reviews} so far`,
    );
  }
  const [logs, cards, [profile]] = await Promise.all([
    sql<LoggedReview[]>`select card_id, rating, (extract(epoch from reviewed_at) * 1000)::float8 as reviewed_at
      from fsrs_review_logs where user_id = ${userID}`,
    sql<{fsrs_card: StoredCard}[]>`select fsrs_card from fsrs_cards where user_id = ${userID}`,
    sql<{user_preferences: unknown}[]>`select user_preferences from profiles where user_id = ${userID}`,
  ]);
  const scheduler = parseSettings(profile?.user_preferences).fsrs;
  const currentWeights = scheduler.weights ?? [...default_w];

  const items = reviewItems(logs, request.timeZone);
  if (items.length === 0)
    throw new Refusal(
      'limit',
      'Your reviews are all on single days so far: come back once cards have been reviewed on different days',
    );
  const {fittedWeights, current, fitted} = await fitParameters({items, currentWeights});

  const stored = cards.map((card) => card.fsrs_card);
  const at = {desiredRetention: request.desiredRetention, maximumInterval: scheduler.maximumInterval};
  return {
    reviews,
    currentWeights,
    fittedWeights,
    logLoss: {current: current.logLoss, fitted: fitted.logLoss},
    rmse: {current: current.rmseBins, fitted: fitted.rmseBins},
    workload: {
      current: expectedDailyReviews(stored, {...at, weights: currentWeights}, now, WORKLOAD_DAYS),
      fitted: expectedDailyReviews(stored, {...at, weights: fittedWeights}, now, WORKLOAD_DAYS),
      days: WORKLOAD_DAYS,
      desiredRetention: request.desiredRetention,
    },
  };
}
