// For the benchmarks' breakdowns: what a page's write outbox does with IndexedDB and with the other tabs of its
// browser, timestamped on the machine's clock like bench/zero-frames.ts's frames, so that a write can be followed from
// the tab that makes it to the tab that shows it.

import type {Page} from '@playwright/test';

/** `stored`: an outbox write put into IndexedDB (its request succeeded); `removed`: deleted from it; `told`: this page
 * told the other tabs the outbox changed; `heard`: another tab told this one; `read`: this page read the stored outbox
 * (the request succeeded). */
export type OutboxEvent = {type: 'stored' | 'removed' | 'told' | 'heard' | 'read'; at: number};

declare global {
  interface Window {
    __outboxEvents?: OutboxEvent[];
  }
}

/** An init script: wraps IndexedDB's and BroadcastChannel's calls before the app makes any. */
export function logOutboxEvents() {
  const now = () => performance.timeOrigin + performance.now();
  const events: OutboxEvent[] = (window.__outboxEvents = []);
  const onSuccess = (request: IDBRequest, type: OutboxEvent['type']) => {
    request.addEventListener('success', () => events.push({type, at: now()}));
    return request;
  };
  const {put, delete: remove} = IDBObjectStore.prototype;
  IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
    const request = put.apply(this, args);
    return this.name === 'writes' ? onSuccess(request, 'stored') : request;
  };
  IDBObjectStore.prototype.delete = function (...args: Parameters<IDBObjectStore['delete']>) {
    const request = remove.apply(this, args);
    return this.name === 'writes' ? onSuccess(request, 'removed') : request;
  };
  const {getAll} = IDBIndex.prototype;
  IDBIndex.prototype.getAll = function (...args: Parameters<IDBIndex['getAll']>) {
    const request = getAll.apply(this, args);
    return this.objectStore.name === 'writes' ? onSuccess(request, 'read') : request;
  };
  const {postMessage} = BroadcastChannel.prototype;
  BroadcastChannel.prototype.postMessage = function (message: unknown) {
    if (this.name === 'genki-outbox') events.push({type: 'told', at: now()});
    postMessage.call(this, message);
  };
  new BroadcastChannel('genki-outbox').addEventListener('message', () => events.push({type: 'heard', at: now()}));
}

/** The first event of a type at or after `from`. */
export function outboxEventAfter(events: OutboxEvent[], type: OutboxEvent['type'], from: number) {
  return events.find((event) => event.type === type && event.at >= from);
}

export async function outboxEvents(page: Page): Promise<OutboxEvent[]> {
  return page.evaluate(() => window.__outboxEvents!);
}
