// /api/services against the real server and Postgres, with WaniKani and jpdb played by the local stand-in the stack
// was started with (tests/support/service-stand-ins.ts): keys are checked with the service before they are kept,
// kept encrypted, shown to nobody, marked valid in the profile by the server; WaniKani's due counts are grouped,
// shared for a minute and never ask past its rate limit; jpdb's are NOT_SUPPORTED (requirements §8).
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {signUp, type TestUser} from '../support/accounts.ts';
import {
  addJpdbKey,
  revokeAtService,
  setWaniKaniAccount,
  waniKaniCalls,
  type WaniKaniAccount,
} from '../support/service-stand-ins.ts';
import {pushToMutateEndpoint} from '../support/mutate-endpoint.ts';
import {parseSettings, withLiveService} from '../../schema/settings.ts';

const baseURL = inject('baseURL');
const standIn = inject('servicesStandInURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
afterAll(() => sql.end());

type Answer = {status: number; body: Record<string, unknown>};

async function call(method: string, path: string, cookie: string | undefined, body?: unknown): Promise<Answer> {
  const response = await fetch(`${baseURL}/api/services${path}`, {
    method,
    headers: {...(cookie ? {cookie} : {}), ...(body === undefined ? {} : {'content-type': 'application/json'})},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

async function keyRows(userID: string) {
  return sql<
    {service: string; encrypted_key: string}[]
  >`select service, encrypted_key from services.api_keys where user_id = ${userID} order by service`;
}

/** The whole profile row, to show a refused call left it as it was. */
async function profileRow(userID: string) {
  return (await sql<{row: string}[]>`select p::text as row from profiles p where user_id = ${userID}`)[0]?.row;
}

async function servicePreferences(userID: string) {
  const [row] = await sql<{prefs: Record<string, {is_api_key_valid: boolean; mode: string}> | null}[]>`
    select user_preferences -> 'service-preferences' as prefs from profiles where user_id = ${userID}`;
  return row?.prefs ?? null;
}

const ACCOUNT: WaniKaniAccount = {
  username: 'koichi',
  assignments: [
    {subject_type: 'radical', availableNow: true},
    {subject_type: 'kanji', availableNow: true},
    {subject_type: 'kanji', availableNow: true},
    {subject_type: 'vocabulary', availableNow: true},
    {subject_type: 'kana_vocabulary', availableNow: true},
    {subject_type: 'vocabulary', availableNow: false},
  ],
};

describe('WaniKani', () => {
  let alice: TestUser;
  let bob: TestUser;
  const token = crypto.randomUUID();

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signUp(baseURL, 'services-alice'), signUp(baseURL, 'services-bob')]);
    await setWaniKaniAccount(standIn, token, ACCOUNT);
  });

  test('a token WaniKani refuses is refused with a clear message, and nothing is kept', async () => {
    const profile = await profileRow(alice.id);
    const answer = await call('PUT', '/wanikani/key', alice.cookie, {key: 'not-a-real-token'});
    expect(answer).toEqual({
      status: 400,
      body: {code: 'invalid-input', message: 'WaniKani did not accept this key: check that you copied all of it'},
    });
    expect(await keyRows(alice.id)).toEqual([]);
    expect(await profileRow(alice.id)).toBe(profile);
  });

  test('a token WaniKani accepts is kept encrypted, shown to nobody, and marks the service valid in the profile', async () => {
    const saved = await call('PUT', '/wanikani/key', alice.cookie, {key: ` ${token} `});
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({saved: true});
    const rows = await keyRows(alice.id);
    expect(rows.map((row) => row.service)).toEqual(['wanikani']);
    expect(rows[0]!.encrypted_key).not.toContain(token);
    expect(rows[0]!.encrypted_key).toMatch(/^v1\./);
    const prefs = await servicePreferences(alice.id);
    expect(prefs?.wanikani?.is_api_key_valid).toBe(true);
    expect(prefs?.jpdb?.is_api_key_valid).toBe(false);

    const status = await call('GET', '', alice.cookie);
    expect(status.body).toMatchObject({wanikani: {saved: true}, jpdb: {saved: false, checkedAt: null}});
    expect(JSON.stringify(status.body)).not.toContain(token);
    expect((await call('GET', '', bob.cookie)).body).toMatchObject({wanikani: {saved: false}, jpdb: {saved: false}});
  });

  test('its due counts come grouped from the assignments available now, asked once a minute however often the pages ask', async () => {
    const callsBefore = await waniKaniCalls(standIn, token);
    const answers = await Promise.all(Array.from({length: 6}, () => call('GET', '/wanikani/due-counts', alice.cookie)));
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: {
          available: true,
          dueCounts: {total: 5, meanings: {vocab: 2, kanji: 3}, spellings: 0, writing: 0},
          // Requirements §8: WaniKani's seen stats are left out with the reason.
          seenStatsUnavailable: {
            reason: 'NOT_SUPPORTED',
            message: 'WaniKani does not report the words and kanji you have seen',
          },
        },
      });
    }
    expect((await waniKaniCalls(standIn, token)) - callsBefore).toBe(1);
  });

  test("another learner never reaches the first one's token: no counts, and forgetting his own leaves hers", async () => {
    const profile = await profileRow(bob.id);
    expect((await call('GET', `/wanikani/due-counts?userID=${alice.id}`, bob.cookie)).body).toEqual({
      available: false,
      reason: 'NO_KEY',
      message: 'No WaniKani API token is saved: add one in Settings',
    });
    expect((await call('DELETE', '/wanikani/key', bob.cookie, {userID: alice.id})).status).toBe(200);
    expect((await keyRows(alice.id)).length).toBe(1);
    expect(await profileRow(bob.id)).toBe(profile);
  });

  test('a visitor is refused every call', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/wanikani/key'],
      ['DELETE', '/wanikani/key'],
      ['GET', '/wanikani/due-counts'],
    ] as const) {
      const answer = await call(method, path, undefined, method === 'PUT' ? {key: token} : undefined);
      expect(answer, `${method} ${path}`).toEqual({
        status: 403,
        body: {code: 'forbidden', message: 'You need to sign in to do that'},
      });
    }
  });

  test("past WaniKani's 60 requests a minute, the answer says when to ask again and WaniKani is not asked meanwhile", async () => {
    const carol = await signUp(baseURL, 'services-carol');
    const busy = crypto.randomUUID();
    await setWaniKaniAccount(standIn, busy, ACCOUNT);
    expect((await call('PUT', '/wanikani/key', carol.cookie, {key: busy})).status).toBe(200);
    // Another app of hers uses up the minute.
    while ((await waniKaniCalls(standIn, busy)) < 60) {
      await fetch(`${standIn}/wanikani/v2/user`, {headers: {authorization: `Bearer ${busy}`}});
    }
    const limited = await call('GET', '/wanikani/due-counts', carol.cookie);
    expect(limited.body).toMatchObject({available: false, reason: 'RATE_LIMITED'});
    expect(String(limited.body.message)).toMatch(/^WaniKani asks us to wait until \d\d:\d\d UTC before asking again$/);
    await call('GET', '/wanikani/due-counts', carol.cookie);
    expect(await waniKaniCalls(standIn, busy)).toBe(60);
  });

  test('a token revoked at WaniKani is marked invalid, which puts reviews back on the built-in scheduler', async () => {
    const dave = await signUp(baseURL, 'services-dave');
    const revoked = crypto.randomUUID();
    await setWaniKaniAccount(standIn, revoked, ACCOUNT);
    expect((await call('PUT', '/wanikani/key', dave.cookie, {key: revoked})).status).toBe(200);
    expect((await servicePreferences(dave.id))?.wanikani?.is_api_key_valid).toBe(true);
    await revokeAtService(standIn, 'wanikani', revoked);
    expect((await call('GET', '/wanikani/due-counts', dave.cookie)).body).toEqual({
      available: false,
      reason: 'KEY_REJECTED',
      message: 'WaniKani no longer accepts your API token: add a new one in Settings',
    });
    expect((await servicePreferences(dave.id))?.wanikani?.is_api_key_valid).toBe(false);
  });

  test("a settings change made before the key was checked, landing after, keeps the server's word on the key", async () => {
    const gina = await signUp(baseURL, 'services-gina');
    const own = crypto.randomUUID();
    await setWaniKaniAccount(standIn, own, ACCOUNT);
    // Her device chose WaniKani while its key was not yet valid; the change reaches the server after the key did.
    const chosen = withLiveService(parseSettings({})['service-preferences'], 'wanikani');
    expect((await call('PUT', '/wanikani/key', gina.cookie, {key: own})).status).toBe(200);
    const forged = {...chosen, jpdb: {...chosen.jpdb, is_api_key_valid: true}};
    expect(
      await pushToMutateEndpoint(baseURL, gina.cookie, [
        {name: 'settings.update', args: {patch: {'service-preferences': forged}, changedAt: Date.now()}},
      ]),
    ).toEqual([{type: 'success'}]);
    const prefs = await servicePreferences(gina.id);
    expect(prefs?.wanikani).toMatchObject({mode: 'live', is_api_key_valid: true});
    // Nor can a device claim a key works that the server never checked.
    expect(prefs?.jpdb?.is_api_key_valid).toBe(false);
  });

  test('forgetting the token removes it and marks the service invalid; deleting the account removes every key', async () => {
    expect((await call('DELETE', '/wanikani/key', alice.cookie)).body).toEqual({saved: false, checkedAt: null});
    expect(await keyRows(alice.id)).toEqual([]);
    expect((await servicePreferences(alice.id))?.wanikani?.is_api_key_valid).toBe(false);

    const erin = await signUp(baseURL, 'services-erin');
    expect((await call('PUT', '/wanikani/key', erin.cookie, {key: token})).status).toBe(200);
    const deleted = await fetch(`${baseURL}/api/account/delete`, {
      method: 'POST',
      headers: {cookie: erin.cookie, 'content-type': 'application/json'},
      body: JSON.stringify({confirmEmail: erin.email}),
    });
    expect(deleted.status).toBe(200);
    expect(await keyRows(erin.id)).toEqual([]);
  });

  test('ten keys tried within ten minutes are enough: the eleventh is refused without asking WaniKani', async () => {
    const frank = await signUp(baseURL, 'services-frank');
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await call('PUT', '/wanikani/key', frank.cookie, {key: `wrong-${attempt}`})).body.code).toBe(
        'invalid-input',
      );
    }
    const good = crypto.randomUUID();
    await setWaniKaniAccount(standIn, good, ACCOUNT);
    expect(await call('PUT', '/wanikani/key', frank.cookie, {key: good})).toEqual({
      status: 422,
      body: {code: 'limit', message: 'Too many keys tried: wait a few minutes before checking another WaniKani key'},
    });
    expect(await waniKaniCalls(standIn, good)).toBe(0);
    expect(await keyRows(frank.id)).toEqual([]);
  });
});

