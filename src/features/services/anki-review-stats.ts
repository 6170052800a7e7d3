// Due counts and seen stats from the learner's Anki collection (requirements §7.3): the cards `is:due` (due now), `-is:new`
// (seen) and `introduced:7` (first seen this week), each card's item key by the rule of §7.3 (its word), and a
// single kanji counted as kanji, anything else as vocabulary. And Anki's own forecast of the cards coming due.
import {z} from 'zod';
import type {DueCounts, SeenStats} from '../../../schema/review-stats.ts';
import {FORECAST_DAYS} from '../../../schema/dashboard-stats.ts';
import {ankiItemKey} from '../vocab/transfer/anki-fields.ts';
import {ANKI_CONNECT_VERSION, AnkiConnectError, invokeAnkiConnect} from './anki-connect.ts';

/** cardsInfo is asked in batches: a collection with thousands of due cards should not make one huge answer. */
const CARDS_PER_CALL = 500;

const cardInfo = z.object({
  cardId: z.number(),
  fields: z.record(z.string(), z.object({value: z.string(), order: z.number()})),
});
export type AnkiCardInfo = z.output<typeof cardInfo>;

export type AnkiItem = {key: string; kind: 'kanji' | 'vocabulary'};

export function ankiItemOfCard(card: AnkiCardInfo): AnkiItem | null {
  const fields = Object.entries(card.fields)
    .toSorted(([, a], [, b]) => a.order - b.order)
    .map(([name, field]) => ({name, html: field.value}));
  const key = ankiItemKey(fields);
  if (!key) return null;
  return {key, kind: /^\p{Script=Han}$/u.test(key) ? 'kanji' : 'vocabulary'};
}

/** Every due card counts in the total; those with Japanese in them also in their group (Anki has no spellings or writing mode). */
export function ankiDueCounts(due: readonly AnkiCardInfo[]): DueCounts {
  const items = due.map(ankiItemOfCard);
  return {
    total: due.length,
    meanings: {
      vocab: items.filter((item) => item?.kind === 'vocabulary').length,
      kanji: items.filter((item) => item?.kind === 'kanji').length,
    },
    spellings: 0,
    writing: 0,
  };
}

/** Distinct words and kanji, as the built-in seen stats count items once whatever their cards. */
export function ankiSeenStats(seen: readonly AnkiCardInfo[], introducedThisWeek: readonly AnkiCardInfo[]): SeenStats {
  const distinct = (cards: readonly AnkiCardInfo[], kind: AnkiItem['kind']) =>
    new Set(
      cards
        .map(ankiItemOfCard)
        .filter((item) => item?.kind === kind)
        .map((item) => item!.key),
    ).size;
  return {
    vocab: distinct(seen, 'vocabulary'),
    kanji: distinct(seen, 'kanji'),
    vocabWeek: distinct(introducedThisWeek, 'vocabulary'),
    kanjiWeek: distinct(introducedThisWeek, 'kanji'),
  };
}

/** The cards a search finds, read in batches; at most `limit` of them. */
export async function cardsFound(bridge: string, query: string, limit = Infinity): Promise<AnkiCardInfo[]> {
  const ids = z.array(z.number()).safeParse(await invokeAnkiConnect(bridge, 'findCards', {query}));
  if (!ids.success) throw new AnkiConnectError('Unknown error occurred');
  const cards: AnkiCardInfo[] = [];
  const wanted = ids.data.slice(0, limit);
  for (let start = 0; start < wanted.length; start += CARDS_PER_CALL) {
    const batch = z
      .array(cardInfo)
      .safeParse(await invokeAnkiConnect(bridge, 'cardsInfo', {cards: wanted.slice(start, start + CARDS_PER_CALL)}));
    if (!batch.success) throw new AnkiConnectError('Unknown error occurred');
    cards.push(...batch.data);
  }
  return cards;
}

export async function ankiReviewStats(
  bridge: string,
): Promise<{dueCounts: DueCounts; seenStats: SeenStats; forecast: number[]}> {
  const [[due, seen, week], forecast] = await Promise.all([
    Promise.all(['is:due', '-is:new', 'introduced:7'].map((query) => cardsFound(bridge, query))),
    ankiForecast(bridge, FORECAST_DAYS),
  ]);
  return {dueCounts: ankiDueCounts(due!), seenStats: ankiSeenStats(seen!, week!), forecast};
}

const findCardsAnswer = z.object({result: z.array(z.number()).nullable(), error: z.string().nullable()});

/** Anki's searches for the forecast: today, the cards still to come due (learning cards due later today; those due
 * now are the due counts), then the cards due on each later day, counted from Anki's today. */
export function ankiForecastQueries(days: number): string[] {
  return Array.from({length: days}, (_, day) => (day === 0 ? 'prop:due=0 -is:due' : `prop:due=${day}`));
}

/** How many cards come due on each of the next `days` days, today first, all asked in one request (AnkiConnect's
 * multi; each action names version 6 so that its answer says its error). */
export async function ankiForecast(bridge: string, days: number): Promise<number[]> {
  const actions = ankiForecastQueries(days).map((query) => ({
    action: 'findCards',
    version: ANKI_CONNECT_VERSION,
    params: {query},
  }));
  const answers = z.array(findCardsAnswer).safeParse(await invokeAnkiConnect(bridge, 'multi', {actions}));
  if (!answers.success || answers.data.length !== days) throw new AnkiConnectError('Unknown error occurred');
  return answers.data.map((answer) => {
    if (answer.error || !answer.result) throw new AnkiConnectError(`AnkiConnect error: ${answer.error ?? 'no answer'}`);
    return answer.result.length;
  });
}
