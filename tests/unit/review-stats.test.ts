import {describe, expect, test} from 'vitest';
import {
  dueCountsFromCards,
  lessPending,
  seenStats,
  withNewWritingCards,
  type CountedCard,
} from '../../src/features/review/due-counts.ts';
import {orderReviewQueue} from '../../src/features/review/review-queue.ts';
import {modulePracticeProgress} from '../../src/features/progress/module-progress.ts';
import type {CardMode, CardType} from '../../schema/zero-schema.ts';

const NOW = Date.UTC(2026, 5, 10, 12, 0, 0);
const DAY = 86_400_000;

function card(key: string, type: CardType, mode: CardMode, dueIn: number, createdAgo = 30 * DAY): CountedCard {
  return {
    id: `u1:${key}:${type}:${mode}`,
    practice_item_key: key,
    type,
    mode,
    due_at: NOW + dueIn,
    created_at: NOW - createdAgo,
  };
}

describe('dueCountsFromCards', () => {
  test('counts only cards due at or before now, in the three groups of §9 and kanji to write', () => {
    const cards = [
      card('食べる', 'vocabulary', 'meanings', -DAY),
      card('食べる', 'vocabulary', 'spellings', 0),
      card('飲む', 'vocabulary', 'meanings', -1),
      card('飲む', 'vocabulary', 'spellings', 1),
      card('水', 'kanji', 'meanings', -5 * DAY),
      card('氵', 'radical', 'meanings', -DAY),
      card('火', 'kanji', 'meanings', DAY),
      card('水', 'kanji', 'writing', -DAY),
      card('火', 'kanji', 'writing', DAY),
    ];
    expect(dueCountsFromCards(cards, NOW)).toEqual({
      total: 6,
      meanings: {vocab: 2, kanji: 2},
      spellings: 1,
      writing: 1,
    });
  });

  test('the new writing cards on offer count as due writing cards', () => {
    const counts = {total: 6, meanings: {vocab: 2, kanji: 2}, spellings: 1, writing: 1};
    expect(withNewWritingCards(counts, 3)).toEqual({...counts, total: 9, writing: 4});
    expect(withNewWritingCards(counts, 0)).toEqual(counts);
  });

  test('nothing due gives zeros', () => {
    expect(dueCountsFromCards([card('水', 'kanji', 'meanings', 1000)], NOW)).toEqual({
      total: 0,
      meanings: {vocab: 0, kanji: 0},
      spellings: 0,
      writing: 0,
    });
    expect(dueCountsFromCards([], NOW).total).toBe(0);
  });
});

describe('seenStats', () => {
  test('counts each item once whatever its modes; kanji include radicals; the week is the last 7 days', () => {
    const cards = [
      card('食べる', 'vocabulary', 'meanings', 0, 2 * DAY),
      card('食べる', 'vocabulary', 'spellings', 0, 10 * DAY),
      card('飲む', 'vocabulary', 'meanings', 0, 6 * DAY),
      card('見る', 'vocabulary', 'meanings', 0, 8 * DAY),
      card('水', 'kanji', 'meanings', 0, 1 * DAY),
      card('水', 'vocabulary', 'meanings', 0, 40 * DAY),
      card('氵', 'radical', 'meanings', 0, 9 * DAY),
    ];
    // 食べる was first seen 10 days ago (its spellings card), so it is not new this week.
    expect(seenStats(cards, undefined, NOW)).toEqual({vocab: 4, kanji: 2, vocabWeek: 1, kanjiWeek: 1});
  });

  test('with logs, an item is first seen at its earliest review', () => {
    const cards = [card('飲む', 'vocabulary', 'meanings', 0, 1 * DAY), card('水', 'kanji', 'meanings', 0, 20 * DAY)];
    const logs = [
      {card_id: cards[0]!.id, reviewed_at: NOW - 30 * DAY},
      {card_id: cards[0]!.id, reviewed_at: NOW - DAY},
      {card_id: cards[1]!.id, reviewed_at: NOW - 3 * DAY},
    ];
    expect(seenStats(cards, logs, NOW)).toEqual({vocab: 1, kanji: 1, vocabWeek: 0, kanjiWeek: 1});
    expect(seenStats([], [], NOW)).toEqual({vocab: 0, kanji: 0, vocabWeek: 0, kanjiWeek: 0});
  });
});

