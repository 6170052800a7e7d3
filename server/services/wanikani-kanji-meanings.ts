// WaniKani's meanings of its kanji, from the learner's own account (GET /subjects?types=kanji): a kanji keyword source
// (issue 23). The subjects barely change and take three pages, so one answer per learner is kept for a day and shared
// by the calls that arrive meanwhile; a "slow down" from WaniKani is obeyed until its reset time, as for the due counts.
import type {Sql} from 'postgres';
import type {WaniKaniKanjiMeanings} from '../../schema/external-services.ts';
import {waniKaniKanjiMeanings} from './wanikani-api.ts';
import {askWaniKaniFor, rememberedPerLearner} from './wanikani-for-learner.ts';

const MEANINGS_FRESH_MS = 24 * 60 * 60_000;
/** About 60 KB each: the learners least recently asked for are forgotten first. */
const MAX_REMEMBERED = 500;

const remembered = rememberedPerLearner<WaniKaniKanjiMeanings>({freshMs: MEANINGS_FRESH_MS, most: MAX_REMEMBERED});

/** A new key, or none: the next call asks WaniKani again. */
export const forgetKanjiMeanings = remembered.forget;

export function kanjiMeaningsOfWaniKani(sql: Sql, userID: string, now = Date.now()): Promise<WaniKaniKanjiMeanings> {
  return remembered.get(userID, now, () =>
    askWaniKaniFor(sql, userID, now, {
      what: 'kanji meanings',
      ask: waniKaniKanjiMeanings,
      answered: (meanings) => ({available: true as const, meanings}),
    }),
  );
}
