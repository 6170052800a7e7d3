// Through real zero-cache and the real server: a user reads and writes only their own profile, whatever a
// tampered client sends; malformed writes are refused with a clear message and change nothing.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {queries} from '../../schema/queries.ts';
import {zql} from '../../schema/zero-schema.ts';
import {mutators} from '../../schema/mutators.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {DEFAULT_SETTINGS, SETTINGS_LIMITS} from '../../schema/settings.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {
  connectionStates,
  serverResult,
  tamperedMutators,
  zeroClients,
  type TamperedZero,
} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});

let alice: TestUser;
let bob: TestUser;
const {client, tampered: tamperedClient, closeAll} = zeroClients(baseURL);

async function storedPreferences(userID: string) {
  const [row] = await sql<{user_preferences: Record<string, unknown>; updated_at: Date}[]>`
    select user_preferences, updated_at from profiles where user_id = ${userID}`;
  return row;
}

beforeAll(async () => {
  alice = await signUp(baseURL, 'alice');
  bob = await signUp(baseURL, 'bob');
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

describe('each user sees only their own profile', () => {
  test('sign-up creates the profile row', async () => {
    expect(await storedPreferences(alice.id)).toBeDefined();
    expect(await storedPreferences(bob.id)).toBeDefined();
  });

  test('a settings change syncs to another client of the same user, and to nobody else', async () => {
    const aliceLaptop = client({cookie: alice.cookie, userID: alice.id});
    const alicePhone = client({cookie: alice.cookie, userID: alice.id});
    const bobs = client({cookie: bob.cookie, userID: bob.id});
    await alicePhone.run(queries.profiles.mine(), {type: 'complete'});

    const phoneSees = new Promise<string | undefined>((resolve) => {
      const view = alicePhone.materialize(queries.profiles.mine());
      view.addListener((row) => {
        const mode = (row as {user_preferences?: {'color-mode'?: string}} | undefined)?.user_preferences?.[
          'color-mode'
        ];
        if (mode === 'dark') {
          resolve(mode);
          view.destroy();
        }
      });
    });
    const write = aliceLaptop.mutate(
      mutators.settings.update({patch: {'color-mode': 'dark'}, changedAt: 1_700_000_000_000}),
    );
    expect(await serverResult(write)).toContain('success');
    expect(await phoneSees).toBe('dark');

    expect((await storedPreferences(alice.id))?.user_preferences).toMatchObject({
      'color-mode': 'dark',
      timestamp: 1_700_000_000_000,
    });
    const bobsView = await bobs.run(queries.profiles.mine(), {type: 'complete'});
    expect(bobsView?.user_id).toBe(bob.id);
    expect(bobsView?.user_preferences).not.toHaveProperty('color-mode', 'dark');
  });

  test('a client that claims another user in its context is sent only its own row', async () => {
    const lying = client({cookie: bob.cookie, userID: bob.id, context: {userID: alice.id}});
    // Its own run of the query filters on the claimed user, so it finds nothing locally ...
    expect(await lying.run(queries.profiles.mine(), {type: 'complete'})).toBeUndefined();
    // ... because the server, which built ctx from the cookie, synced Bob's row and nothing else.
    const synced = await lying.run(zql.profiles);
    expect(synced.map((row) => row.user_id)).toEqual([bob.id]);
  });

  test('a client that claims to be another user is refused by zero-cache and gets no rows', async () => {
    const impostor = client({cookie: bob.cookie, userID: alice.id, context: {userID: alice.id}});
    const states = await connectionStates(impostor, 'needs-auth');
    expect(states).toContain('needs-auth');
    const row = await impostor.run(queries.profiles.mine());
    expect(row).toBeUndefined();
  });

  test('a client whose session has ended, or whose cookie is forged, is asked to sign in again', async () => {
    const leaving = await signUp(baseURL, 'leaving');
    const signOut = await fetch(`${baseURL}/api/auth/sign-out`, {
      method: 'POST',
      headers: {cookie: leaving.cookie, origin: baseURL, 'content-type': 'application/json'},
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    const ended = client({cookie: leaving.cookie, userID: leaving.id});
    expect(await connectionStates(ended, 'needs-auth')).toContain('needs-auth');
    expect(await ended.run(zql.profiles)).toEqual([]);

    const forged = client({cookie: 'better-auth.session_token=forged.value', userID: alice.id});
    expect(await connectionStates(forged, 'needs-auth')).toContain('needs-auth');
    expect(await forged.run(zql.profiles)).toEqual([]);
  });

  test('a signed-out client reads no profile and cannot write one', async () => {
    const anonymous = client({userID: null});
    expect(await anonymous.run(queries.profiles.mine(), {type: 'complete'})).toBeUndefined();
    const before = await sql`select count(*)::int as n from profiles`;
    const result = await anonymous.mutate(mutators.settings.update({patch: {'color-mode': 'light'}, changedAt: 1}))
      .server;
    expect(JSON.stringify(result)).toContain('You need to sign in to do that');
    expect(await sql`select count(*)::int as n from profiles`).toEqual(before);
  });
});

describe('forged and malformed writes are refused and write nothing', () => {
  let tamperedBob: TamperedZero;
  beforeAll(() => {
    tamperedBob = tamperedClient({cookie: bob.cookie, userID: bob.id});
  });

  function tamperedUpdate(args: ReadonlyJSONValue) {
    return serverResult(tamperedBob.mutate(tamperedMutators.settings.update(args)));
  }

  test('naming another user in the arguments is refused', async () => {
    const before = await storedPreferences(alice.id);
    const result = await tamperedUpdate({patch: {'color-mode': 'light'}, changedAt: 5, userID: alice.id});
    expect(result).toContain('Unrecognized key: \\"userID\\"');
    const forgedInPatch = await tamperedUpdate({patch: {'color-mode': 'light', user_id: alice.id}, changedAt: 5});
    expect(forgedInPatch).toContain('Unrecognized key: \\"user_id\\"');
    expect(await storedPreferences(alice.id)).toEqual(before);
  });

  test('a valid change from Bob lands in Bob’s row only', async () => {
    const aliceBefore = await storedPreferences(alice.id);
    expect(await tamperedUpdate({patch: {'active-deck': 'chapter-4'}, changedAt: 1_700_000_000_500})).toContain(
      'success',
    );
    expect((await storedPreferences(bob.id))?.user_preferences).toMatchObject({'active-deck': 'chapter-4'});
    expect(await storedPreferences(alice.id)).toEqual(aliceBefore);
  });

  const malformed: [string, ReadonlyJSONValue, string][] = [
    [
      'a partial group of options',
      {patch: {'conjugation-practice': {amount: 500}}, changedAt: 7},
      'patch.conjugation-practice.normal: Invalid input: expected boolean, received undefined',
    ],
    [
      'unknown textbook',
      {patch: {'active-textbook': 'genki_9'}, changedAt: 7},
      'Active textbook must be genki_1, genki_2 or empty',
    ],
    [
      'active deck too long',
      {patch: {'active-deck': 'x'.repeat(21)}, changedAt: 7},
      'Active deck must be at most 20 characters',
    ],
    ['not-stored key', {patch: {'device-type': 'mobile'}, changedAt: 7}, 'Unrecognized key: \\"device-type\\"'],
    [
      'missing timestamp',
      {patch: {'color-mode': 'dark'}},
      'changedAt: Invalid input: expected number, received undefined',
    ],
    ['fractional timestamp', {patch: {'color-mode': 'dark'}, changedAt: 1.5}, 'Timestamp must be whole milliseconds'],
    ['not an object', 'dark', 'Invalid input: expected object, received string'],
  ];
  test.each(malformed)('%s', async (_name, args, message) => {
    const before = await storedPreferences(bob.id);
    expect(await tamperedUpdate(args)).toContain(message);
    expect(await storedPreferences(bob.id)).toEqual(before);
  });

  const lists = DEFAULT_SETTINGS['override-settings'];
  const overLimit: [string, ReadonlyJSONValue, string][] = [
    [
      'completed tours',
      {'completed-tours': Array.from({length: SETTINGS_LIMITS.completedTours + 1}, (_, at) => `tour-${at}`)},
      'At most 50 completed tours',
    ],
    [
      'textbook positions',
      {
        'textbook-positions': Object.fromEntries(
          Array.from({length: SETTINGS_LIMITS.textbookPositions + 1}, (_, at) => [`book-${at}`, 'chapter-1']),
        ),
      },
      'At most 50 textbook positions',
    ],
    [
      'overrides',
      {
        'override-settings': {
          ...lists,
          kanjiOverrides: [
            ...lists.kanjiOverrides,
            ...Array.from({length: SETTINGS_LIMITS.overrides + 1 - lists.kanjiOverrides.length}, (_, at) => ({
              name: `Source ${at}`,
              sourceId: `source-${at}`,
              priority: at,
              enabled: true,
              locked: false,
            })),
          ],
        },
      },
      'At most 20 overrides',
    ],
  ];
  test.each(overLimit)(
    'a list over its limit (%s) is refused whole, invalid-input with the limit named, the profile row unchanged',
    async (_name, patch, message) => {
      const before = await storedPreferences(bob.id);
      // Beside a valid change, which is not applied either.
      const result = await tamperedBob.mutate(
        tamperedMutators.settings.update({
          patch: {'color-mode': 'dark', ...(patch as object)},
          changedAt: 1_700_000_000_900,
        }),
      ).server;
      expect(refusalOf(result)).toEqual({code: 'invalid-input', message});
      expect(await storedPreferences(bob.id)).toEqual(before);
    },
  );
});
