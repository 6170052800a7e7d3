// The expected number of reviews a day over the coming days, for the learner's cards under a scheduler: each card
// is followed from its due date, remembered with the probability FSRS gives at that moment (Good) or forgotten
// (Again), with the same step the grade mutator uses. A seeded random source makes the estimate repeatable.
import {fsrs} from 'ts-fsrs';
import {reviewStep, type SchedulerParameters, type StoredCard} from '../../schema/fsrs/review-step.ts';
import {seededRandom} from '../../schema/seeded-random.ts';

const DAY_MS = 86_400_000;
/** Enough runs for a steady average on a small collection; one suffices for a large one. */
const RUNS_SMALL = 5;
const LARGE_COLLECTION = 2000;

export function expectedDailyReviews(
  cards: readonly StoredCard[],
  scheduler: SchedulerParameters,
  now: number,
  days: number,
  seed = 1,
): number {
  const reviewed = cards.filter((card) => card.last_review !== null);
  if (reviewed.length === 0) return 0;
  const retrievability = fsrs({
    enable_fuzz: false,
    request_retention: scheduler.desiredRetention,
    maximum_interval: scheduler.maximumInterval,
    ...(scheduler.weights ? {w: [...scheduler.weights]} : {}),
  });
  const runs = reviewed.length > LARGE_COLLECTION ? 1 : RUNS_SMALL;
  const end = now + days * DAY_MS;
  const random = seededRandom(seed);
  let total = 0;
  for (let run = 0; run < runs; run++) {
    for (const start of reviewed) {
      let card = start;
      let at = Math.max(card.due, now);
      while (at < end) {
        total++;
        const recall = retrievability.get_retrievability(
          {...card, due: new Date(card.due), last_review: new Date(card.last_review!)},
          new Date(at),
          false,
        );
        card = reviewStep(card, random() < recall ? 3 : 1, at, scheduler).card;
        at = Math.max(card.due, at + 60_000);
      }
    }
  }
  return total / runs / days;
}
