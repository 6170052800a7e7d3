// Due counts for the navigation and the review page. Counted from the synced cards with pending answers applied,
// so they change at once in every tab. When more cards are due than the due query syncs (queries.fsrsCards.due),
// they are the server's count (POST /api/review/due-counts, one request for the whole page) moved by the synced
// cards that changed since (followed-due-counts.ts), and the answers still pending here are taken off. The server
// counts again only to correct, once the synced cards have been quiet for a moment. The new writing cards on offer
// count as due writing cards.
import {useEffect, useMemo, useRef, useState} from 'react';
import type {DueCounts} from '../../../schema/review-stats.ts';
import {dueCountsFromCards, lessPending, withNewWritingCards} from './due-counts.ts';
import {followTakenCount, type SyncedWindow, type TakenCount} from './followed-due-counts.ts';
import {useDueCards} from './use-due-cards.ts';
import {countDueCardsOnServer} from './review-stats-api.ts';

/** How long the synced cards stay unchanged before the server counts again, to correct the followed count. */
const RECOUNT_WHEN_QUIET_MS = 2_000;

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
  const syncedWindow = useMemo<SyncedWindow | null>(
    () => (ready ? {cards: ready.cards, due: ready.syncedDue} : null),
    [ready],
  );
  // The window when the server's answer arrives: its count is taken against the cards synced by then.
  const latestWindow = useRef(syncedWindow);
  latestWindow.current = syncedWindow;
  const [taken, setTaken] = useState<TakenCount | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  // The first count at once; later ones once the synced cards have been quiet for a moment. The request is shared
  // with the rest of the page and runs one at a time, so its answers arrive in order (the last one is the freshest).
  const counted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the synced cards puts the recount off.
  useEffect(() => {
    if (!truncated) return;
    const timer = setTimeout(
      () =>
        countDueCardsOnServer().then(
          (counts) => {
            counted.current = true;
            if (mounted.current && latestWindow.current) setTaken({counts, window: latestWindow.current});
          },
          (error: unknown) => console.error('Counting due cards failed', error),
        ),
      counted.current ? RECOUNT_WHEN_QUIET_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [truncated, syncedCards]);

  if (!local || !synced || !ready || !syncedWindow) return null;
  const offered = ready.offered.length;
  if (!truncated) return withNewWritingCards(local, offered);
  const followed = taken && lessPending(followTakenCount(taken, syncedWindow), synced, local);
  return followed && followed.total >= local.total
    ? withNewWritingCards(followed, offered)
    : {...withNewWritingCards(local, offered), atLeast: true};
}
