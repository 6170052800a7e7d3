import {describe, expect, test} from 'vitest';
import {applyPendingReviews, pendingReviewsOf} from '../../src/features/review/pending-reviews.ts';
import {inOutboxOrder, nextSeq, orphansOf, outcomeOf, type OutboxEntry} from '../../src/app/outbox/outbox-queue.ts';
import {retryDelay} from '../../src/app/retry-delay.ts';
import {reviewStep} from '../../schema/fsrs/review-step.ts';
import type {GradeReviewArgs} from '../../schema/mutators/reviews.ts';

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
const DAY = 86_400_000;
const CARD_A = 'u1:食べる:vocabulary:meanings';
const CARD_B = 'u1:水:kanji:meanings';

function entry(reviewID: string, cardID: string, rating: GradeReviewArgs['rating'], reviewedAt: number, seq = reviewedAt * 1000): OutboxEntry {
  return {id: reviewID, userID: 'u1', seq, name: 'reviews.grade', args: {reviewID, cardID, rating, reviewedAt}, tabID: 'tab-1', attempts: 0};
}

function review(...args: Parameters<typeof entry>): GradeReviewArgs {
  return entry(...args).args as GradeReviewArgs;
}

function syncedCard(id: string, lastReviewID: string | null, state = reviewStep(null, 3, T0 - 10 * DAY).card) {
  return {id, fsrs_card: state, due_at: state.due, last_review_id: lastReviewID, updated_at: T0 - 10 * DAY, type: 'vocabulary' as const};
}

describe('order', () => {
  test('sequence numbers grow even when the clock stands still or goes back', () => {
    const first = nextSeq(0, T0);
    const second = nextSeq(first, T0);
    const third = nextSeq(second, T0 - 5000);
    expect(first).toBe(T0 * 1000);
    expect(second).toBe(first + 1);
    expect(third).toBe(second + 1);
    expect(nextSeq(third, T0 + 1)).toBe((T0 + 1) * 1000);
  });

  test('the outbox is in sequence order whatever order it was read in', () => {
    const entries = [entry('c', CARD_A, 3, T0 + 2), entry('a', CARD_A, 1, T0), entry('b', CARD_B, 4, T0 + 1)];
    expect(inOutboxOrder(entries).map((each) => each.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('applyPendingReviews', () => {
  const base = syncedCard(CARD_A, 'r0');

  test('a pending answer moves its card exactly as the mutator will', () => {
    const [card] = applyPendingReviews([base], [review('r1', CARD_A, 3, T0)]);
    const expected = reviewStep(base.fsrs_card, 3, T0).card;
    expect(card).toMatchObject({fsrs_card: expected, due_at: expected.due, last_review_id: 'r1', updated_at: T0});
    expect(card!.due_at).toBeGreaterThan(T0);
  });

  test('several answers to one card apply in order, from the synced state', () => {
    const pending = [review('r2', CARD_A, 3, T0 + 60_000), review('r1', CARD_A, 1, T0)];
    const [card] = applyPendingReviews([base], pending);
    const expected = reviewStep(reviewStep(base.fsrs_card, 1, T0).card, 3, T0 + 60_000).card;
    expect(card!.fsrs_card).toEqual(expected);
    expect(card!.last_review_id).toBe('r2');
  });

  test('answers the synced card already includes are not applied twice', () => {
    const afterFirst = syncedCard(CARD_A, 'r1', reviewStep(base.fsrs_card, 1, T0).card);
    const pending = [review('r1', CARD_A, 1, T0), review('r2', CARD_A, 3, T0 + 60_000)];
    expect(applyPendingReviews([afterFirst], pending)[0]!.fsrs_card).toEqual(reviewStep(afterFirst.fsrs_card, 3, T0 + 60_000).card);
    const afterBoth = syncedCard(CARD_A, 'r2', reviewStep(afterFirst.fsrs_card, 3, T0 + 60_000).card);
    expect(applyPendingReviews([afterBoth], pending)[0]).toBe(afterBoth);
  });

  test('other cards are untouched, and answers for cards not synced are left out', () => {
    const other = syncedCard(CARD_B, null);
    const result = applyPendingReviews([base, other], [review('r1', CARD_A, 4, T0), review('rx', 'u1:見る:vocabulary:meanings', 3, T0)]);
    expect(result).toHaveLength(2);
    expect(result[1]).toBe(other);
    const cards = [base];
    expect(applyPendingReviews(cards, [])).toBe(cards);
  });
});

describe('pendingReviewsOf', () => {
  test('only review answers, in outbox order', () => {
    const settings: OutboxEntry = {id: 's1', userID: 'u1', seq: 1, name: 'settings.update', args: {patch: {}, changedAt: T0}, tabID: 'tab-1', attempts: 0};
    expect(pendingReviewsOf([entry('r1', CARD_A, 3, T0), settings, entry('r2', CARD_B, 1, T0 + 1)]).map((each) => each.reviewID)).toEqual(['r1', 'r2']);
  });
});

describe('outcomeOf: retry or drop is decided by the refusal code alone', () => {
  const app = (message: string, details: unknown) => ({type: 'error' as const, error: {type: 'app' as const, message, details: details as never}});

  test('confirmed', () => {
    expect(outcomeOf({type: 'success'})).toEqual({type: 'confirmed'});
  });

  test('server-unavailable is retried, whatever the message', () => {
    expect(outcomeOf(app('Unknown error occurred', {code: 'server-unavailable'})))
      .toEqual({type: 'retry', refusal: {code: 'server-unavailable', message: 'Unknown error occurred'}});
  });

  test('every other code is dropped', () => {
    for (const code of ['invalid-input', 'forbidden', 'not-found', 'conflict', 'limit'] as const) {
      expect(outcomeOf(app('No', {code}))).toEqual({type: 'refused', refusal: {code, message: 'No'}});
    }
  });

  test("Zero's own failures (offline, connection lost) never reached a mutator: retried", () => {
    expect(outcomeOf({type: 'error', error: {type: 'zero', message: 'Offline'}})).toMatchObject({type: 'retry', refusal: {code: 'server-unavailable'}});
  });

  test('an app error without our code is input Zero could not take: dropped as invalid', () => {
    expect(outcomeOf(app('Invalid input', undefined))).toEqual({type: 'refused', refusal: {code: 'invalid-input', message: 'Invalid input'}});
    expect(outcomeOf(app('x', {code: 'made-up'}))).toMatchObject({type: 'refused', refusal: {code: 'invalid-input'}});
  });
});

describe('retryDelay', () => {
  test('doubles from 1 s and stops at 30 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((attempts) => retryDelay(attempts, middle))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  test('jitter stays within ±20 %', () => {
    expect(retryDelay(3, () => 0)).toBe(3200);
    expect(retryDelay(3, () => 0.999_999)).toBe(4800);
  });
});

describe('orphansOf', () => {
  test('writes of tabs that hold no lock any more', () => {
    const mine = {...entry('r1', CARD_A, 3, T0), tabID: 'live'};
    const closed = {...entry('r2', CARD_A, 3, T0), tabID: 'closed'};
    const older = {...entry('r3', CARD_A, 3, T0), tabID: 'v1'};
    expect(orphansOf([mine, closed, older], new Set(['live'])).map((each) => each.id)).toEqual(['r2', 'r3']);
  });
});
