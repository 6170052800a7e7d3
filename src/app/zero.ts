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

/** How long Zero may go without a connection before it refuses writes: never, in practice. Offline, it keeps applying
 * the learner's writes here (the optimistic runs every screen shows) and queues them; the outbox keeps them on this
 * device too, and neither sends one twice (docs/write-path.md). */
const OFFLINE_WRITES_FOR_MS = 2 ** 31 - 1;

export function createZero(user: UserClaims | null) {
  const userID = user?.id ?? null;
  return new Zero({
    cacheURL: zeroCacheURL(),
    schema,
    mutators,
    userID,
    context: {userID},
    kvStore: 'idb',
    disconnectTimeoutMs: OFFLINE_WRITES_FOR_MS,
  });
}

export type AppZero = ReturnType<typeof createZero>;
