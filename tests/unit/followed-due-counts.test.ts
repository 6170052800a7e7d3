import {describe, expect, test} from 'vitest';
import type {CountedCard} from '../../src/features/review/due-counts.ts';
import {followTakenCount, type SyncedWindow, type TakenCount} from '../../src/features/review/followed-due-counts.ts';
import type {DueCounts} from '../../schema/review-stats.ts';
import type {CardMode, CardType} from '../../schema/zero-schema.ts';

const NOW = Date.UTC(2026, 5, 10, 12, 0, 0);
const MINUTE = 60_000;
const DAY = 86_400_000;

function card(key: string, dueAt: number, type: CardType = 'vocabulary', mode: CardMode = 'meanings'): CountedCard {
  return {id: `u1:${key}:${type}:${mode}`, practice_item_key: key, type, mode, due_at: dueAt, created_at: NOW - DAY};
}

/** A full window of synced cards, all due (more are due beyond it): what the server counts, less what is pending. */
function dueWindow(cards: CountedCard[]): SyncedWindow {
  return {cards, due: cards};
}

function counts(total: number, vocab = total, kanji = 0, spellings = 0, writing = 0): DueCounts {
  return {total, meanings: {vocab, kanji}, spellings, writing};
}

// Five cards synced of 1,000 due, ordered by due time.
const window = [1, 2, 3, 4, 5].map((minute) => card(`語${minute}`, NOW - 100 * MINUTE + minute * MINUTE));
const beyond = card('語6', NOW - 100 * MINUTE + 6 * MINUTE);
const taken: TakenCount = {counts: counts(1000), window: dueWindow(window)};

describe('followTakenCount', () => {
  test('nothing changed: the server’s count', () => {
    expect(followTakenCount(taken, dueWindow(window))).toEqual(counts(1000));
  });

  test('a card answered elsewhere leaves the window (the next due card slides in): one fewer', () => {
    expect(followTakenCount(taken, dueWindow([...window.slice(1), beyond]))).toEqual(counts(999));
  });

  test('a card answered but still in the window, no longer due: one fewer', () => {
    const answered = {...window[0]!, due_at: NOW + DAY};
    const cards = [...window.slice(1), answered];
    expect(followTakenCount(taken, {cards, due: window.slice(1)})).toEqual(counts(999));
  });

  test('answers move the count of the card’s own group', () => {
    const kanji = card('水', NOW - DAY, 'kanji');
    const writing = card('火', NOW - DAY, 'kanji', 'writing');
    const from: TakenCount = {counts: counts(1000, 900, 60, 30, 10), window: dueWindow([kanji, writing, ...window])};
    expect(followTakenCount(from, dueWindow([...window, beyond]))).toEqual(counts(998, 900, 59, 30, 9));
  });

  test('a new card due before the window pushes the last one out: one more, not one fewer', () => {
    const added = card('新', NOW - DAY);
    expect(followTakenCount(taken, dueWindow([added, ...window.slice(0, -1)]))).toEqual(counts(1001));
  });

  test('a card answered and a card pushed out at once: only the answer counts', () => {
    const added = card('新', NOW - DAY);
    expect(followTakenCount(taken, dueWindow([added, ...window.slice(1, -1)]))).toEqual(counts(1000));
  });

  test('a card of the window come due since the count (by the clock): one more', () => {
    const coming = card('語9', NOW + MINUTE);
    const from: TakenCount = {counts: counts(1000), window: {cards: [...window, coming], due: window}};
    expect(followTakenCount(from, dueWindow([...window, coming]))).toEqual(counts(1001));
  });

  test('never below zero', () => {
    expect(followTakenCount({counts: counts(0), window: dueWindow(window)}, dueWindow([beyond]))).toEqual(counts(0));
  });
});
