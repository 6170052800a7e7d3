// Every read a client may sync. Each query's filter is its read permission, built from the server-side ctx.
import {defineQueries, defineQuery} from '@rocicorp/zero';
import {z} from 'zod';
import {profilesVisibleTo} from './permissions/profiles.ts';
import {cardsVisibleTo} from './permissions/fsrs-cards.ts';
import {moduleProgressVisibleTo} from './permissions/module-progress.ts';

const cardsForItemsArgs = z.strictObject({
  itemKeys: z.array(z.string().min(1)).max(2000, 'At most 2,000 items at once'),
  mode: z.enum(['meanings', 'spellings']).optional(),
});

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
  },
  moduleProgress: {
    /** The caller's completed modules, latest first (spec §7.1 "Progress read"). */
    mine: defineQuery(({ctx}) => moduleProgressVisibleTo(ctx).orderBy('completed_at', 'desc')),
  },
});
