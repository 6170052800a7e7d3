// GET /api/services/wanikani/kanji-meanings against the real server and Postgres, with WaniKani played by the local
// stand-in (tests/support/service-stand-ins.ts): WaniKani's meanings of its kanji come from the learner's own account,
// every page of its subjects, primary meaning first; they are kept on the server per learner, so asking again does
// not ask WaniKani; another learner never gets them; a learner without a token is told so (issue 23).
import {beforeAll, describe, expect, inject, test} from 'vitest';
import {signUp, type TestUser} from '../support/accounts.ts';
import {setWaniKaniAccount, waniKaniCalls, type WaniKaniAccount} from '../support/service-stand-ins.ts';

const baseURL = inject('baseURL');
const standIn = inject('servicesStandInURL');

async function meanings(cookie: string) {
  const response = await fetch(`${baseURL}/api/services/wanikani/kanji-meanings`, {headers: {cookie}});
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

// More kanji than one page of WaniKani's subjects (1,000), so that the answer must follow next_url.
const MANY_KANJI = Array.from({length: 1_002}, (_, index) => ({
  characters: String.fromCodePoint(0x4e00 + index),
  meanings: [`Keyword ${index}`],
}));
const ACCOUNT: WaniKaniAccount = {
  username: 'koichi',
  assignments: [],
  kanji: [{characters: '日', meanings: ['Sun', 'Day']}, ...MANY_KANJI],
};

describe("WaniKani's kanji meanings", () => {
  let hana: TestUser;
  let ken: TestUser;
  const token = crypto.randomUUID();

  beforeAll(async () => {
    [hana, ken] = await Promise.all([signUp(baseURL, 'keywords-hana'), signUp(baseURL, 'keywords-ken')]);
    await setWaniKaniAccount(standIn, token, ACCOUNT);
    const saved = await fetch(`${baseURL}/api/services/wanikani/key`, {
      method: 'PUT',
      headers: {cookie: hana.cookie, 'content-type': 'application/json'},
      body: JSON.stringify({key: token}),
    });
    expect(saved.status).toBe(200);
  });

  test('come from her account, every page, primary first; asked again, WaniKani is not asked again', async () => {
    const before = await waniKaniCalls(standIn, token);
    const first = await meanings(hana.cookie);
    expect(first.status).toBe(200);
    expect(first.body.available).toBe(true);
    const byKanji = first.body.meanings as Record<string, string[]>;
    expect(byKanji['日']).toEqual(['Sun', 'Day']);
    expect(Object.keys(byKanji)).toHaveLength(ACCOUNT.kanji!.length);
    expect(byKanji[String.fromCodePoint(0x4e00 + 1_001)]).toEqual(['Keyword 1001']);
    // Two pages of subjects.
    expect((await waniKaniCalls(standIn, token)) - before).toBe(2);

    const again = await Promise.all([meanings(hana.cookie), meanings(hana.cookie)]);
    for (const answer of again) expect(answer).toEqual(first);
    expect((await waniKaniCalls(standIn, token)) - before).toBe(2);
  });

  test('another learner without a token gets none of hers, and is told to add his own', async () => {
    expect(await meanings(ken.cookie)).toEqual({
      status: 200,
      body: {available: false, reason: 'NO_KEY', message: 'No WaniKani API token is saved: add one in Settings'},
    });
  });

  test('a visitor who is not signed in is refused', async () => {
    const response = await fetch(`${baseURL}/api/services/wanikani/kanji-meanings`);
    expect({status: response.status, body: await response.json()}).toEqual({
      status: 403,
      body: {code: 'forbidden', message: 'You need to sign in to do that'},
    });
  });
});
