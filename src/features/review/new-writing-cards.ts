// Which kanji review offers to write by hand today (issue 24): kanji the learner has met (a card of theirs in another
// mode) and has no writing card for yet, in course order, up to the day's allowance less the writing cards first
// written today. "Today" is the learner's day, and it is counted from the review log, so every tab and device agree.
import type {CardMode} from '../../../schema/zero-schema.ts';
import {localDay} from '../../../schema/dashboard-stats.ts';

export type MetKanjiCard = {
  practice_item_key: string;
  mode: CardMode;
  created_at: number;
  /** When the card was first reviewed; null for a card with no review logged (seeded or imported). */
  firstReviewedAt: number | null;
};

export type NewWritingCardsInput = {
  kanjiCards: readonly MetKanjiCard[];
  /** The course's kanji in course order; a kanji met outside the course comes after them, in the order met. */
  courseKanji: readonly string[];
  newPerDay: number;
  now: number;
  timeZone: string;
};

/** The kanji to offer as new writing cards now, in the order to offer them. */
export function newWritingCards({kanjiCards, courseKanji, newPerDay, now, timeZone}: NewWritingCardsInput): string[] {
  const today = localDay(now, timeZone);
  const writing = kanjiCards.filter((card) => card.mode === 'writing');
  const firstWrittenToday = writing.filter(
    (card) => card.firstReviewedAt !== null && localDay(card.firstReviewedAt, timeZone) === today,
  ).length;
  const room = Math.max(0, newPerDay - firstWrittenToday);
  if (room === 0) return [];

  const written = new Set(writing.map((card) => card.practice_item_key));
  const metAt = new Map<string, number>();
  for (const card of kanjiCards) {
    if (card.mode === 'writing' || written.has(card.practice_item_key)) continue;
    metAt.set(card.practice_item_key, Math.min(card.created_at, metAt.get(card.practice_item_key) ?? Infinity));
  }
  const courseRank = new Map(courseKanji.map((kanji, index) => [kanji, index]));
  const rank = (kanji: string) => courseRank.get(kanji) ?? courseKanji.length;
  return [...metAt.keys()]
    .toSorted((a, b) => rank(a) - rank(b) || metAt.get(a)! - metAt.get(b)! || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, room);
}
