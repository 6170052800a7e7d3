// One FSRS review step with ts-fsrs, on plain JSON data: the same card, rating and time give the same result on
// the client, on every rebase and on the server (no fuzz, no clock). Dates are stored as epoch milliseconds.
import {createEmptyCard, fsrs, type Card, type Grade, type ReviewLog} from 'ts-fsrs';

export type StoredCard = {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: number | null;
};

export type StoredReviewLog = {
  rating: number;
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  review: number;
};

/** A learner's scheduler: desired retention, the longest interval in days, and FSRS-6 parameters fitted to their
 * review log (absent: the defaults). It travels with each review, so every run of the step uses the same one. */
export type SchedulerParameters = {
  desiredRetention: number;
  maximumInterval: number;
  weights?: readonly number[] | null;
};

// Default FSRS-6 parameters (field notes: defaults are close to per-user optimisation) without fuzz, so that
// scheduling is a pure function of its inputs.
const defaultScheduler = fsrs({enable_fuzz: false});
const schedulers = new Map<string, ReturnType<typeof fsrs>>();

function schedulerFor(parameters: SchedulerParameters | undefined) {
  if (!parameters) return defaultScheduler;
  const key = JSON.stringify([parameters.desiredRetention, parameters.maximumInterval, parameters.weights ?? null]);
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({
      enable_fuzz: false,
      request_retention: parameters.desiredRetention,
      maximum_interval: parameters.maximumInterval,
      ...(parameters.weights ? {w: [...parameters.weights]} : {}),
    });
    if (schedulers.size >= 16) schedulers.clear();
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

export function newStoredCard(at: number): StoredCard {
  return toStoredCard(createEmptyCard(new Date(at)));
}

export function reviewStep(
  card: StoredCard | null,
  rating: Grade,
  reviewedAt: number,
  parameters?: SchedulerParameters,
): {card: StoredCard; log: StoredReviewLog} {
  const current = card ? fromStoredCard(card) : createEmptyCard(new Date(reviewedAt));
  const result = schedulerFor(parameters).next(current, new Date(reviewedAt), rating);
  return {card: toStoredCard(result.card), log: toStoredLog(result.log)};
}

function fromStoredCard(card: StoredCard): Card {
  return {
    ...card,
    due: new Date(card.due),
    last_review: card.last_review === null ? undefined : new Date(card.last_review),
  };
}

function toStoredCard(card: Card): StoredCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

function toStoredLog(log: ReviewLog): StoredReviewLog {
  return {
    rating: log.rating,
    state: log.state,
    due: log.due.getTime(),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsed_days,
    last_elapsed_days: log.last_elapsed_days,
    scheduled_days: log.scheduled_days,
    learning_steps: log.learning_steps,
    review: log.review.getTime(),
  };
}
