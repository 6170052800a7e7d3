// How the UI grades a card. The review's id and time are fixed here, once, so every later run of the mutator
// (optimistic, rebase, server, replay) computes the same card.
import type {MutatorResultDetails} from '@rocicorp/zero';
import type {AppZero} from '../../app/zero.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import type {ReviewSource} from '../../../schema/zero-schema.ts';
import {submitWrite} from '../../app/outbox/use-outbox.ts';

/** The learner's scheduler settings go with the review (absent while they are the defaults); a grade given in practice
 * says so (the dashboard does not count it as a review). */
export function newReview(
  cardID: string,
  rating: GradeReviewArgs['rating'],
  scheduler?: GradeReviewArgs['scheduler'],
  source: ReviewSource = 'review',
  now = Date.now(),
): GradeReviewArgs {
  return {reviewID: crypto.randomUUID(), cardID, rating, reviewedAt: now, source, ...(scheduler ? {scheduler} : {})};
}

/** Through the write outbox: the answer counts at once on this device (the card moves on in every tab, pending until
 * the server confirms it) and survives going offline and closing the tab. */
export function submitReview(
  zero: AppZero,
  review: GradeReviewArgs,
): {client: Promise<MutatorResultDetails>; server: Promise<MutatorResultDetails>} {
  return submitWrite(zero, mutators.reviews.grade(review), {id: review.reviewID});
}
