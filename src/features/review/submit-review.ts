// How the UI grades a card. The review's id and time are fixed here, once, so every later run of the mutator
// (optimistic, rebase, server, replay) computes the same card.
import type {MutatorResultDetails, Zero} from '@rocicorp/zero';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import {NotSignedInError} from '../../../schema/context.ts';
import {reviewOutboxFor} from './review-outbox.ts';

/** The learner's scheduler settings go with the review (absent while they are the defaults). */
export function newReview(cardID: string, rating: GradeReviewArgs['rating'], scheduler?: GradeReviewArgs['scheduler'], now = Date.now()): GradeReviewArgs {
  return {reviewID: crypto.randomUUID(), cardID, rating, reviewedAt: now, ...(scheduler ? {scheduler} : {})};
}

/** Goes through the review outbox (review-outbox.ts): the answer counts at once on this device (the card moves on
 * in every tab, pending until the server confirms it) and survives going offline and closing the tab.
 * `client` resolves once the answer is stored on this device; `server` once the server has confirmed or refused
 * it, which can be after a reconnect. A visitor's answers are not saved. */
export function submitReview(zero: Zero, review: GradeReviewArgs): {client: Promise<MutatorResultDetails>; server: Promise<MutatorResultDetails>} {
  const outbox = reviewOutboxFor(zero);
  if (outbox) return outbox.submit(review);
  const refused = Promise.resolve<MutatorResultDetails>({type: 'error', error: {type: 'app', message: new NotSignedInError().message, details: undefined}});
  return {client: refused, server: refused};
}
