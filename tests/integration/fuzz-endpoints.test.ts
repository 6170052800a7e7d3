// Property-based fuzzing of every HTTP route the server registers (listed from the app itself, so a new route is
// not forgotten): FUZZ_RUNS (1,000) generated requests each — junk JSON, near-miss inputs with hostile values,
// bodies that are not JSON, odd path segments and query strings — half with a session and half without. None is a
// server error, every refusal says what is wrong in a short message, no row changes (an account deletion's
// confirmation is always refused), and better-auth's routes the app does not serve answer "Not found".
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import fc from 'fast-check';
import {requestFrom, signUp, type TestUser} from '../support/accounts.ts';
import {databaseFingerprint, HOSTILE_STRINGS, isClearMessage} from '../support/fuzz.ts';
import type {Catalogue} from '../../server/catalogue/build-catalogue.ts';
import {parseStrictJSON} from '../../server/guards/strict-json.ts';
import {bodyLimitOf} from '../../server/guards/body-limits.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 16;
const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
// The server's modules, loaded here only to list their routes, open their pool on the stack's database (better-auth
// checks its tables as it starts), never on whatever `npm start` may be running on this machine.
process.env.DATABASE_URL = inject('databaseURL');
const [{createApp}, {auth}, {SERVED_AUTH_ROUTES}, serverDatabase] = await Promise.all([
  import('../../server/app.ts'),
  import('../../server/auth.ts'),
  import('../../server/auth-routes.ts'),
  import('../../server/db.ts'),
]);
/** The signed-in half's learner. */
let mallory: TestUser;
/** Signs out at the first generated sign-out; that route's signed-in half is hers, so that Mallory stays signed in. */
let eve: TestUser;

beforeAll(async () => {
  [mallory, eve] = await Promise.all([signUp(baseURL, 'fuzz-endpoints'), signUp(baseURL, 'fuzz-endpoints-eve')]);
});
afterAll(() => Promise.all([sql.end(), serverDatabase.sql.end()]));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Request = {method: Method; path: string; body?: string};

/** Every route of the app as `METHOD path` (Hono's own list; the middleware on every path left out). */
function registeredRoutes(): string[] {
  const app = createApp({catalogue: {hash: '', textbooks: [], modules: [], creators: []} as unknown as Catalogue});
  return [
    ...new Set(app.routes.filter((route) => route.path !== '/*').map((route) => `${route.method} ${route.path}`)),
  ];
}

/** better-auth's routes that /api/auth does not serve, as `METHOD path` with its path parameters. */
function unservedAuthRoutes(): {method: Method; path: string}[] {
  // A served path may hold a pattern for its parameter (`:token{…}`).
  const served = new Set(SERVED_AUTH_ROUTES.map(([method, path]) => `${method} ${path.replace(/\{.*\}/, '')}`));
  return Object.values(auth.api as Record<string, {path?: string; options?: {method?: Method | Method[]}}>).flatMap(
    ({path, options}) =>
      path === undefined
        ? []
        : [options?.method ?? []]
            .flat()
            .filter((method) => !served.has(`${method} ${path}`))
            .map((method) => ({method, path})),
  );
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({maxLength: 30}),
  fc.string({minLength: 3000, maxLength: 3100}),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({noNaN: true, noDefaultInfinity: true}),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, {maxLength: 6}),
  fc.jsonValue({maxDepth: 2}),
);
// Field names our endpoints and better-auth read, so that near misses get past the first check.
const FIELDS = [
  'setIds',
  'keys',
  'slugs',
  'userOverrides',
  'deck_id',
  'ids',
  'characters',
  'seenStats',
  'email',
  'password',
  'name',
  'clientGroupID',
  'mutations',
  'pushVersion',
  'timestamp',
  'requestID',
  'queries',
  'input',
  'callbackURL',
  'rememberMe',
  'timeZone',
  'desiredRetention',
  'confirmEmail',
  'url',
  'path',
  'visitorID',
  'token',
  'newPassword',
  'redirectTo',
  'disableCookieCache',
  'disableRefresh',
  'key',
];

/** Versions of the learner's own address that are not it, however trimmed or cased: no confirmation may pass. */
function nearMissesOf(email: string): string[] {
  const [local, domain] = email.split('@') as [string, string];
  return [
    `${email}x`,
    `x${email}`,
    email.slice(0, -1),
    `${local}@@${domain}`,
    `${local}+1@${domain}`,
    `${local}@x${domain}`,
    `${email},${email}`,
    local,
  ].filter((variant) => variant.trim().toLowerCase() !== email.toLowerCase());
}

/** The arbitraries of one run: values that get past the first check (a real time zone, a retention in range, a page
 * address, an address that is almost the learner's) beside hostile ones. */
