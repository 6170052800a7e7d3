// The order in which due cards are reviewed.
import type {CardType} from '../../../schema/zero-schema.ts';

type QueuedCard = {id: string; type: CardType; due_at: number};

// With prerequisites first, radicals come before the kanji built from them, and kanji before vocabulary.
const PREREQUISITE_RANK: Record<CardType, number> = {radical: 0, kanji: 1, vocabulary: 2};

/** Most overdue first; with `prereqsFirst` (settings.routes['vocab-practice']['enable-kanji-radical-prereqs']),
 * radicals, then kanji, then vocabulary, each most overdue first. Ties break on the card id, so every tab and
 * every render agree. */
export function orderReviewQueue<T extends QueuedCard>(
  cards: readonly T[],
  {prereqsFirst}: {prereqsFirst: boolean},
): T[] {
  return cards.toSorted(
    (a, b) =>
      (prereqsFirst ? PREREQUISITE_RANK[a.type] - PREREQUISITE_RANK[b.type] : 0) ||
      a.due_at - b.due_at ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The card to show: the one already in front of the learner while it is still due (cards that sync in later, more
 * overdue, queue behind it instead of replacing it mid-answer), else the head of the queue. */
export function currentCard<T extends {id: string}>(queue: readonly T[], shownID: string | null): T | undefined {
  return (shownID === null ? undefined : queue.find((card) => card.id === shownID)) ?? queue[0];
}
