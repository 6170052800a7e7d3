// A write the server never answers on a connection that stays up is not left in flight forever: it is sent again, as
// the same write, and parked for the learner after as many tries as an unexpected failure.
import {afterEach, expect, test, vi} from 'vitest';
import type {MutatorResultDetails} from '@rocicorp/zero';
import {WriteOutbox, type MutateRequest, type OutboxZero} from '../../src/app/outbox/write-outbox.ts';
import type {OutboxStore} from '../../src/app/outbox/outbox-store.ts';
import {UNANSWERED_AFTER_MS, UNEXPECTED_ATTEMPTS, type OutboxEntry} from '../../src/app/outbox/outbox-rules.ts';
import {mutators} from '../../schema/mutators.ts';

/** Zero on a connection that stays up, applying each write here and passing its answer to `answer`. */
function connectedZero(answer: (request: MutateRequest, send: number) => Promise<MutatorResultDetails>) {
  const sent: {id: string; send: number}[] = [];
  const zero = {
    connection: {state: {current: {name: 'connected'}, subscribe: () => () => {}}, connect: async () => {}},
    mutate: (request: MutateRequest) => {
      const id = (request.args as {write: {id: string}}).write.id;
      sent.push({id, send: sent.length + 1});
      return {client: Promise.resolve({type: 'success'}), server: answer(request, sent.length)};
    },
  } as unknown as OutboxZero;
  return {zero, sent};
}

function memoryStore(): OutboxStore {
  const rows = new Map<string, OutboxEntry>();
  return {
    load: async (userID) => [...rows.values()].filter((entry) => entry.userID === userID),
    put: async (entry) => void rows.set(entry.id, structuredClone(entry)),
    delete: async (id) => void rows.delete(id),
    deleteAllOf: async () => 0,
    adopt: async () => false,
  };
}

const never = () => new Promise<MutatorResultDetails>(() => {});
const open: WriteOutbox[] = [];
afterEach(() => {
  for (const outbox of open.splice(0)) outbox.close();
});

function outboxOn(zero: OutboxZero) {
  let clock = 1_000_000;
  const outbox = new WriteOutbox({
    zero,
    userID: 'learner',
    store: memoryStore(),
    channelName: `outbox-unanswered-${crypto.randomUUID()}`,
    now: () => clock,
    adoptEveryMs: 5,
  });
  open.push(outbox);
  const later = (ms: number) => void (clock += ms);
  return {outbox, later};
}

const aSettingsChange = () => mutators.settings.update({patch: {'color-mode': 'dark'}, changedAt: Date.now()});

test('a write left unanswered on a working connection is sent again, as the same write, and then confirmed', async () => {
  const {zero, sent} = connectedZero(async (_request, send) => (send === 1 ? never() : {type: 'success'}));
  const {outbox, later} = outboxOn(zero);
  const {id, server} = outbox.submit(aSettingsChange());
  await vi.waitFor(() => expect(sent).toHaveLength(1));

  later(UNANSWERED_AFTER_MS - 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toHaveLength(1);

  later(1);
  await vi.waitFor(() => expect(outbox.statusOf(outbox.entries()[0]!).type).toBe('retrying'));
  later(60_000);
  await vi.waitFor(() => expect(sent).toHaveLength(2));
  expect(sent.map((each) => each.id)).toEqual([id, id]);
  expect(await server).toEqual({type: 'success'});
  expect(outbox.entries()).toEqual([]);
});

test('a write the server never answers is parked for the learner after as many tries as an unexpected failure', async () => {
  const {zero, sent} = connectedZero(never);
  const {outbox, later} = outboxOn(zero);
  outbox.submit(aSettingsChange());
  for (let tries = 1; tries < UNEXPECTED_ATTEMPTS; tries++) {
    await vi.waitFor(() => expect(sent).toHaveLength(tries));
    later(UNANSWERED_AFTER_MS);
    await vi.waitFor(() => expect(outbox.statusOf(outbox.entries()[0]!).type).toBe('retrying'));
    later(60_000);
  }
  await vi.waitFor(() => expect(sent).toHaveLength(UNEXPECTED_ATTEMPTS));
  later(UNANSWERED_AFTER_MS);
  await vi.waitFor(() => expect(outbox.statusOf(outbox.entries()[0]!)).toMatchObject({type: 'parked'}));
  const [entry] = outbox.entries();
  expect(entry!.parked).toEqual({code: 'unexpected', message: 'The server has not answered this change'});
  expect(outbox.retryable(entry!)).toBe(true);
  expect(outbox.discardable(entry!)).toBe(true);
  later(UNANSWERED_AFTER_MS * 10);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toHaveLength(UNEXPECTED_ATTEMPTS);
});
