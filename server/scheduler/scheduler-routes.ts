// /api/scheduler: GET /review-count (how many reviews the caller has, and how many optimising needs) and
// POST /optimise {timeZone, desiredRetention}: FSRS parameters fitted to the caller's own review log, with what they
// would change. One optimisation per learner at a time.
import {Hono} from 'hono';
import {sql} from '../db.ts';
import {signedInCallerID} from '../session.ts';
import {countReviews, optimiseSchedule} from './optimise.ts';
import {MINIMUM_REVIEWS_TO_OPTIMISE, optimiseRequest, type ReviewCount} from '../../schema/schedule-optimisation.ts';
import {Refusal} from '../../schema/refusals.ts';
import {refusalOfInvalidRequest} from '../refusal-of-error.ts';

const running = new Set<string>();

export const schedulerRoutes = new Hono()
  .get('/review-count', async (c) => {
    c.header('cache-control', 'no-store');
    const count: ReviewCount = {
      reviews: await countReviews(sql, await signedInCallerID(c.req.raw.headers)),
      minimum: MINIMUM_REVIEWS_TO_OPTIMISE,
    };
    return c.json(count);
  })
  .post('/optimise', async (c) => {
    const userID = await signedInCallerID(c.req.raw.headers);
    const request = optimiseRequest.safeParse(await c.req.json().catch(() => null));
    if (!request.success) throw refusalOfInvalidRequest(request.error);
    if (running.has(userID)) throw new Refusal('conflict', 'Your schedule is already being optimised');
    running.add(userID);
    try {
      c.header('cache-control', 'no-store');
      return c.json(await optimiseSchedule(sql, userID, request.data, Date.now()));
    } finally {
      running.delete(userID);
    }
  });
