// Due counts for the navigation and the review page. Counted from the synced cards with pending answers applied,
// so they change at once in every tab. When more cards are due than the due query syncs (queries.fsrsCards.due),
// the server counts them (POST /api/review/due-counts, one request for the whole page) again after every change of
// the synced cards, and the answers still pending here are taken off its count. The new writing cards on offer
// count as due writing cards.
import {useEffect, useMemo, useRef, useState} from 'react';
import type {DueCounts} from '../../../schema/review-stats.ts';
import {dueCountsFromCards, lessPending, withNewWritingCards} from './due-counts.ts';
import {useDueCards} from './use-due-cards.ts';
import {countDueCardsOnServer} from './review-stats-api.ts';

export type ShownDueCounts = DueCounts & {
  /** Only a lower bound: more cards are due than this device holds, and the server has not answered yet. */
  atLeast?: boolean;
};

/** null until the cards have loaded, and for a visitor. */
export function useDueCounts(): ShownDueCounts | null {
  const dueCards = useDueCards();
  const ready = dueCards.status === 'ready' ? dueCards : null;
  const local = useMemo(() => (ready ? dueCountsFromCards(ready.due, ready.now) : null), [ready]);
  const synced = useMemo(() => (ready ? dueCountsFromCards(ready.syncedDue, ready.now) : null), [ready]);
  const truncated = ready?.truncated ?? false;
  const syncedCards = ready?.cards;
  const [server, setServer] = useState<DueCounts | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  // Every change asks again. The request is shared with the rest of the page and runs one at a time, so a burst of
  // answers never floods the server, and its answers arrive in order (the last one is the freshest).
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the synced cards asks the server again.
  useEffect(() => {
    if (!truncated) return;
    countDueCardsOnServer().then(
      (counts) => mounted.current && setServer(counts),
      (error: unknown) => console.error('Counting due cards failed', error),
    );
  }, [truncated, syncedCards]);

  if (!local || !synced || !ready) return null;
  const offered = ready.offered.length;
  if (!truncated) return withNewWritingCards(local, offered);
  const counted = server && lessPending(server, synced, local);
  return counted && counted.total >= local.total
    ? withNewWritingCards(counted, offered)
    : {...withNewWritingCards(local, offered), atLeast: true};
}
