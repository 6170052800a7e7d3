// The client side of POST /api/review/due-counts (server/review/review-stats-endpoint.ts).
import type {DueCounts, ReviewStats} from '../../../schema/review-stats.ts';
import {sharedRequest} from '../../app/shared-request.ts';
import {serverCountsMayStart} from './server-counts-start.ts';

export async function fetchReviewStats({seenStats = true} = {}): Promise<ReviewStats> {
  await serverCountsMayStart;
  const response = await fetch('/api/review/due-counts', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({seenStats}),
  });
  if (!response.ok) throw new Error(`Counting due cards failed (${response.status})`);
  return (await response.json()) as ReviewStats;
}

/** The server's due counts, one request for every part of the page that shows them. */
export const countDueCardsOnServer: () => Promise<DueCounts> = sharedRequest(
  async () => (await fetchReviewStats({seenStats: false})).dueCounts,
);
