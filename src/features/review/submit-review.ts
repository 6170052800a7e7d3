// How the UI grades a card. The review's id and time are fixed here, once, so every later run of the mutator
// (optimistic, rebase, server, replay) computes the same card.
import type {Zero} from '@rocicorp/zero';
import {mutators} from '../../../schema/mutators.ts';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';

export function newReview(cardID: string, rating: GradeReviewArgs['rating'], now = Date.now()): GradeReviewArgs {
  return {reviewID: crypto.randomUUID(), cardID, rating, reviewedAt: now};
}

export function submitReview(zero: Zero, review: GradeReviewArgs) {
  return zero.mutate(mutators.reviews.grade(review));
}
