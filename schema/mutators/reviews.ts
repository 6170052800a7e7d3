// Grading a card: the one write of spaced-repetition review (requirements §3.10). The review's id and time come in as
// arguments, so the optimistic run, every rebase, the server and an offline replay compute the same card, and a
// review that has already landed changes nothing. A card is always the replay of its review log in review-time order
// from its base (the state before its first logged review; null for a card that started new): an answer that
// arrives after a later one (a device that was offline) is folded in where it belongs, never stepped as if it came
// last.
import {defineMutator, type Transaction} from '@rocicorp/zero';
import {z} from 'zod';
import {zql} from '../zero-schema.ts';
import {epochMs} from '../validators.ts';
import {Refusal} from '../refusals.ts';
import {schedulerSettingsSchema} from '../settings.ts';
import {parseCardID} from '../fsrs/card-id.ts';
import {reviewStep, type SchedulerParameters, type StoredCard, type StoredReviewLog} from '../fsrs/review-step.ts';
import {cardsVisibleTo} from '../permissions/fsrs-cards.ts';
import {signedInUserID} from '../context.ts';
import {clampToServerClock, readUnderWritersLock} from '../server-transaction.ts';
import {writeArgs} from '../writes/write-envelope.ts';

export const gradeReviewArgs = writeArgs(() => ({
  reviewID: z.string().min(8, 'Review id is too short').max(64, 'Review id is too long'),
  cardID: z.string().min(1).max(300),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], 'Rating must be 1 (again) to 4 (easy)'),
  reviewedAt: epochMs,
  // Absent: a review (as every grade was before practice said so).
  source: z.enum(['review', 'practice'], 'Source must be review or practice').optional(),
  // The learner's scheduler when it is not the default one; part of the review, so every run computes the same card.
  scheduler: z
    .strictObject({
      desiredRetention: schedulerSettingsSchema.shape.desiredRetention,
      maximumInterval: schedulerSettingsSchema.shape.maximumInterval,
      weights: schedulerSettingsSchema.shape.weights.optional(),
    })
    .optional(),
}));
export type GradeReviewArgs = z.output<typeof gradeReviewArgs>;
type Rating = GradeReviewArgs['rating'];

export class NotYourCardError extends Refusal {
  constructor() {
    super('forbidden', 'You can only review your own cards');
  }
}

type LoggedReview = {id: string; rating: Rating; reviewedAt: number};

/** Review-time order; reviews of the same millisecond by id, so that every replay agrees. */
export function inReviewOrder<R extends LoggedReview>(reviews: readonly R[]): R[] {
  return reviews.toSorted((a, b) => a.reviewedAt - b.reviewedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The card after its reviews, in review-time order, from its base, with one scheduler (absent: the defaults); and
 * the log each review leaves. */
export function replayReviews(
  base: StoredCard | null,
  reviews: readonly LoggedReview[],
  scheduler?: SchedulerParameters,
): {card: StoredCard | null; logs: Map<string, StoredReviewLog>} {
  let card = base;
  const logs = new Map<string, StoredReviewLog>();
  for (const review of inReviewOrder(reviews)) {
    const step = reviewStep(card, review.rating, review.reviewedAt, scheduler);
    card = step.card;
    logs.set(review.id, step.log);
  }
  return {card, logs};
}

/** Replays the card's log with the late review in its place. The log does not keep the scheduler each review was
 * made with: the whole replay uses the learner's present one, which the late review carries. */
async function foldInLateReview(
  tx: Transaction,
  cardID: string,
  base: StoredCard | null,
  late: LoggedReview,
  scheduler?: SchedulerParameters,
) {
  const logged = await tx.run(zql.fsrs_review_logs.where('card_id', cardID));
  const reviews = [
    ...logged.map((log) => ({id: log.id, rating: log.rating as Rating, reviewedAt: log.reviewed_at})),
    late,
  ];
  const {card, logs} = replayReviews(base, reviews, scheduler);
  // The later reviews now start from a different state: their logs say so.
  for (const log of logged) {
    const replayed = logs.get(log.id)!;
    if (replayed.state !== log.state || JSON.stringify(replayed) !== JSON.stringify(log.review_log)) {
      await tx.mutate.fsrs_review_logs.update({id: log.id, state: replayed.state, review_log: replayed});
    }
  }
  const last = inReviewOrder(reviews).at(-1)!;
  return {card: card!, log: logs.get(late.id)!, lastReview: last};
}

export const reviewMutators = {
  grade: defineMutator(gradeReviewArgs, async ({tx, ctx, args}) => {
    const userID = signedInUserID(ctx);
    const {userID: owner, itemKey, type, mode} = parseCardID(args.cardID);
    if (owner !== userID) throw new NotYourCardError();
    const reviewedAt = clampToServerClock(tx, args.reviewedAt, 'review time');
    // Two grades of one card at once apply one after the other, each on the other's result.
    const [landed, existing] = await readUnderWritersLock(tx, `fsrs-card:${args.cardID}`, () =>
      Promise.all([
        tx.run(zql.fsrs_review_logs.where('id', args.reviewID).one()),
        tx.run(cardsVisibleTo(ctx).where('id', args.cardID).one()),
      ]),
    );

    // A replayed review (same id) is a no-op. Unscoped on purpose: an id taken by anyone must not be reused.
    if (landed) {
      if (landed.user_id !== userID) throw new Refusal('conflict', 'Review id already used');
      return;
    }

    const review = {id: args.reviewID, rating: args.rating, reviewedAt};
    const base = (existing?.base_card as StoredCard | null | undefined) ?? null;
    const arrivesLate =
      existing !== undefined &&
      (reviewedAt < existing.updated_at ||
        (reviewedAt === existing.updated_at && args.reviewID < (existing.last_review_id ?? '')));
    const {card, log, lastReview} = arrivesLate
      ? await foldInLateReview(tx, args.cardID, base, review, args.scheduler)
      : {
          ...reviewStep(
            (existing?.fsrs_card as StoredCard | undefined) ?? null,
            args.rating,
            reviewedAt,
            args.scheduler,
          ),
          lastReview: review,
        };

    await tx.mutate.fsrs_cards.upsert({
      id: args.cardID,
      user_id: userID,
      practice_item_key: itemKey,
      type,
      mode,
      fsrs_card: card,
      base_card: existing ? base : null,
      due_at: card.due,
      last_review_id: lastReview.id,
      created_at: existing?.created_at ?? reviewedAt,
      updated_at: lastReview.reviewedAt,
    });
    await tx.mutate.fsrs_review_logs.insert({
      id: args.reviewID,
      card_id: args.cardID,
      user_id: userID,
      rating: args.rating,
      state: log.state,
      review_log: log,
      reviewed_at: reviewedAt,
      source: args.source ?? 'review',
    });
  }),
};
