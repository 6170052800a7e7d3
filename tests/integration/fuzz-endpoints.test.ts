// Property-based fuzzing of every HTTP endpoint under /api: FUZZ_RUNS (1,000) generated requests each — junk JSON,
// near-miss inputs with hostile values, bodies that are not JSON, odd path segments — half with a session and half
// without. None is a server error, every refusal says what is wrong in a short message of ours, and no row changes.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import fc from 'fast-check';
import {requestFrom, signUp, type TestUser} from '../support/accounts.ts';
import {databaseFingerprint, HOSTILE_STRINGS, isClearMessage} from '../support/fuzz.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 16;
const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
let mallory: TestUser;

beforeAll(async () => {
  mallory = await signUp(baseURL, 'fuzz-endpoints');
});
afterAll(() => sql.end());

type Request = {method: 'GET' | 'POST'; path: string; body?: string; contentType?: string};

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({maxLength: 30}), fc.string({minLength: 3000, maxLength: 3100}));
const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double({noNaN: true, noDefaultInfinity: true}), fc.boolean(), fc.constant(null),
  fc.array(hostileString, {maxLength: 6}), fc.jsonValue({maxDepth: 2}));
// Field names our endpoints and better-auth read, so that near misses get past the first check.
const FIELDS = ['setIds', 'keys', 'slugs', 'userOverrides', 'deck_id', 'ids', 'characters', 'seenStats', 'email', 'password', 'name',
  'clientGroupID', 'mutations', 'pushVersion', 'timestamp', 'requestID', 'queries', 'input', 'callbackURL', 'rememberMe'];
const nearMiss = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({maxLength: 10})), hostileValue, {maxKeys: 4});
/** A request body: JSON of any shape, a near miss, or not JSON at all. */
const body = fc.oneof(
  {arbitrary: nearMiss.map((value) => JSON.stringify(value)), weight: 3},
  {arbitrary: fc.jsonValue({maxDepth: 3}).map((value) => JSON.stringify(value)), weight: 2},
  {arbitrary: fc.oneof(fc.string({maxLength: 200}), fc.constantFrom('{', '[1,', '{"a":', 'null', '\u0000', '')), weight: 1},
);
/** Percent-encoded (lone surrogates made well-formed first: they cannot be encoded). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());
const segment = fc.oneof(
  fc.oneof(hostileString, fc.string({maxLength: 8}), fc.integer({min: 0, max: 0x10ffff}).map((code) => `${code.toString(16).padStart(5, '0')}.svg`))
    .map((value) => encode(value) || '%20'),
  // Broken escapes, sent as they are.
  fc.constantFrom('%ED%A0%80', '%', '%zz', '%2e%2e', '..', '%00', '%FF.svg'),
);

const CATALOGUE = ['structure', 'vocabulary-keys', 'vocabulary', 'hierarchy', 'deck-info', 'sentence-sets'];
const endpoints: Record<string, fc.Arbitrary<Request>> = {
  'GET /api/user': fc.string({maxLength: 30}).map((query) => ({method: 'GET', path: `/api/user?${encode(query)}`})),
  ...Object.fromEntries(CATALOGUE.flatMap((name) => [
    [`GET /api/catalogue/${name}`, body.map((input) => ({method: 'GET' as const, path: `/api/catalogue/${name}?input=${encode(input)}`}))],
    [`POST /api/catalogue/${name}`, body.map((text) => ({method: 'POST' as const, path: `/api/catalogue/${name}`, body: text}))],
  ])),
  'GET /api/strokes/:file': segment.map((file) => ({method: 'GET', path: `/api/strokes/${file}`})),
  'POST /api/strokes': body.map((text) => ({method: 'POST', path: '/api/strokes', body: text})),
  'GET /api/kanji/:character': segment.map((character) => ({method: 'GET', path: `/api/kanji/${character}`})),
  'POST /api/review/due-counts': body.map((text) => ({method: 'POST', path: '/api/review/due-counts', body: text})),
  'POST /api/zero/mutate': body.map((text) => ({method: 'POST', path: '/api/zero/mutate?schema=genki&appID=zero', body: text})),
  'POST /api/zero/query': body.map((text) => ({method: 'POST', path: '/api/zero/query?schema=genki&appID=zero', body: text})),
  'POST /api/auth/sign-in/email': body.map((text) => ({method: 'POST', path: '/api/auth/sign-in/email', body: text})),
  'POST /api/auth/sign-up/email': body.map((text) => ({method: 'POST', path: '/api/auth/sign-up/email', body: text})),
  'GET /api/*': segment.map((rest) => ({method: 'GET', path: `/api/${rest}`})),
};

// Account endpoints are rate limited per address: each request comes from its own loopback address of 127.0.1.0/24
// (the other tests sign up from 127.0.0.0/24), so that the junk reaches the endpoint rather than the limit.
let nextHost = 2;
const nextAddress = () => `127.0.1.${nextHost = nextHost >= 254 ? 2 : nextHost + 1}`;

/** Refusals that carry no body of ours: too many requests from one address, and the HTTP parser's size limits. */
const PROTOCOL_REFUSALS = new Set([413, 414, 429, 431]);

async function send(request: Request, signedIn: boolean): Promise<string | null> {
  const headers: Record<string, string> = {origin: baseURL, 'content-type': request.contentType ?? 'application/json'};
  if (signedIn) headers.cookie = mallory.cookie;
  const response = await requestFrom(nextAddress(), `${baseURL}${request.path}`, {method: request.method, headers, body: request.body});
  if (response.status >= 500) return `${response.status} ${(await response.text()).slice(0, 200)}`;
  // Below the app: Node's HTTP parser refuses a request line or headers over 16 KiB (431) before any route runs.
  if (response.status < 400 || PROTOCOL_REFUSALS.has(response.status)) return null;
  const text = await response.text();
  let parsed: {message?: unknown; error?: unknown} | null = null;
  try {
    parsed = JSON.parse(text) as {message?: unknown; error?: unknown};
  } catch {
    return `${response.status} refusal that is not JSON: ${text.slice(0, 120)}`;
  }
  const message = parsed?.message ?? parsed?.error;
  return isClearMessage(message) ? null : `${response.status} refusal without a clear message: ${text.slice(0, 160)}`;
}

test(`every endpoint answers ${RUNS} generated requests without a server error, refusing bad ones with a clear message and changing nothing`, async () => {
  const before = await databaseFingerprint(sql);
  const problems: string[] = [];
  let sent = 0;
  for (const [index, [name, arbitrary]] of Object.entries(endpoints).entries()) {
    const requests = fc.sample(arbitrary, {numRuns: RUNS, seed: SEED + index});
    for (let start = 0; start < requests.length; start += CONCURRENCY) {
      const batch = requests.slice(start, start + CONCURRENCY);
      const outcomes = await Promise.all(batch.map((request, at) => send(request, (start + at) % 2 === 0)));
      sent += batch.length;
      outcomes.forEach((problem, at) => {
        if (problem && problems.length < 20) problems.push(`${name} ${batch[at]!.path.slice(0, 80)} ${(batch[at]!.body ?? '').slice(0, 80)}: ${problem}`);
      });
    }
  }
  console.log(`Fuzzed ${Object.keys(endpoints).length} endpoints with ${RUNS} generated requests each (half signed in): ${sent} requests (seed ${SEED}); ${problems.length} problems`);
  expect(problems).toEqual([]);
  expect(await databaseFingerprint(sql)).toEqual(before);
}, 1_200_000);
