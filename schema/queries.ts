// Every read a client may sync. Each query's filter is its read permission, built from the server-side ctx.
import {defineQueries, defineQuery} from '@rocicorp/zero';
import {z} from 'zod';
import {profilesVisibleTo} from './permissions/profiles.ts';
import {cardsVisibleTo, reviewLogsVisibleTo} from './permissions/fsrs-cards.ts';
import {moduleProgressVisibleTo} from './permissions/module-progress.ts';
import {sessionsVisibleTo} from './permissions/practice-sessions.ts';
import {epochMs} from './validators.ts';

const cardsForItemsArgs = z.strictObject({
  itemKeys: z.array(z.string().min(1)).max(2000, 'At most 2,000 items at once'),
  mode: z.enum(['meanings', 'spellings']).optional(),
});

/** How many of the caller's cards the due query syncs: every card due now in all but the largest collections, and
 * the next ones coming due (the "next review" time). Beyond it, counts come from POST /api/review/due-counts. */
export const DUE_WINDOW = 500;

const recentSessionsArgs = z.strictObject({limit: z.number().int().min(1).max(50)});
const sessionsSinceArgs = z.strictObject({from: epochMs});

export const queries = defineQueries({
  profiles: {
    mine: defineQuery(({ctx}) => profilesVisibleTo(ctx).one()),
  },
  fsrsCards: {
    /** The caller's cards for these practice items (spec §7.1 "Read cards by keys"), optionally of one mode. */
    forItems: defineQuery(cardsForItemsArgs, ({ctx, args}) => {
      const cards = cardsVisibleTo(ctx).where('practice_item_key', 'IN', args.itemKeys);
      return args.mode ? cards.where('mode', args.mode) : cards;
    }),
    /** The caller's cards that come due first, soonest first. No clock in the query: the client decides what is
     * due now, so the subscription never changes while the time passes. */
    due: defineQuery(({ctx}) => cardsVisibleTo(ctx).orderBy('due_at', 'asc').orderBy('id', 'asc').limit(DUE_WINDOW)),
  },
  reviewLogs: {
    /** The caller's latest review: one row that changes whenever a review lands (the dashboard counts again then). */
    latest: defineQuery(({ctx}) => reviewLogsVisibleTo(ctx).orderBy('reviewed_at', 'desc').orderBy('id', 'desc').limit(1)),
  },
  practiceSessions: {
    /** The caller's latest sessions, newest first (the path-resumption prompt, spec §4.7). */
    recent: defineQuery(recentSessionsArgs, ({ctx, args}) =>
      sessionsVisibleTo(ctx).orderBy('created_at', 'desc').orderBy('session_id', 'desc').limit(args.limit)),
    /** The caller's sessions started at or after `from`, newest first (today's seconds, the last 7 days; §7.1). */
    since: defineQuery(sessionsSinceArgs, ({ctx, args}) =>
      sessionsVisibleTo(ctx).where('created_at', '>=', args.from).orderBy('created_at', 'desc').orderBy('session_id', 'desc')),
  },
  moduleProgress: {
    /** The caller's completed modules, latest first (spec §7.1 "Progress read"). */
    mine: defineQuery(({ctx}) => moduleProgressVisibleTo(ctx).orderBy('completed_at', 'desc')),
  },
});
