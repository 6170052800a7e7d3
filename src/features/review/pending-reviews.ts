// Review answers still in the outbox (src/app/outbox), and the card states they lead to: each card's pending
// answers that its synced state does not yet include, applied in order with the same step as the grade mutator.
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import {reviewStep, type StoredCard} from '../../../schema/fsrs/review-step.ts';
import type {AppZero} from '../../app/zero.ts';
import {usePendingWrites} from '../../app/outbox/write-outbox.ts';
import type {OutboxEntry} from '../../app/outbox/outbox-queue.ts';
import {useMemo} from 'react';

export const GRADE_MUTATOR = 'reviews.grade';

/** The review answers among pending writes, in the order they were given. */
export function pendingReviewsOf(entries: readonly OutboxEntry[]): GradeReviewArgs[] {
  return entries.filter((entry) => entry.name === GRADE_MUTATOR).map((entry) => entry.args as GradeReviewArgs);
}

export function usePendingReviews(zero: AppZero): GradeReviewArgs[] {
  const entries = usePendingWrites(zero);
  return useMemo(() => pendingReviewsOf(entries), [entries]);
}

type OverlaidCard = {id: string; fsrs_card: ReadonlyJSONValue; due_at: number; last_review_id?: string | null; updated_at: number};

/** The cards as they will be once the pending answers land; like the grade mutator, a card's answers count in the
 * order they were given (their review time). Answers for cards not in `cards` are left out. */
export function applyPendingReviews<C extends OverlaidCard>(cards: readonly C[], pending: readonly GradeReviewArgs[]): C[] {
  if (!pending.length) return cards as C[];
  const byCard = new Map<string, GradeReviewArgs[]>();
  for (const review of pending.toSorted((a, b) => a.reviewedAt - b.reviewedAt)) {
    const list = byCard.get(review.cardID);
    if (list) list.push(review);
    else byCard.set(review.cardID, [review]);
  }
  return cards.map((card) => {
    const reviews = byCard.get(card.id);
    if (!reviews) return card;
    const landed = reviews.findIndex((review) => review.reviewID === card.last_review_id);
    const unapplied = reviews.slice(landed + 1);
    if (!unapplied.length) return card;
    let state = card.fsrs_card as StoredCard;
    for (const review of unapplied) state = reviewStep(state, review.rating, review.reviewedAt, review.scheduler).card;
    const last = unapplied.at(-1)!;
    return {...card, fsrs_card: state, due_at: state.due, last_review_id: last.reviewID, updated_at: last.reviewedAt};
  });
}