function generators(learner: TestUser) {
  const plausible = fc.constantFrom(
    'UTC',
    'Asia/Tokyo',
    0.9,
    0.7,
    `${baseURL}/learn`,
    '/learn',
    '/reset-password',
    crypto.randomUUID(),
    'a-long-enough-password',
    ...nearMissesOf(learner.email),
  );
  const value = fc.oneof({arbitrary: hostileValue, weight: 3}, {arbitrary: plausible, weight: 1});
  const nearMiss = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({maxLength: 10})), value, {maxKeys: 4});
  /** A request body: JSON of any shape, a near miss, or not JSON at all. */
  const body = fc.oneof(
    {arbitrary: nearMiss.map((fields) => JSON.stringify(fields)), weight: 3},
    {arbitrary: fc.jsonValue({maxDepth: 3}).map((json) => JSON.stringify(json)), weight: 2},
    {
      arbitrary: fc.oneof(fc.string({maxLength: 200}), fc.constantFrom('{', '[1,', '{"a":', 'null', '\u0000', '')),
      weight: 1,
    },
  );
  /** A query string: near-miss fields, or any text. */
  const query = fc.oneof(
    nearMiss.map((fields) =>
      Object.entries(fields)
        .map(([key, each]) => `${encode(key)}=${encode(typeof each === 'string' ? each : JSON.stringify(each))}`)
        .join('&'),
    ),
    fc.string({maxLength: 60}).map(encode),
  );
  return {body, query};
}

/** Percent-encoded (lone surrogates made well-formed first: they cannot be encoded). */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());
const segment = fc.oneof(
  fc
    .oneof(
      hostileString,
      fc.string({maxLength: 8}),
      fc.integer({min: 0, max: 0x10ffff}).map((code) => `${code.toString(16).padStart(5, '0')}.svg`),
    )
    .map((text) => encode(text) || '%20'),
  // Broken escapes, sent as they are.
  fc.constantFrom('%ED%A0%80', '%', '%zz', '%2e%2e', '..', '%00', '%FF.svg'),
);
/** Shaped like a password-reset link's token, so that it reaches better-auth. */
const resetToken = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const anyMethod = fc.constantFrom<Method>('GET', 'POST', 'PUT', 'PATCH', 'DELETE');
/** A service in a path: the ones there are (Anki has no key here), or junk. */
const serviceSegment = fc.oneof(fc.constantFrom('wanikani', 'jpdb', 'anki', 'WaniKani'), segment);

const CATALOGUE = [
  'structure',
  'course-kanji',
  'vocabulary-keys',
  'vocabulary',
  'hierarchy',
  'deck-info',
  'sentence-sets',
];

/** A generator of requests for every registered route, by its `METHOD path`. */
function routeFuzzers(learner: TestUser): Record<string, fc.Arbitrary<Request>> {
  const {body, query} = generators(learner);
  const post = (path: string) => body.map((text): Request => ({method: 'POST', path, body: text}));
  const get = (path: string) => query.map((text): Request => ({method: 'GET', path: `${path}?${text}`}));
  return {
    'GET /healthz': get('/healthz'),
    'GET /api/auth/get-session': get('/api/auth/get-session'),
    'GET /api/auth/reset-password/:token{[A-Za-z0-9_-]{1,64}}': fc
      .tuple(fc.oneof(segment, resetToken), query)
      .map(([token, text]) => ({method: 'GET', path: `/api/auth/reset-password/${token}?${text}`})),
    ...Object.fromEntries(
      ['sign-up/email', 'sign-in/email', 'sign-out', 'request-password-reset', 'reset-password'].map((route) => [
        `POST /api/auth/${route}`,
        post(`/api/auth/${route}`),
      ]),
    ),
    'POST /api/zero/mutate': post('/api/zero/mutate?schema=genki&appID=zero'),
    'POST /api/zero/query': post('/api/zero/query?schema=genki&appID=zero'),
    'GET /api/user': get('/api/user'),
    ...Object.fromEntries(
      CATALOGUE.flatMap((name) => [
        [
          `GET /api/catalogue/${name}`,
          body.map((input): Request => ({method: 'GET', path: `/api/catalogue/${name}?input=${encode(input)}`})),
        ],
        [`POST /api/catalogue/${name}`, post(`/api/catalogue/${name}`)],
      ]),
    ),
    'GET /api/strokes/:file': segment.map((file) => ({method: 'GET', path: `/api/strokes/${file}`})),
    'POST /api/strokes': post('/api/strokes'),
    'GET /api/kanji/:character': segment.map((character) => ({method: 'GET', path: `/api/kanji/${character}`})),
    'POST /api/review/due-counts': post('/api/review/due-counts'),
    'POST /api/dashboard/stats': post('/api/dashboard/stats'),
    'GET /api/analytics/config': get('/api/analytics/config'),
    'POST /api/analytics/pageview': post('/api/analytics/pageview'),
    'GET /api/account/export': get('/api/account/export'),
    'POST /api/account/delete': post('/api/account/delete'),
    'GET /api/scheduler/review-count': get('/api/scheduler/review-count'),
    'POST /api/scheduler/optimise': post('/api/scheduler/optimise'),
    'GET /api/services': get('/api/services'),
    ...Object.fromEntries(
      (['PUT', 'DELETE'] as const).map((method) => [
        `${method} /api/services/:service/key`,
        fc
          .tuple(serviceSegment, body)
          .map(([service, text]): Request => ({method, path: `/api/services/${service}/key`, body: text})),
      ]),
    ),
    'GET /api/services/:service/due-counts': fc
      .tuple(serviceSegment, query)
      .map(([service, text]) => ({method: 'GET', path: `/api/services/${service}/due-counts?${text}`})),
    'GET /api/services/wanikani/kanji-meanings': query.map((text) => ({
      method: 'GET',
      path: `/api/services/wanikani/kanji-meanings?${text}`,
    })),
    'ALL /zero/*': fc
      .tuple(
        anyMethod,
        fc.oneof(segment, fc.constantFrom('', 'keepalive', 'statz', 'heapz', 'sync/v49/connect')),
        query,
        body,
      )
      .map(([method, rest, text, payload]) => ({method, path: `/zero/${rest}?${text}`, body: payload})),
    'ALL /api/*': fc
      .tuple(anyMethod, segment, body)
      .map(([method, rest, payload]) => ({method, path: `/api/${rest}`, body: payload})),
  };
}

