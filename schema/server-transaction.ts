// What only the server's run of a mutator does. The optimistic run on the client is alone with its data; the
// server's run shares Postgres with every other learner's writes and must not trust the client's clock.
import type {Transaction} from '@rocicorp/zero';
import {serverStore} from './server-store.ts';

/** Holds concurrent writers of `key` apart until the server's transaction ends, so that a read-then-write sees the
 * other writer's result (transactions are READ COMMITTED). An advisory lock, so it also covers a row not yet
 * inserted. Call it before the first read of what is to be written. */
export async function serializeWriters(tx: Transaction, key: string): Promise<void> {
  if (tx.location !== 'server') return;
  await serverStore().lockWriters(tx, key);
}

/** Takes the writers' lock of `key` (serializeWriters), then reads. On the server the reads are sent right behind the
 * lock without waiting for it, in the same round trip: Postgres runs them once the lock is granted, so they see what
 * the other writer wrote. */
export async function readUnderWritersLock<T>(tx: Transaction, key: string, read: () => Promise<T>): Promise<T> {
  const locked = serializeWriters(tx, key);
  const reading = read();
  // When the lock fails, the reads fail behind it; the lock's error is the one that says why.
  reading.catch(() => {});
  await locked;
  return reading;
}

/** How far ahead of the server a client's clock may be before its timestamps are not believed. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** A client's timestamp, or the server's time when the client's clock runs more than a few minutes ahead (logged). */
export function clampToServerClock(tx: Transaction, at: number, what: string): number {
  if (tx.location !== 'server') return at;
  const now = Date.now();
  if (at <= now + MAX_CLOCK_SKEW_MS) return at;
  console.warn(
    `clock skew: a client's ${what} was ${Math.round((at - now) / 1000)} s ahead of the server; using the server's time`,
  );
  return now;
}

/** The name the learner gave their account, as co-editors see it; empty on the client, where accounts are not
 * synced (the server's run writes the real one). */
export async function accountName(tx: Transaction, userID: string): Promise<string> {
  if (tx.location !== 'server') return '';
  return (await serverStore().accountName(tx, userID)).slice(0, 100);
}

/** The server's clock on the server; the client's own on the client (for what the server overrides anyway). */
export function serverTime(tx: Transaction, clientTime: number): number {
  return tx.location === 'server' ? Date.now() : clientTime;
}
