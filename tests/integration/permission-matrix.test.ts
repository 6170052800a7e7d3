// A permission matrix generated from the registries: every mutator and every query (schema/mutators.ts,
// schema/queries.ts), and every endpoint that answers per learner, tried as a second learner, signed out and with
// forged session cookies, with the first learner's ids in every id argument (and, for the endpoints, in every field
// and query parameter they might read an id from) and with ids nobody holds. None may change or show the first
// learner's data; signed out or with a forged cookie, every write is refused. A page of another origin holding the
// first learner's own cookie has every write and every posted call refused.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {mustGetMutator, mustGetQuery} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {ZERO_DUE_COUNTS} from '../../schema/review-stats.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {registeredMutators, tamperedMutator, zeroClients} from '../support/zero-client.ts';
import {pushToMutateEndpoint} from '../support/mutate-endpoint.ts';
import {
  BUILDING_MUTATORS,
  mutatorExamples,
  newTargetIDs,
  queryExamples,
  unheldIDs,
  type TargetIDs,
} from '../support/write-examples.ts';
import {setWaniKaniAccount} from '../support/service-stand-ins.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const {client, tampered, closeAll} = zeroClients(baseURL);

let alice: TestUser;
let bob: TestUser;
let target: TargetIDs;

afterAll(async () => {
  await closeAll();
  await sql.end();
});

/** Every name in a registry of queries (leaves with a `queryName`). */
function registeredQueryNames(registry: object = queries): string[] {
  return Object.entries(registry).flatMap(([key, value]: [string, unknown]) => {
    if (key === '~' || value === null || (typeof value !== 'function' && typeof value !== 'object')) return [];
    return typeof value === 'function' && 'queryName' in value
      ? [(value as {queryName: string}).queryName]
      : registeredQueryNames(value);
  });
}