const UNSERVED_AUTH = 'better-auth routes not served';

function isStrictJSON(text: string): boolean {
  try {
    parseStrictJSON(text);
    return true;
  } catch {
    return text === '';
  }
}

// Account endpoints are rate limited per address: each request comes from its own loopback address of 127.0.1.0/24
// (the other tests sign up from 127.0.0.0/24), so that the junk reaches the endpoint rather than the limit.
let nextHost = 2;
const nextAddress = () => `127.0.1.${(nextHost = nextHost >= 254 ? 2 : nextHost + 1)}`;

/** Refusals that carry no body of ours: too many requests from one address, and the HTTP parser's size limits. */
const PROTOCOL_REFUSALS = new Set([413, 414, 429, 431]);

/** What is wrong with the answer to one request, or null. */
async function send(request: Request, cookie: string | undefined): Promise<{status: number; problem: string | null}> {
  const headers: Record<string, string> = {origin: baseURL, 'content-type': 'application/json'};
  if (cookie) headers.cookie = cookie;
  const hasBody = request.method !== 'GET';
  const response = await requestFrom(nextAddress(), `${baseURL}${request.path}`, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
  });
  const {status} = response;
  if (status >= 500) return {status, problem: `${status} ${(await response.text()).slice(0, 200)}`};
  // Below the app: Node's HTTP parser refuses a request line or headers over 16 KiB (431) before any route runs.
  if (status < 400 || PROTOCOL_REFUSALS.has(status)) return {status, problem: null};
  const text = await response.text();
  let parsed: {message?: unknown; error?: unknown} | null = null;
  try {
    parsed = JSON.parse(text) as {message?: unknown; error?: unknown};
  } catch {
    return {status, problem: `${status} refusal that is not JSON: ${text.slice(0, 120)}`};
  }
  const message = parsed?.message ?? parsed?.error;
  return {
    status,
    problem: isClearMessage(message) ? null : `${status} refusal without a clear message: ${text.slice(0, 160)}`,
  };
}

/** Rules beyond "no server error, a clear refusal" for some routes. */
function extraProblem(name: string, status: number, request: Request): string | null {
  if (name === 'POST /api/account/delete' && status < 400)
    return `${status}: a generated confirmation deleted the account`;
  // A body that is not JSON, or past the address's limit, is refused before any route is looked for
  // (server/guards/request-guard.ts).
  const refusedUnread =
    (status === 400 && !isStrictJSON(request.body ?? '')) ||
    (status === 413 && Buffer.byteLength(request.body ?? '') > bodyLimitOf(request.path));
  if (name === UNSERVED_AUTH && status !== 404 && !refusedUnread) return `${status} instead of 404`;
  return null;
}

const signedInAs = async (cookie: string) =>
  ((await (await fetch(`${baseURL}/api/user`, {headers: {cookie}})).json()) as {user: {id: string} | null}).user?.id;

