// Due counts and seen stats from the cards on this device (requirements §3.11, §9). The same rules, in SQL, answer
// POST /api/review/due-counts (server/review/review-stats.ts).
import type {CardMode, CardType} from '../../../schema/zero-schema.ts';
import {WEEK_MS, type DueCounts, type SeenStats} from '../../../schema/review-stats.ts';

export type CountedCard = {
  id: string;
  practice_item_key: string;
  type: CardType;
  mode: CardMode;
  due_at: number;
  created_at: number;
};
export type CountedLog = {card_id: string; reviewed_at: number};

export function isDue(card: {due_at: number}, now: number): boolean {
  return card.due_at <= now;
}

export function dueCountsFromCards(cards: readonly CountedCard[], now: number): DueCounts {
  const counts = {total: 0, meanings: {vocab: 0, kanji: 0}, spellings: 0, writing: 0};
  for (const card of cards) {
    if (!isDue(card, now)) continue;
    counts.total++;
    if (card.mode === 'writing') {
      counts.writing++;
    } else if (card.mode === 'spellings') {
      if (card.type === 'vocabulary') counts.spellings++;
    } else if (card.type === 'vocabulary') {
      counts.meanings.vocab++;
    } else {
      counts.meanings.kanji++;
    }
  }
  return counts;
}

/** Items are counted once whatever their modes. An item is first seen at its earliest review log when `logs` are
 * given (they hold the history, e.g. of imported cards), else when its first card was created. */
export function seenStats(
  cards: readonly CountedCard[],
  logs: readonly CountedLog[] | undefined,
  now: number,
): SeenStats {
  const firstLogAt = new Map<string, number>();
  for (const log of logs ?? [])
    firstLogAt.set(log.card_id, Math.min(log.reviewed_at, firstLogAt.get(log.card_id) ?? Infinity));

  const firstSeen = {vocab: new Map<string, number>(), kanji: new Map<string, number>()};
  for (const card of cards) {
    const group = card.type === 'vocabulary' ? firstSeen.vocab : firstSeen.kanji;
    const key = `${card.type}:${card.practice_item_key}`;
    const seenAt = firstLogAt.get(card.id) ?? card.created_at;
    group.set(key, Math.min(seenAt, group.get(key) ?? Infinity));
  }
  const weekAgo = now - WEEK_MS;
  const inWeek = (seen: Map<string, number>) => [...seen.values()].filter((at) => at >= weekAgo && at <= now).length;
  return {
    vocab: firstSeen.vocab.size,
    kanji: firstSeen.kanji.size,
    vocabWeek: inWeek(firstSeen.vocab),
    kanjiWeek: inWeek(firstSeen.kanji),
  };
}

/** The server's counts less the cards this device has answered and the server has not seen yet: the due count
 * of the synced cards before and after the pending answers are applied. */
export function lessPending(server: DueCounts, synced: DueCounts, overlaid: DueCounts): DueCounts {
  const less = (count: number, before: number, after: number) => Math.max(0, count - Math.max(0, before - after));
  return {
    total: less(server.total, synced.total, overlaid.total),
    meanings: {
      vocab: less(server.meanings.vocab, synced.meanings.vocab, overlaid.meanings.vocab),
      kanji: less(server.meanings.kanji, synced.meanings.kanji, overlaid.meanings.kanji),
    },
    spellings: less(server.spellings, synced.spellings, overlaid.spellings),
    writing: less(server.writing, synced.writing, overlaid.writing),
  };
}

/** The counts with the new writing cards on offer today: due now, though no card exists until the first grade. */
export function withNewWritingCards(counts: DueCounts, offered: number): DueCounts {
  return {...counts, total: counts.total + offered, writing: counts.writing + offered};
}
