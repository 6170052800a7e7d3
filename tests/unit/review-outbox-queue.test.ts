import {describe, expect, test} from 'vitest';
import {
  applyPendingReviews, inOutboxOrder, nextSeq, outcomeOf, replayInOrder, type OutboxEntry, type ReplayOutcome,
} from '../../src/features/review/review-outbox-queue.ts';
import {reviewStep} from '../../schema/fsrs/review-step.ts';
import type {GradeReviewArgs} from '../../schema/mutators/reviews.ts';

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
const DAY = 86_400_000;
const CARD_A = 'u1:食べる:vocabulary:meanings';
const CARD_B = 'u1:水:kanji:meanings';

function entry(reviewID: string, cardID: string, rating: GradeReviewArgs['rating'], reviewedAt: number, seq = reviewedAt * 1000): OutboxEntry {
  return {reviewID, userID: 'u1', seq, review: {reviewID, cardID, rating, reviewedAt}};
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
    expect(inOutboxOrder(entries).map((each) => each.reviewID)).toEqual(['a', 'b', 'c']);
  });
});

describe('applyPendingReviews', () => {
  const base = syncedCard(CARD_A, 'r0');

  test('a pending answer moves its card exactly as the mutator will', () => {
    const [card] = applyPendingReviews([base], [entry('r1', CARD_A, 3, T0)]);
    const expected = reviewStep(base.fsrs_card, 3, T0).card;
    expect(card).toMatchObject({fsrs_card: expected, due_at: expected.due, last_review_id: 'r1', updated_at: T0});
    expect(card!.due_at).toBeGreaterThan(T0);
  });

  test('several answers to one card apply in order, from the synced state', () => {
    const pending = [entry('r2', CARD_A, 3, T0 + 60_000), entry('r1', CARD_A, 1, T0)];
    const [card] = applyPendingReviews([base], pending);
    const expected = reviewStep(reviewStep(base.fsrs_card, 1, T0).card, 3, T0 + 60_000).card;
    expect(card!.fsrs_card).toEqual(expected);
    expect(card!.last_review_id).toBe('r2');
  });

  test('answers the synced card already includes are not applied twice', () => {
    const afterFirst = syncedCard(CARD_A, 'r1', reviewStep(base.fsrs_card, 1, T0).card);
    const pending = [entry('r1', CARD_A, 1, T0), entry('r2', CARD_A, 3, T0 + 60_000)];
    expect(applyPendingReviews([afterFirst], pending)[0]!.fsrs_card).toEqual(reviewStep(afterFirst.fsrs_card, 3, T0 + 60_000).card);
    const afterBoth = syncedCard(CARD_A, 'r2', reviewStep(afterFirst.fsrs_card, 3, T0 + 60_000).card);
    expect(applyPendingReviews([afterBoth], pending)[0]).toBe(afterBoth);
  });

  test('other cards are untouched, and answers for cards not synced are left out', () => {
    const other = syncedCard(CARD_B, null);
    const result = applyPendingReviews([base, other], [entry('r1', CARD_A, 4, T0), entry('rx', 'u1:見る:vocabulary:meanings', 3, T0)]);
    expect(result).toHaveLength(2);
    expect(result[1]).toBe(other);
    const cards = [base];
    expect(applyPendingReviews(cards, [])).toBe(cards);
  });
});

describe('outcomeOf', () => {
  test('confirmed, refused by the mutator (drop), or failed in Zero (retry)', () => {
    expect(outcomeOf({type: 'success'})).toEqual({type: 'confirmed'});
    expect(outcomeOf({type: 'error', error: {type: 'app', message: 'You can only review your own cards', details: undefined}}))
      .toEqual({type: 'rejected', message: 'You can only review your own cards'});
    expect(outcomeOf({type: 'error', error: {type: 'zero', message: 'Offline'}})).toEqual({type: 'retry', message: 'Offline'});
  });
});

