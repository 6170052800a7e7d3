// Tabs of one device follow each other's outbox from what they tell each other: a write another tab stored or removed
// shows here without this tab reading the stored outbox again.
import {afterEach, expect, test, vi} from 'vitest';
import {WriteOutbox, type OutboxZero} from '../../src/app/outbox/write-outbox.ts';
import type {OutboxStore} from '../../src/app/outbox/outbox-store.ts';
import type {OutboxEntry} from '../../src/app/outbox/outbox-rules.ts';
import {mutators} from '../../schema/mutators.ts';

/** Zero as an offline tab has it: writes are stored, never sent. */
const offlineZero = {
  connection: {state: {current: {name: 'disconnected'}, subscribe: () => () => {}}, connect: async () => {}},
  mutate: () => {
    throw new Error('an offline tab sends nothing');
  },
} as unknown as OutboxZero;

function sharedStore() {
  const rows = new Map<string, OutboxEntry>();
  const store: OutboxStore = {
    load: vi.fn(async (userID: string) => [...rows.values()].filter((entry) => entry.userID === userID)),
    put: async (entry) => void rows.set(entry.id, structuredClone(entry)),
    delete: async (id) => void rows.delete(id),
    deleteAllOf: async () => 0,
    adopt: async () => false,
  };
  return store;
}

const open: WriteOutbox[] = [];
afterEach(() => {
  for (const outbox of open.splice(0)) outbox.close();
});

test('a write another tab stored, then removed, is followed here without reading the stored outbox', async () => {
  const store = sharedStore();
  const channelName = `outbox-news-${crypto.randomUUID()}`;
  const tab = (tabID: string) => {
    const outbox = new WriteOutbox({
      zero: offlineZero,
      userID: 'learner',
      store,
      tabID,
      channelName,
      adoptEveryMs: 3_600_000,
    });
    open.push(outbox);
    return outbox;
  };
  const answering = tab('answering');
  const watching = tab('watching');
  // Each tab reads the stored outbox as it opens, and again once it has looked for closed tabs' writes.
  await vi.waitFor(() => expect(store.load).toHaveBeenCalledTimes(4));
  vi.mocked(store.load).mockClear();

  const {id} = answering.submit(mutators.settings.update({patch: {'color-mode': 'dark'}, changedAt: Date.now()}), {
    base: {'color-mode': null},
  });
  await vi.waitFor(() => expect(watching.entries().map((entry) => entry.id)).toEqual([id]));
  expect(await answering.discard(id)).toBe(true);
  await vi.waitFor(() => expect(watching.entries()).toEqual([]));
  expect(store.load).not.toHaveBeenCalled();
});
