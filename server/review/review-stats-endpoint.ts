// POST /api/review/due-counts: the caller's due counts and seen stats. A visitor gets zeros (spec §6); a failure
// is logged and answered with zeros (spec §8).
import {Hono} from 'hono';
import {sql} from '../db.ts';
import {callerFromHeaders} from '../session.ts';
import {reviewStatsOrZero, ZERO_STATS} from './review-stats.ts';

export const reviewStatsEndpoint = new Hono().post('/due-counts', async (c) => {
  c.header('cache-control', 'no-store');
  const {userID} = await callerFromHeaders(c.req.raw.headers);
  if (!userID) return c.json(ZERO_STATS);
  return c.json(await reviewStatsOrZero(sql, userID, Date.now()));
});
