// When more cards are due than the due query syncs, the due counts are the server's (POST /api/review/due-counts),
// moved by what changed in the synced cards since it counted: an answer in another browser moves the badge as soon
// as its card syncs here, without asking the server again. The server counts again only to correct, once the synced
// cards have been quiet for a moment (use-due-counts.ts).
import type {DueCounts} from '../../../schema/review-stats.ts';
import {type CountedCard, dueCountsFromCards} from './due-counts.ts';

/** The synced window of the due query (ordered by due time, then id, and full) and those of its cards the server
 * counts as due. */
export type SyncedWindow = {cards: readonly CountedCard[]; due: readonly CountedCard[]};

/** The server's counts and the synced window when they arrived. */
export type TakenCount = {counts: DueCounts; window: SyncedWindow};

function inQueryOrder(a: CountedCard, b: CountedCard): number {
  return a.due_at - b.due_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function lastOf(cards: readonly CountedCard[]): CountedCard | undefined {
  return cards.reduce<CountedCard | undefined>(
    (last, card) => (last && inQueryOrder(last, card) >= 0 ? last : card),
    undefined,
  );
}

/** Due cards of `from` that are not due in `to`, leaving out those that only moved past the end of `to`'s window
 * (pushed out by cards that come due before them: still due, and still counted). */
function noLongerDue(from: SyncedWindow, to: SyncedWindow): CountedCard[] {
  const dueNow = new Set(to.due.map((card) => card.id));
  const inWindow = new Set(to.cards.map((card) => card.id));
  const end = lastOf(to.cards);
  return from.due.filter(
    (card) => !dueNow.has(card.id) && (inWindow.has(card.id) || (end !== undefined && inQueryOrder(card, end) < 0)),
  );
}

/** The server's counts moved by the synced cards that stopped being due since it counted (answered, deleted), and by
 * those that came due within the window it was taken with (new cards, or cards come due since). Cards that only slid
 * into or out of the window's end were counted by the server already. */
export function followTakenCount(taken: TakenCount, window: SyncedWindow): DueCounts {
  const minus = dueCountsFromCards(noLongerDue(taken.window, window), Infinity);
  const plus = dueCountsFromCards(noLongerDue(window, taken.window), Infinity);
  const moved = (count: number, added: number, removed: number) => Math.max(0, count + added - removed);
  const {counts} = taken;
  return {
    total: moved(counts.total, plus.total, minus.total),
    meanings: {
      vocab: moved(counts.meanings.vocab, plus.meanings.vocab, minus.meanings.vocab),
      kanji: moved(counts.meanings.kanji, plus.meanings.kanji, minus.meanings.kanji),
    },
    spellings: moved(counts.spellings, plus.spellings, minus.spellings),
    writing: moved(counts.writing, plus.writing, minus.writing),
  };
}
