// POST /api/dashboard/stats, body {timeZone}: the caller's dashboard figures (schema/dashboard-stats.ts). A visitor
// is refused; a failure is not hidden behind zeros (requirements §8: statistics that cannot be counted are an error),
// it reaches the app's error handler and the learner sees that the figures could not be loaded.
import {Hono} from 'hono';
import {sql} from '../db.ts';
import {callerFromHeaders} from '../session.ts';
import {readDashboardStats} from './dashboard-stats.ts';
import {dashboardStatsRequest} from '../../schema/dashboard-stats.ts';
import {NotSignedInError} from '../../schema/context.ts';
import {refusalOfInvalidRequest} from '../refusal-of-error.ts';

export const dashboardStatsEndpoint = new Hono().post('/stats', async (c) => {
  c.header('cache-control', 'no-store');
  const request = dashboardStatsRequest.safeParse(await c.req.json().catch(() => null));
  if (!request.success) throw refusalOfInvalidRequest(request.error);
  const {userID} = await callerFromHeaders(c.req.raw.headers);
  if (!userID) throw new NotSignedInError();
  return c.json(await readDashboardStats(sql, userID, Date.now(), request.data.timeZone));
});