describe('orderReviewQueue', () => {
  const cards = [
    card('食べる', 'vocabulary', 'meanings', -10 * DAY),
    card('水', 'kanji', 'meanings', -DAY),
    card('飲む', 'vocabulary', 'spellings', -20 * DAY),
    card('氵', 'radical', 'meanings', -2),
    card('火', 'kanji', 'meanings', -3 * DAY),
  ];
  const keys = (ordered: CountedCard[]) => ordered.map((each) => `${each.type}:${each.practice_item_key}`);

  test('without prerequisites: most overdue first', () => {
    expect(keys(orderReviewQueue(cards, {prereqsFirst: false}))).toEqual([
      'vocabulary:飲む',
      'vocabulary:食べる',
      'kanji:火',
      'kanji:水',
      'radical:氵',
    ]);
  });

  test('with prerequisites: radicals, then kanji, then vocabulary, each most overdue first', () => {
    expect(keys(orderReviewQueue(cards, {prereqsFirst: true}))).toEqual([
      'radical:氵',
      'kanji:火',
      'kanji:水',
      'vocabulary:飲む',
      'vocabulary:食べる',
    ]);
  });

  test('ties break on the id and the input is not changed', () => {
    const tied = [
      card('b', 'vocabulary', 'meanings', -1),
      card('a', 'vocabulary', 'spellings', -1),
      card('a', 'vocabulary', 'meanings', -1),
    ];
    const copy = [...tied];
    expect(orderReviewQueue(tied, {prereqsFirst: true}).map((each) => each.id)).toEqual([
      'u1:a:vocabulary:meanings',
      'u1:a:vocabulary:spellings',
      'u1:b:vocabulary:meanings',
    ]);
    expect(tied).toEqual(copy);
  });
});

describe('modulePracticeProgress', () => {
  const items = ['食べる', '飲む', '見る'];

  test('counts items with a vocabulary card, per mode, with rounded percentages', () => {
    const cards = [
      card('食べる', 'vocabulary', 'meanings', 0),
      card('食べる', 'vocabulary', 'spellings', 0),
      card('飲む', 'vocabulary', 'meanings', 0),
      card('水', 'vocabulary', 'meanings', 0),
      card('見る', 'kanji', 'spellings', 0),
    ];
    expect(modulePracticeProgress(items, cards, ['meanings', 'spellings'])).toEqual({
      meanings: {completed: 2, total: 3, percent: 67},
      spellings: {completed: 1, total: 3, percent: 33},
    });
    expect(modulePracticeProgress(items, cards)).toEqual(
      modulePracticeProgress(items, cards, ['meanings', 'spellings']),
    );
  });

  test('a meanings-only module has no spellings items, which counts as 100 %', () => {
    expect(modulePracticeProgress(items, [card('見る', 'vocabulary', 'spellings', 0)], ['meanings'])).toEqual({
      meanings: {completed: 0, total: 3, percent: 0},
      spellings: {completed: 0, total: 0, percent: 100},
    });
  });

  test('a complete module is 100 %; an empty one is 0 % meanings', () => {
    const all = items.map((key) => card(key, 'vocabulary', 'meanings', 0));
    expect(modulePracticeProgress(items, all, ['meanings']).meanings).toEqual({completed: 3, total: 3, percent: 100});
    expect(modulePracticeProgress([], all).meanings).toEqual({completed: 0, total: 0, percent: 0});
  });
});

describe('lessPending', () => {
  test('takes the answers still pending here off the server’s counts, group by group, never below zero', () => {
    const server = {total: 900, meanings: {vocab: 600, kanji: 200}, spellings: 100, writing: 30};
    const synced = {total: 500, meanings: {vocab: 300, kanji: 150}, spellings: 50, writing: 10};
    const overlaid = {total: 496, meanings: {vocab: 298, kanji: 149}, spellings: 50, writing: 9};
    expect(lessPending(server, synced, overlaid)).toEqual({
      total: 896,
      meanings: {vocab: 598, kanji: 199},
      spellings: 100,
      writing: 29,
    });
    expect(
      lessPending({total: 1, meanings: {vocab: 1, kanji: 0}, spellings: 0, writing: 0}, synced, overlaid).total,
    ).toBe(0);
  });
});
