// A device's tabs share one outbox: a write made in one tab follows the writes the learner made before it in another,
// and the writes of a tab that closed with them pending are taken over by a tab still open, through real zero-cache,
// the server and Postgres.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {mutators} from '../../schema/mutators.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {Device} from '../support/outbox-device.ts';
import {goOffline} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 1, onnotice: () => {}});
let learner: TestUser;

beforeAll(async () => {
  learner = await signUp(baseURL, 'outbox-tabs');
});

afterAll(async () => {
  await sql.end();
});

const colourMode = async () =>
  (
    await sql<
      {mode: string}[]
    >`select user_preferences->>'color-mode' as mode from profiles where user_id = ${learner.id}`
  )[0]?.mode;

test('a write that must follow one of a closed tab has that tab’s writes taken over at once, not at the next look', async () => {
  // Tabs look for closed tabs' writes only when they connect, or every hour here: the open tab is connected already.
  const device = new Device({
    name: `tabs-${crypto.randomUUID().slice(0, 8)}`,
    baseURL,
    cookie: learner.cookie,
    userID: learner.id,
    adoptEveryMs: 3_600_000,
    prepare: () => {},
  });
  try {
    const first = device.tab;
    goOffline(first.zero);
    const dark = crypto.randomUUID();
    device.submit(mutators.settings.update({patch: {'color-mode': 'dark'}, changedAt: Date.now()}), {
      id: dark,
      base: {'color-mode': null},
    });

    // A second tab opens while the first still lives, then the first is closed with its write unsent.
    const second = device.openTab();
    await expect.poll(() => second.zero.connection.state.current.name).toBe('connected');
    await expect.poll(() => second.outbox.entries().some((entry) => entry.id === dark)).toBe(true);
    await device.closeTab(first);

    const light = crypto.randomUUID();
    device.submit(mutators.settings.update({patch: {'color-mode': 'light'}, changedAt: Date.now()}), {
      id: light,
      base: {'color-mode': null},
    });
    await expect.poll(() => device.confirmed.has(light), {timeout: 10_000}).toBe(true);
    const applied = await sql<
      {write_id: string}[]
    >`select write_id from writes.applied_writes where user_id = ${learner.id} and mutator = 'settings.update' and refusal is null order by seq`;
    expect(applied.map((row) => row.write_id)).toEqual([dark, light]);
    expect(await colourMode()).toBe('light');
  } finally {
    await device.close();
  }
});
