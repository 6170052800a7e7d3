// Every read a client may sync. Each query's filter is its read permission, built from the server-side ctx.
import {defineQueries, defineQuery} from '@rocicorp/zero';
import {profilesVisibleTo} from './permissions/profiles.ts';

export const queries = defineQueries({
  profiles: {
    mine: defineQuery(({ctx}) => profilesVisibleTo(ctx).one()),
  },
});
