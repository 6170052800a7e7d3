// The client side of POST /api/dashboard/stats (server/dashboard/dashboard-stats-endpoint.ts).
import type {DashboardStats} from '../../../schema/dashboard-stats.ts';
import {refusalOfResponse} from '../../../schema/refusals.ts';
import {browserTimeZone} from '../../app/time-zone.ts';

export class DashboardStatsError extends Error {}

export async function fetchDashboardStats(timeZone = browserTimeZone()): Promise<DashboardStats> {
  const response = await fetch('/api/dashboard/stats', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({timeZone}),
  });
  const body: unknown = await response.json().catch(() => null);
  const refusal = refusalOfResponse(response.status, body);
  if (refusal) throw new DashboardStatsError(refusal.message);
  return body as DashboardStats;
}
