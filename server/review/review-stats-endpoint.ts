// POST /api/review/due-counts, body {seenStats?: boolean} (default true): the caller's due counts, and seen stats
// unless turned off. A visitor gets zeros (requirements §6); a failure is logged and answered with zeros (requirements §8).
import {Hono} from 'hono';
import {z} from 'zod';
import {sql} from '../db.ts';
import {callerFromHeaders} from '../session.ts';
import {reviewStatsOrZero} from './review-stats.ts';
import {ZERO_DUE_COUNTS, ZERO_SEEN_STATS} from '../../schema/review-stats.ts';

const reviewStatsRequest = z.object({seenStats: z.boolean().default(true)}).catch({seenStats: true});

export const reviewStatsEndpoint = new Hono().post('/due-counts', async (c) => {
  c.header('cache-control', 'no-store');
  const options = reviewStatsRequest.parse(await c.req.json().catch(() => ({})));
  const {userID} = await callerFromHeaders(c.req.raw.headers);
  if (!userID)
    return c.json(
      options.seenStats ? {dueCounts: ZERO_DUE_COUNTS, seenStats: ZERO_SEEN_STATS} : {dueCounts: ZERO_DUE_COUNTS},
    );
  return c.json(await reviewStatsOrZero(sql, userID, Date.now(), options));
});
