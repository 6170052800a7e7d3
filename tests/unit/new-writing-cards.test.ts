import {describe, expect, test} from 'vitest';
import {newWritingCards, type MetKanjiCard} from '../../src/features/review/new-writing-cards.ts';

const HOUR = 3_600_000;
// 10:00 in Tokyo on 1 June 2026; its day began at 15:00 UTC the day before.
const NOW = Date.UTC(2026, 5, 1, 1, 0, 0);
const COURSE = ['一', '二', '三', '山', '川'];

const met = (kanji: string, createdAt = NOW - 100 * HOUR): MetKanjiCard => ({
  practice_item_key: kanji,
  mode: 'meanings',
  created_at: createdAt,
  firstReviewedAt: createdAt,
});
const written = (kanji: string, firstReviewedAt: number | null): MetKanjiCard => ({
  practice_item_key: kanji,
  mode: 'writing',
  created_at: firstReviewedAt ?? NOW - 100 * HOUR,
  firstReviewedAt,
});
const offer = (kanjiCards: MetKanjiCard[], newPerDay = 5, timeZone = 'Asia/Tokyo') =>
  newWritingCards({kanjiCards, courseKanji: COURSE, newPerDay, now: NOW, timeZone});

describe('which kanji are offered to write', () => {
  test('kanji met in another mode, in course order, each once, none already written', () => {
    const cards = [met('川'), met('三'), {...met('三'), mode: 'spellings' as const}, met('一'), written('一', null)];
    expect(offer(cards)).toEqual(['三', '川']);
  });

  test('nothing met, nothing offered; a kanji written but never met in another mode is not offered again', () => {
    expect(offer([])).toEqual([]);
    expect(offer([written('山', NOW - 50 * HOUR)])).toEqual([]);
  });

  test('kanji met outside the course come after the course, in the order they were met', () => {
    const cards = [met('猫', NOW - 2 * HOUR), met('犬', NOW - 3 * HOUR), met('川')];
    expect(offer(cards)).toEqual(['川', '犬', '猫']);
  });

  test('at most the day’s allowance', () => {
    expect(
      offer(
        COURSE.map((kanji) => met(kanji)),
        2,
      ),
    ).toEqual(['一', '二']);
  });

  test('writing cards first written today take from the allowance; those of earlier days do not', () => {
    const cards = [
      ...COURSE.map((kanji) => met(kanji)),
      written('一', NOW - 9 * HOUR), // 16:00 UTC yesterday: 01:00 today in Tokyo
      written('二', NOW - 11 * HOUR), // 23:00 yesterday in Tokyo
    ];
    expect(offer(cards, 2)).toEqual(['三']);
    expect(offer([...cards, written('三', NOW - HOUR)], 2)).toEqual([]);
  });

  test('today is the learner’s day: the same reviews count otherwise in another time zone', () => {
    const cards = [...COURSE.map((kanji) => met(kanji)), written('一', NOW - 9 * HOUR)];
    // In London it is 02:00 on 1 June, and the writing at 16:00 UTC the day before was yesterday's.
    expect(offer(cards, 1, 'Asia/Tokyo')).toEqual([]);
    expect(offer(cards, 1, 'Europe/London')).toEqual(['二']);
  });
});
