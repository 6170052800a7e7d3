// Due counts for the navigation and the review page. Counted from the synced cards, so they change live in every
// tab. When more cards are due than the due query syncs (queries.fsrsCards.due), the server counts them
// (POST /api/review/due-counts), again whenever the synced cards change.
import {useEffect, useMemo, useState} from 'react';
import type {DueCounts} from '../../../schema/review-stats.ts';
import {dueCountsFromCards} from './due-counts.ts';
import {useDueCards} from './use-due-cards.ts';
import {fetchReviewStats} from './review-stats-api.ts';

const RECOUNT_DELAY_MS = 250;

/** null until the cards have loaded (or for a visitor). `atLeast` marks counts that are only a lower bound. */
export function useDueCounts(): (DueCounts & {atLeast?: boolean}) | null {
  const dueCards = useDueCards();
  const ready = dueCards.status === 'ready' ? dueCards : null;
  const local = useMemo(() => (ready ? dueCountsFromCards(ready.due, ready.now) : null), [ready]);
  const truncated = ready?.truncated ?? false;
  const [server, setServer] = useState<DueCounts | null>(null);

  useEffect(() => {
    if (!truncated) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchReviewStats().then(
        (stats) => current && setServer(stats.dueCounts),
        (error: unknown) => console.error('Counting due cards failed', error),
      );
    }, RECOUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [truncated, ready?.cards]);

  if (!local) return null;
  if (!truncated) return local;
  return server && server.total >= local.total ? server : {...local, atLeast: true};
}