describe('replayInOrder', () => {
  function outbox(entries: OutboxEntry[], script: Record<string, ReplayOutcome['type']> = {}, online = () => true) {
    let pending = inOutboxOrder(entries);
    const sent: string[] = [];
    const settled: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const replay = {
      next: () => pending[0],
      canSend: online,
      send: async (each: OutboxEntry): Promise<ReplayOutcome> => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        sent.push(each.reviewID);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        const type = script[each.reviewID] ?? 'confirmed';
        return type === 'confirmed' ? {type} : {type, message: `${type} ${each.reviewID}`};
      },
      settle: async (each: OutboxEntry, outcome: Exclude<ReplayOutcome, {type: 'retry'}>) => {
        settled.push(`${each.reviewID}:${outcome.type}`);
        pending = pending.filter((other) => other !== each);
      },
    };
    return {replay, sent, settled, remaining: () => pending.map((each) => each.reviewID), maxInFlight: () => maxInFlight, add: (each: OutboxEntry) => pending.push(each)};
  }

  test('sends every entry once, in order, one at a time, removing each after it is confirmed', async () => {
    const box = outbox([entry('r3', CARD_B, 3, T0 + 2), entry('r1', CARD_A, 1, T0), entry('r2', CARD_A, 3, T0 + 1)]);
    expect(await replayInOrder(box.replay)).toEqual({confirmed: 3, rejected: 0, stopped: false});
    expect(box.sent).toEqual(['r1', 'r2', 'r3']);
    expect(box.settled).toEqual(['r1:confirmed', 'r2:confirmed', 'r3:confirmed']);
    expect(box.maxInFlight()).toBe(1);
    expect(box.remaining()).toEqual([]);
  });

  test('a refused answer is dropped and the replay goes on', async () => {
    const box = outbox([entry('r1', CARD_A, 1, T0), entry('r2', CARD_B, 3, T0 + 1)], {r1: 'rejected'});
    expect(await replayInOrder(box.replay)).toEqual({confirmed: 1, rejected: 1, stopped: false});
    expect(box.settled).toEqual(['r1:rejected', 'r2:confirmed']);
  });

  test('an answer to retry stops the replay: it and the later ones stay, in order', async () => {
    const box = outbox([entry('r1', CARD_A, 1, T0), entry('r2', CARD_A, 3, T0 + 1), entry('r3', CARD_B, 3, T0 + 2)], {r2: 'retry'});
    expect(await replayInOrder(box.replay)).toEqual({confirmed: 1, rejected: 0, stopped: true});
    expect(box.sent).toEqual(['r1', 'r2']);
    expect(box.remaining()).toEqual(['r2', 'r3']);
  });

  test('nothing is sent while offline; going offline mid-way stops before the next entry', async () => {
    const offline = outbox([entry('r1', CARD_A, 1, T0)], {}, () => false);
    expect(await replayInOrder(offline.replay)).toEqual({confirmed: 0, rejected: 0, stopped: false});
    expect(offline.sent).toEqual([]);

    let online = true;
    const box = outbox([entry('r1', CARD_A, 1, T0), entry('r2', CARD_A, 3, T0 + 1)], {}, () => online);
    const originalSend = box.replay.send;
    box.replay.send = async (each) => {
      const outcome = await originalSend(each);
      online = false;
      return outcome;
    };
    await replayInOrder(box.replay);
    expect(box.sent).toEqual(['r1']);
    expect(box.remaining()).toEqual(['r2']);
  });

  test('answers given during a replay are sent after the earlier ones', async () => {
    const box = outbox([entry('r1', CARD_A, 1, T0)]);
    const originalSend = box.replay.send;
    box.replay.send = async (each) => {
      if (each.reviewID === 'r1') box.add(entry('r2', CARD_A, 3, T0 + 1));
      return originalSend(each);
    };
    expect(await replayInOrder(box.replay)).toMatchObject({confirmed: 2});
    expect(box.sent).toEqual(['r1', 'r2']);
  });
});
