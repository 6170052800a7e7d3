// Due counts and seen stats (requirements §3.11, §9): what the navigation, the review page and the dashboard show, and
// what POST /api/review/due-counts returns.

/** Cards due now. Groups: meanings of vocabulary; meanings of kanji and radicals; spellings (vocabulary only);
 * kanji to write by hand (with the new writing cards on offer today, counted on the device that offers them).
 * `total` counts every due card. A live service that cannot count says why in its own answer (ServiceDueCounts). */
export type DueCounts = {
  total: number;
  meanings: {vocab: number; kanji: number};
  spellings: number;
  writing: number;
};

/** Distinct items with a card: vocabulary, and kanji with radicals; the *Week fields count those first seen in the
 * last 7 days. */
export type SeenStats = {vocab: number; kanji: number; vocabWeek: number; kanjiWeek: number};

/** POST /api/review/due-counts answers this; seenStats is left out when the request says {seenStats: false}. */
export type ReviewStats = {dueCounts: DueCounts; seenStats?: SeenStats};

export const WEEK_MS = 7 * 86_400_000;

export const ZERO_DUE_COUNTS: DueCounts = {total: 0, meanings: {vocab: 0, kanji: 0}, spellings: 0, writing: 0};
export const ZERO_SEEN_STATS: SeenStats = {vocab: 0, kanji: 0, vocabWeek: 0, kanjiWeek: 0};