/** Every row of every public table that mentions the target's data, as text: what a forgery must leave as it was. */
async function footprint(ids: TargetIDs): Promise<string[]> {
  const tables = await sql<
    {name: string}[]
  >`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  const needles = [
    ids.userID,
    ids.itemID,
    ids.itemWord,
    ids.sessionID,
    ids.inviteToken,
    ids.deviceID,
    String(ids.deckID),
    String(ids.folderID),
  ];
  const rows: string[] = [];
  for (const {name} of tables) {
    const found = await sql<
      {row: string}[]
    >`select t::text as row from ${sql(name)} t where t::text like any(${needles.map((needle) => `%${needle}%`)})`;
    rows.push(...found.map(({row}) => `${name} ${row}`));
  }
  return rows.toSorted();
}

type Call = {method: 'GET' | 'POST'; path: string; body?: Record<string, unknown>};
type Answer = {status: number; text: string};

/** The endpoints that answer per learner (and the built-in deck lookup, which must not find a learner's deck), each
 * as its ordinary call. `refused`: refused whoever calls (deleting needs the caller's own address; a learner's deck is
 * no built-in deck). */
function perLearnerEndpoints(ids: TargetIDs, email: string): Record<string, Call & {refused?: true}> {
  return {
    'GET /api/user': {method: 'GET', path: '/api/user'},
    'GET /api/auth/get-session': {method: 'GET', path: '/api/auth/get-session'},
    'POST /api/review/due-counts': {method: 'POST', path: '/api/review/due-counts', body: {seenStats: true}},
    'POST /api/dashboard/stats': {method: 'POST', path: '/api/dashboard/stats', body: {timeZone: 'UTC'}},
    'GET /api/account/export': {method: 'GET', path: '/api/account/export'},
    'GET /api/scheduler/review-count': {method: 'GET', path: '/api/scheduler/review-count'},
    'POST /api/scheduler/optimise': {
      method: 'POST',
      path: '/api/scheduler/optimise',
      body: {timeZone: 'UTC', desiredRetention: 0.9},
    },
    'GET /api/services': {method: 'GET', path: '/api/services'},
    'GET /api/services/wanikani/due-counts': {method: 'GET', path: '/api/services/wanikani/due-counts'},
    'POST /api/account/delete': {
      method: 'POST',
      path: '/api/account/delete',
      body: {confirmEmail: email},
      refused: true,
    },
    'POST /api/catalogue/deck-info': {
      method: 'POST',
      path: '/api/catalogue/deck-info',
      body: {deck_id: String(ids.deckID)},
      refused: true,
    },
  };
}

/** The call with the target's ids forged into it, one field at a time, in the body and in the query string. */
function forgeries(call: Call, ids: TargetIDs, email: string): Call[] {
  const fields: Record<string, string | number> = {
    userID: ids.userID,
    user_id: ids.userID,
    userId: ids.userID,
    id: ids.userID,
    email,
    deckID: ids.deckID,
  };
  return Object.entries(fields).flatMap(([field, value]) => {
    const inQuery = {...call, path: `${call.path}?${field}=${encodeURIComponent(value)}`};
    return call.method === 'POST' ? [{...call, body: {...call.body, [field]: value}}, inQuery] : [inQuery];
  });
}

async function answerOf(
  {method, path, body}: Call,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {...(cookie ? {cookie} : {}), ...(body ? {'content-type': 'application/json'} : {}), ...headers},
    body: body ? JSON.stringify(body) : undefined,
  });
  // An export names its time: two exports of the same data differ only there.
  return {status: response.status, text: (await response.text()).replace(/"exportedAt":"[^"]*"/, '"exportedAt":""')};
}

/** Cookies no browser of hers was given that name the first learner's session: its token without the signature,
 * with the second learner's signature, and her user id as the token. */
const FORGED_COOKIES = [
  'her token unsigned',
  "her token with the second learner's signature",
  'her user id as the token',
];
function forgedCookies(victim: TestUser, other: TestUser): string[] {
  const tokenOf = (user: TestUser) =>
    decodeURIComponent(user.cookie.slice(user.cookie.indexOf('=') + 1)).split('.') as [string, string];
  const [victimToken] = tokenOf(victim);
  const [, otherSignature] = tokenOf(other);
  return [victimToken, `${victimToken}.${otherSignature}`, victim.id].map(
    (value) => `better-auth.session_token=${encodeURIComponent(value)}`,
  );
}

beforeAll(async () => {
  alice = await signUp(baseURL, 'matrix-alice');
  bob = await signUp(baseURL, 'matrix-bob');
  target = newTargetIDs(alice.id);
  const aliceZero = client({cookie: alice.cookie, userID: alice.id});
  const examples = mutatorExamples(target);
  for (const name of BUILDING_MUTATORS) {
    const result = await aliceZero.mutate(mustGetMutator(mutators, name)(examples[name] as never)).server;
    expect(result, `${name} as its owner`).toEqual({type: 'success'});
  }
  // One of Alice's cards is due, so that a count leaking her data would show.
  await sql`update fsrs_cards set due_at = now() - interval '1 day' where user_id = ${alice.id}`;
  // She has connected WaniKani, so that an answer made with her token would show.
  const token = crypto.randomUUID();
  await setWaniKaniAccount(inject('servicesStandInURL'), token, {
    username: 'alice',
    assignments: [{subject_type: 'kanji', availableNow: true}],
  });
  const saved = await fetch(`${baseURL}/api/services/wanikani/key`, {
    method: 'PUT',
    headers: {cookie: alice.cookie, 'content-type': 'application/json'},
    body: JSON.stringify({key: token}),
  });
  expect(saved.status, 'Alice saves her WaniKani token').toBe(200);
});

test("no mutator, query or endpoint lets a second learner, a visitor or a forged session cookie change or see another learner's data", async () => {
  const mutatorNames = registeredMutators().map((mutator) => mutator.mutatorName);
  const queryNames = registeredQueryNames();
  expect(
    mutatorNames.filter((name) => !(name in mutatorExamples(target))),
    'mutators with no example in tests/support/write-examples.ts',
  ).toEqual([]);
  expect(
    queryNames.filter((name) => !(name in queryExamples(target))),
    'queries with no example in tests/support/write-examples.ts',
  ).toEqual([]);

  const before = await footprint(target);
  expect(before.length).toBeGreaterThan(5);
  const attempts = {mutators: 0, queries: 0, endpoints: 0};
  const leaks: string[] = [];
  const identities = [
    {who: 'a second learner', cookie: bob.cookie, userID: bob.id as string | null},
    {who: 'a visitor', cookie: undefined, userID: null},
  ];
  const aimedAt = [
    {at: "the first learner's ids", ids: target},
    {at: 'ids nobody holds', ids: unheldIDs()},
  ];

  for (const identity of identities) {
    const forger = tampered({cookie: identity.cookie, userID: identity.userID});
    const reader = client({cookie: identity.cookie, userID: identity.userID});
    for (const {at, ids} of aimedAt) {
      const writes = mutatorExamples(ids);
      for (const name of mutatorNames) {
        const result = await forger.mutate(tamperedMutator(name)(writes[name]!)).server;
        attempts.mutators++;
        if (identity.userID === null && !refusalOf(result))
          leaks.push(`${name} as ${identity.who} aimed at ${at} was accepted`);
      }
      const reads = queryExamples(ids);
      for (const name of queryNames) {
        const rows = (await reader.run(mustGetQuery(queries, name)(reads[name] as never) as never, {
          type: 'complete',
        })) as unknown;
        attempts.queries++;
        const text = JSON.stringify(rows ?? null);
        if (
          [target.userID, target.itemID, target.sessionID, target.inviteToken].some((needle) =>
            text.includes(needle),
          ) ||
          new RegExp(`"(deck_id|folder_id)":(${target.deckID}|${target.folderID})\\b`).test(text)
        ) {
          leaks.push(`${name} as ${identity.who} aimed at ${at} showed ${text.slice(0, 200)}`);
        }
      }
    }
  }

  // The mutate endpoint itself, as zero-cache calls it with a client's cookie: every write at once, also with cookies
  // that name Alice's session without being hers.
  const forged = forgedCookies(alice, bob).map((cookie, at) => ({
    who: `a forged session cookie (${FORGED_COOKIES[at]})`,
    cookie,
    userID: null,
  }));
  for (const identity of [...identities, ...forged]) {
    for (const {at, ids} of aimedAt) {
      const writes = mutatorExamples(ids);
      const results = await pushToMutateEndpoint(
        baseURL,
        identity.cookie,
        mutatorNames.map((name) => ({name, args: writes[name]!})),
      );
      attempts.mutators += results.length;
      results.forEach((result, index) => {
        if (identity.userID === null && !refusalOf(result))
          leaks.push(`${mutatorNames[index]} pushed as ${identity.who} aimed at ${at} was accepted`);
      });
    }
  }

  // Every per-learner endpoint: its ordinary call shows nothing of Alice's (her own answer is another), and with her
  // ids forged in it is refused or answers as the ordinary call did.
  const endpoints = Object.entries(perLearnerEndpoints(target, alice.email));
  const hers = new Map(
    await Promise.all(
      endpoints
        .filter(([, call]) => !call.refused)
        .map(async ([name, call]) => [name, await answerOf(call, alice.cookie)] as const),
    ),
  );
  expect(JSON.parse(hers.get('POST /api/review/due-counts')!.text).dueCounts, 'Alice sees her due card').not.toEqual(
    ZERO_DUE_COUNTS,
  );
  expect(
    JSON.parse(hers.get('GET /api/services/wanikani/due-counts')!.text),
    'Alice sees her WaniKani reviews',
  ).toMatchObject({available: true, dueCounts: {total: 1}});
  const markers = [alice.id, alice.email, target.itemID, target.sessionID, target.inviteToken];
  for (const identity of [...identities, ...forged]) {
    for (const [name, call] of endpoints) {
      const showsHers = (answer: Answer) =>
        markers.some((marker) => answer.text.includes(marker)) ||
        (call.refused && answer.status < 400) ||
        answer.text === hers.get(name)?.text;
      const ordinary = await answerOf(call, identity.cookie);
      attempts.endpoints++;
      if (showsHers(ordinary))
        leaks.push(`${name} as ${identity.who} answered ${ordinary.status} ${ordinary.text.slice(0, 200)}`);
      for (const forgery of forgeries(call, target, alice.email)) {
        const answer = await answerOf(forgery, identity.cookie);
        attempts.endpoints++;
        if (showsHers(answer) || (answer.status < 400 && answer.text !== ordinary.text)) {
          leaks.push(
            `${forgery.method} ${forgery.path} ${JSON.stringify(forgery.body ?? '')} as ${identity.who} answered ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      }
    }
  }

  // A page of another origin on the same site (another port of this host) holds Alice's own cookie: every write it
  // pushes and every call it posts is refused before it runs.
  const sibling = {origin: `http://${new URL(baseURL).hostname}:${Number(new URL(baseURL).port) + 7}`};
  const examples = mutatorExamples(target);
  const pushed = await pushToMutateEndpoint(
    baseURL,
    alice.cookie,
    mutatorNames.map((name) => ({name, args: examples[name]!})),
    sibling,
  );
  attempts.mutators += pushed.length;
  pushed.forEach((result, index) => {
    if (!refusalOf(result))
      leaks.push(`${mutatorNames[index]} pushed from another origin with her cookie was accepted`);
  });
  for (const [name, call] of endpoints.filter(([, call]) => call.method === 'POST')) {
    const answer = await answerOf(call, alice.cookie, sibling);
    attempts.endpoints++;
    if (answer.status !== 403)
      leaks.push(
        `${name} posted from another origin with her cookie answered ${answer.status} ${answer.text.slice(0, 200)}`,
      );
  }

  const total = attempts.mutators + attempts.queries + attempts.endpoints;
  const after = await footprint(target);
  console.log(
    `Permission matrix: ${total} attempts (${attempts.mutators} writes to ${mutatorNames.length} mutators, ${attempts.queries} reads of ${queryNames.length} queries, ${attempts.endpoints} calls to ${endpoints.length} endpoints) as a second learner, signed out, with ${forged.length} forged session cookies and from another origin with her cookie; ${leaks.length + (after.join('\n') === before.join('\n') ? 0 : 1)} succeeded`,
  );
  expect(leaks).toEqual([]);
  expect(after).toEqual(before);
  expect(total).toBeGreaterThanOrEqual(100);
  // Several hundred attempts in one test: on a loaded 2-core machine they took over the usual minute.
}, 240_000);
