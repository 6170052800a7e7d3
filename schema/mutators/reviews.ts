// Grading a card: the one write of spaced-repetition review (spec §3.10). The review's id and time come in as
// arguments, so the optimistic run, every rebase, the server and an offline replay compute the same card, and a
// review that has already landed changes nothing.
import {defineMutator} from '@rocicorp/zero';
import {Refusal} from '../refusals.ts';
import {z} from 'zod';
import {zql} from '../zero-schema.ts';
import {epochMs} from '../validators.ts';
import {schedulerSettingsSchema} from '../settings.ts';
import {parseCardID} from '../fsrs/card-id.ts';
import {reviewStep, type StoredCard} from '../fsrs/review-step.ts';
import {cardsVisibleTo, reviewerID} from '../permissions/fsrs-cards.ts';

export const gradeReviewArgs = z.strictObject({
  reviewID: z.string().min(8, 'Review id is too short').max(64, 'Review id is too long'),
  cardID: z.string().min(1).max(300),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], 'Rating must be 1 (again) to 4 (easy)'),
  reviewedAt: epochMs,
  // The learner's scheduler when it is not the default one; part of the review, so every run computes the same card.
  scheduler: z.strictObject({
    desiredRetention: schedulerSettingsSchema.shape.desiredRetention,
    maximumInterval: schedulerSettingsSchema.shape.maximumInterval,
    weights: schedulerSettingsSchema.shape.weights.optional(),
  }).optional(),
});
export type GradeReviewArgs = z.output<typeof gradeReviewArgs>;

export class NotYourCardError extends Refusal {
  constructor() {
    super('forbidden', 'You can only review your own cards');
  }
}

export const reviewMutators = {
  grade: defineMutator(gradeReviewArgs, async ({tx, ctx, args}) => {
    const userID = reviewerID(ctx);
    const {userID: owner, itemKey, type, mode} = parseCardID(args.cardID);
    if (owner !== userID) throw new NotYourCardError();

    // A replayed review (same id) is a no-op. Unscoped on purpose: an id taken by anyone must not be reused.
    const landed = await tx.run(zql.fsrs_review_logs.where('id', args.reviewID).one());
    if (landed) {
      if (landed.user_id !== userID) throw new Refusal('conflict', 'Review id already used');
      return;
    }

    const existing = await tx.run(cardsVisibleTo(ctx).where('id', args.cardID).one());
    const {card, log} = reviewStep((existing?.fsrs_card as StoredCard | undefined) ?? null, args.rating, args.reviewedAt, args.scheduler);
    await tx.mutate.fsrs_cards.upsert({
      id: args.cardID,
      user_id: userID,
      practice_item_key: itemKey,
      type,
      mode,
      fsrs_card: card,
      due_at: card.due,
      last_review_id: args.reviewID,
      created_at: existing?.created_at ?? args.reviewedAt,
      updated_at: args.reviewedAt,
    });
    await tx.mutate.fsrs_review_logs.insert({
      id: args.reviewID,
      card_id: args.cardID,
      user_id: userID,
      rating: args.rating,
      state: log.state,
      review_log: log,
      reviewed_at: args.reviewedAt,
    });
  }),
};
