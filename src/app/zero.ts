// The Zero client for one identity. Its cache lives in IndexedDB; signing out deletes it.
import {Zero} from '@rocicorp/zero';
import {schema} from '../../schema/zero-schema.ts';
import {mutators} from '../../schema/mutators.ts';
import type {UserClaims} from '../../schema/user-claims.ts';

/** zero-cache's address: the page's meta tag when zero-cache runs elsewhere, else this origin's /zero proxy. */
export function zeroCacheURL(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="zero-cache-url"]')?.content;
  return configured || `${location.origin}/zero`;
}

export function createZero(user: UserClaims | null) {
  const userID = user?.id ?? null;
  return new Zero({cacheURL: zeroCacheURL(), schema, mutators, userID, context: {userID}, kvStore: 'idb'});
}

export type AppZero = ReturnType<typeof createZero>;
