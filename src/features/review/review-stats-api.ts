// The client side of POST /api/review/due-counts (server/review/review-stats-endpoint.ts).
import type {ReviewStats} from '../../../schema/review-stats.ts';

export async function fetchReviewStats({seenStats = true} = {}): Promise<ReviewStats> {
  const response = await fetch('/api/review/due-counts', {
    method: 'POST', credentials: 'same-origin', headers: {'content-type': 'application/json'}, body: JSON.stringify({seenStats}),
  });
  if (!response.ok) throw new Error(`Counting due cards failed (${response.status})`);
  return (await response.json()) as ReviewStats;
}
