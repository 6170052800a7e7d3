// The Web Locks the outbox's tabs use (request and query), for the tabs of one simulated device in Node, which has
// none. A request waits for the lock to be free, holds it while its callback runs, and releases it when the callback's
// promise settles. Not a test.
import type {LockManagerLike} from '../../src/app/outbox/tab-presence.ts';

export function inProcessLockManager(): LockManagerLike {
  const held = new Map<string, Promise<unknown>>();
  const request = (async (name: string, callback: () => Promise<unknown>) => {
    while (held.has(name)) await held.get(name)!.catch(() => {});
    const running = Promise.resolve().then(callback);
    held.set(name, running);
    try {
      return await running;
    } finally {
      held.delete(name);
    }
  }) as LockManagerLike['request'];
  const query = (async () => ({
    held: [...held.keys()].map((name) => ({name, mode: 'exclusive' as const, clientId: ''})),
    pending: [],
  })) as LockManagerLike['query'];
  return {request, query};
}