test("the fuzzer has a generator for every route the server registers, and knows better-auth's others", () => {
  expect(Object.keys(routeFuzzers(mallory)).toSorted()).toEqual(registeredRoutes().toSorted());
  expect(unservedAuthRoutes().length).toBeGreaterThan(10);
});

test(`every route answers ${RUNS} generated requests without a server error, refusing bad ones with a clear message and changing nothing`, async () => {
  const {body} = generators(mallory);
  const unserved = fc.tuple(fc.constantFrom(...unservedAuthRoutes()), segment, body).map(
    ([route, parameter, text]): Request => ({
      method: route.method,
      path: `/api/auth${route.path.replace(/:\w+/g, parameter)}`,
      body: text,
    }),
  );
  const fuzzers = {...routeFuzzers(mallory), [UNSERVED_AUTH]: unserved};
  expect(await signedInAs(eve.cookie)).toBe(eve.id);

  const before = await databaseFingerprint(sql);
  const problems: string[] = [];
  let sent = 0;
  for (const [index, [name, arbitrary]] of Object.entries(fuzzers).entries()) {
    const cookie = name === 'POST /api/auth/sign-out' ? eve.cookie : mallory.cookie;
    const requests = fc.sample(arbitrary, {numRuns: RUNS, seed: SEED + index});
    for (let start = 0; start < requests.length; start += CONCURRENCY) {
      const batch = requests.slice(start, start + CONCURRENCY);
      const outcomes = await Promise.all(
        batch.map((request, at) => send(request, (start + at) % 2 === 0 ? cookie : undefined)),
      );
      sent += batch.length;
      outcomes.forEach(({status, problem}, at) => {
        const found = problem ?? extraProblem(name, status, batch[at]!);
        const request = batch[at]!;
        if (found && problems.length < 20)
          problems.push(
            `${name}: ${request.method} ${request.path.slice(0, 80)} ${(request.body ?? '').slice(0, 80)}: ${found}`,
          );
      });
    }
  }
  console.log(
    `Fuzzed ${Object.keys(fuzzers).length} routes with ${RUNS} generated requests each (half signed in): ${sent} requests (seed ${SEED}); ${problems.length} problems`,
  );
  expect(problems).toEqual([]);
  expect(await databaseFingerprint(sql)).toEqual(before);
  // Nothing generated ended Mallory's session or her account; Eve's generated sign-outs did end hers.
  expect(await signedInAs(mallory.cookie)).toBe(mallory.id);
  expect(await signedInAs(eve.cookie)).toBeUndefined();
}, 1_200_000);

const CHANGING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

test('every route that changes something refuses, unread, what a page of another origin sends, a body that is not JSON and one past its limit', async () => {
  const sibling = `http://${new URL(baseURL).hostname}:${Number(new URL(baseURL).port) + 7}`;
  const attacks: {what: string; headers: Record<string, string>; status: number}[] = [
    {what: 'from a page on another port', headers: {origin: sibling, 'content-type': 'application/json'}, status: 403},
    {
      what: 'with a forged Origin, as a form',
      headers: {origin: 'http://evil.example', 'content-type': 'text/plain'},
      status: 403,
    },
    {
      what: 'from the same site, without Origin',
      headers: {'sec-fetch-site': 'same-site', 'content-type': 'application/json'},
      status: 403,
    },
    {
      what: 'as a form from our page',
      headers: {origin: baseURL, 'content-type': 'application/x-www-form-urlencoded'},
      status: 415,
    },
    {
      what: 'saying it is 11 MB, from our page',
      headers: {origin: baseURL, 'content-type': 'application/json', 'content-length': String(11 * 1024 * 1024)},
      status: 413,
    },
  ];
  const before = await databaseFingerprint(sql);
  const problems: string[] = [];
  const fuzzers = routeFuzzers(mallory);
  for (const [index, [name, arbitrary]] of Object.entries(fuzzers).entries()) {
    const [request] = fc.sample(arbitrary, {numRuns: 1, seed: SEED + index});
    const methods = name.startsWith('ALL ') ? CHANGING : CHANGING.filter((method) => name.startsWith(`${method} `));
    for (const method of methods) {
      for (const attack of attacks) {
        const response = await requestFrom(nextAddress(), `${baseURL}${request!.path}`, {
          method,
          headers: {...attack.headers, cookie: mallory.cookie},
          body: request!.body ?? '{}',
        });
        const answer = await response.text();
        if (response.status !== attack.status || !isClearMessage((JSON.parse(answer) as {message?: unknown}).message))
          problems.push(`${method} ${name} ${attack.what}: ${response.status} ${answer.slice(0, 100)}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(await databaseFingerprint(sql)).toEqual(before);
  expect(await signedInAs(mallory.cookie)).toBe(mallory.id);
}, 300_000);