describe('jpdb', () => {
  test('a key jpdb accepts is kept; its due counts are NOT_SUPPORTED (requirements §8)', async () => {
    const learner = await signUp(baseURL, 'services-jpdb');
    const key = crypto.randomUUID().replaceAll('-', '');
    expect((await call('PUT', '/jpdb/key', learner.cookie, {key})).body.code).toBe('invalid-input');
    await addJpdbKey(standIn, key);
    expect((await call('PUT', '/jpdb/key', learner.cookie, {key})).status).toBe(200);
    expect((await servicePreferences(learner.id))?.jpdb?.is_api_key_valid).toBe(true);
    expect((await call('GET', '/jpdb/due-counts', learner.cookie)).body).toEqual({
      available: false,
      reason: 'NOT_SUPPORTED',
      message: 'jpdb does not report due counts to other apps',
    });
  });
});

test('keys of the wrong shape and services that take none are refused with what is wrong', async () => {
  const learner = await signUp(baseURL, 'services-shapes');
  expect((await call('PUT', '/wanikani/key', learner.cookie, {key: '   '})).body).toEqual({
    code: 'invalid-input',
    message: 'Enter the API key',
  });
  expect((await call('PUT', '/wanikani/key', learner.cookie, {key: 'two words'})).body.message).toBe(
    'An API key has no spaces or other characters outside plain ASCII',
  );
  expect((await call('PUT', '/wanikani/key', learner.cookie, {key: 'x'.repeat(201)})).body.message).toBe(
    'An API key is at most 200 characters',
  );
  expect((await call('PUT', '/anki/key', learner.cookie, {key: 'abc'})).body).toEqual({
    code: 'invalid-input',
    message: 'Unknown service',
  });
  expect((await call('GET', '/anki/due-counts', learner.cookie)).status).toBe(400);
  expect(await keyRows(learner.id)).toEqual([]);
});
