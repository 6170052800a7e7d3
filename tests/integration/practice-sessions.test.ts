// Through real zero-cache and the real server: practice sessions start at zero, are updated by their owner only,
// a replayed start or a late update changes nothing, and each user reads only their own sessions.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {queries} from '../../schema/queries.ts';
import {zql} from '../../schema/zero-schema.ts';
import {mutators} from '../../schema/mutators.ts';
import type {PracticeRunSnapshot} from '../../schema/practice-run.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {serverResult, tamperedMutators, zeroClients, type TamperedZero, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);

let alice: TestUser;
let bob: TestUser;
let aliceZero: TestZero;
let bobZero: TestZero;
const {client, tampered: tamperedClient, closeAll} = zeroClients(baseURL);

type StoredSession = {
  user_id: string;
  module_path: string;
  created: number;
  updated: number;
  duration_seconds: number;
  questions_answered: number;
};

async function storedSession(sessionID: string): Promise<StoredSession | undefined> {
  const [row] = await sql<StoredSession[]>`
    select user_id, module_path, (extract(epoch from created_at) * 1000)::float8 as created,
      (extract(epoch from last_updated_at) * 1000)::float8 as updated, duration_seconds, questions_answered
    from user_practice_sessions where session_id = ${sessionID}`;
  return row;
}

beforeAll(async () => {
  alice = await signUp(baseURL, 'sessions-alice');
  bob = await signUp(baseURL, 'sessions-bob');
  aliceZero = client({cookie: alice.cookie, userID: alice.id});
  bobZero = client({cookie: bob.cookie, userID: bob.id});
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

describe('a learner’s own sessions', () => {
  const sessionID = `session-${crypto.randomUUID()}`;

  test('start records the module with zero duration and zero answered questions', async () => {
    const start = aliceZero.mutate(
      mutators.practiceSessions.start({sessionID, modulePath: 'genki_1_ch3_verbs', startedAt: T0}),
    );
    expect(await serverResult(start)).toContain('success');
    expect(await storedSession(sessionID)).toEqual({
      user_id: alice.id,
      module_path: 'genki_1_ch3_verbs',
      created: T0,
      updated: T0,
      duration_seconds: 0,
      questions_answered: 0,
    });
  });

  test('a replayed start changes nothing', async () => {
    const before = await storedSession(sessionID);
    const replay = aliceZero.mutate(
      mutators.practiceSessions.start({sessionID, modulePath: 'genki_1_ch4_other', startedAt: T0 + 5000}),
    );
    expect(await serverResult(replay)).toContain('success');
    expect(await storedSession(sessionID)).toEqual(before);
  });

  test('update sets the duration, the count and the last-updated time; a late (older) update is ignored', async () => {
    const update = aliceZero.mutate(
      mutators.practiceSessions.update({sessionID, durationSeconds: 95, questionsAnswered: 12, updatedAt: T0 + 95_000}),
    );
    expect(await serverResult(update)).toContain('success');
    expect(await storedSession(sessionID)).toMatchObject({
      duration_seconds: 95,
      questions_answered: 12,
      updated: T0 + 95_000,
      created: T0,
    });

    const late = aliceZero.mutate(
      mutators.practiceSessions.update({sessionID, durationSeconds: 40, questionsAnswered: 5, updatedAt: T0 + 40_000}),
    );
    expect(await serverResult(late)).toContain('success');
    expect(await storedSession(sessionID)).toMatchObject({
      duration_seconds: 95,
      questions_answered: 12,
      updated: T0 + 95_000,
    });
  });

  test('recent lists the newest first, limited; since lists those started from a time', async () => {
    const older = `session-${crypto.randomUUID()}`;
    const newer = `session-${crypto.randomUUID()}`;
    await aliceZero.mutate(
      mutators.practiceSessions.start({
        sessionID: older,
        modulePath: 'genki_1_ch2_numbers',
        startedAt: T0 - 86_400_000,
      }),
    ).server;
    await aliceZero.mutate(
      mutators.practiceSessions.start({sessionID: newer, modulePath: 'genki_1_ch4_places', startedAt: T0 + 60_000}),
    ).server;

    const recent = await aliceZero.run(queries.practiceSessions.recent({limit: 2}), {type: 'complete'});
    expect(recent.map((row) => row.session_id)).toEqual([newer, sessionID]);
    const since = await aliceZero.run(queries.practiceSessions.since({from: T0}), {type: 'complete'});
    expect(since.map((row) => row.session_id)).toEqual([newer, sessionID]);
    expect(since[1]).toMatchObject({duration_seconds: 95, questions_answered: 12});
  });

  test('an update keeps where a vocabulary run stands; latestOf reads the module’s latest session with it', async () => {
    const practised = `session-${crypto.randomUUID()}`;
    const modulePath = 'genki_1_ch1_people';
    await aliceZero.mutate(mutators.practiceSessions.start({sessionID: practised, modulePath, startedAt: T0})).server;
    const run: PracticeRunSnapshot = {
      mode: 'spellings',
      kind: 'practice',
      total: 3,
      queue: ['c', 'a'],
      answered: 2,
      firstTryCorrect: 1,
      misses: ['a'],
      seen: ['a', 'b'],
    };
    const update = aliceZero.mutate(
      mutators.practiceSessions.update({
        sessionID: practised,
        durationSeconds: 20,
        questionsAnswered: 2,
        updatedAt: T0 + 20_000,
        run,
      }),
    );
    expect(await serverResult(update)).toContain('success');
    expect((await sql`select run from user_practice_sessions where session_id = ${practised}`)[0]?.run).toEqual(run);
    const [latest] = await aliceZero.run(queries.practiceSessions.latestOf({modulePath}), {type: 'complete'});
    expect(latest).toMatchObject({session_id: practised, run});
    // An update without a run (another drill) leaves it as it is.
    await aliceZero.mutate(
      mutators.practiceSessions.update({
        sessionID: practised,
        durationSeconds: 30,
        questionsAnswered: 3,
        updatedAt: T0 + 30_000,
      }),
    ).server;
    expect((await sql`select run from user_practice_sessions where session_id = ${practised}`)[0]?.run).toEqual(run);
    // A malformed run is refused and changes nothing.
    const bad = aliceZero.mutate(
      mutators.practiceSessions.update({
        sessionID: practised,
        durationSeconds: 40,
        questionsAnswered: 4,
        updatedAt: T0 + 40_000,
        run: {...run, queue: Array.from({length: 6000}, (_, i) => `k${i}`)},
      }),
    );
    expect(await serverResult(bad)).not.toContain('success');
    expect(await storedSession(practised)).toMatchObject({duration_seconds: 30, questions_answered: 3});
  });

  test('another user reads none of them and cannot update or take them over', async () => {
    expect(await bobZero.run(queries.practiceSessions.recent({limit: 50}), {type: 'complete'})).toEqual([]);
    expect(await bobZero.run(queries.practiceSessions.since({from: 0}), {type: 'complete'})).toEqual([]);
    expect(await bobZero.run(zql.user_practice_sessions)).toEqual([]);

    const before = await storedSession(sessionID);
    const update = bobZero.mutate(
      mutators.practiceSessions.update({sessionID, durationSeconds: 1, questionsAnswered: 1, updatedAt: T0 + 999_000}),
    );
    expect(await serverResult(update)).toContain('You can only update your own practice sessions');
    const takeOver = bobZero.mutate(
      mutators.practiceSessions.start({sessionID, modulePath: 'bob-module', startedAt: T0 + 999_000}),
    );
    expect(await serverResult(takeOver)).toContain('success');
    expect(await storedSession(sessionID)).toEqual(before);
  });

  test('a signed-out visitor can neither start nor update a session', async () => {
    const anonymous = client({userID: null});
    const count = async () => (await sql`select count(*)::int as n from user_practice_sessions`)[0]!.n as number;
    const before = await count();
    const start = anonymous.mutate(
      mutators.practiceSessions.start({sessionID: `session-${crypto.randomUUID()}`, modulePath: 'x', startedAt: T0}),
    );
    expect(await serverResult(start)).toContain('You need to sign in to do that');
    const update = anonymous.mutate(
      mutators.practiceSessions.update({sessionID, durationSeconds: 1, questionsAnswered: 1, updatedAt: T0 + 999_000}),
    );
    expect(await serverResult(update)).toContain('You need to sign in to do that');
    expect(await count()).toBe(before);
    expect(await anonymous.run(queries.practiceSessions.recent({limit: 5}), {type: 'complete'})).toEqual([]);
  });
});

describe('forged and malformed session writes are refused and write nothing', () => {
  const sessionID = `session-${crypto.randomUUID()}`;
  let tamperedBob: TamperedZero;
  beforeAll(async () => {
    tamperedBob = tamperedClient({cookie: bob.cookie, userID: bob.id});
    await bobZero.mutate(
      mutators.practiceSessions.start({sessionID, modulePath: 'genki_1_ch1_greetings', startedAt: T0}),
    ).server;
  });

  const malformed: [string, 'start' | 'update', ReadonlyJSONValue, string][] = [
    [
      'a user id in the arguments',
      'start',
      {sessionID: 'forged-session-1', modulePath: 'x', startedAt: T0, userID: 'someone'},
      'Unrecognized key: \\"userID\\"',
    ],
    [
      'an empty module path',
      'start',
      {sessionID: 'forged-session-2', modulePath: '  ', startedAt: T0},
      'Module path is required',
    ],
    ['a short session id', 'start', {sessionID: 'x', modulePath: 'x', startedAt: T0}, 'Session id is too short'],
    [
      'a negative duration',
      'update',
      {sessionID, durationSeconds: -5, questionsAnswered: 1, updatedAt: T0 + 1},
      'durationSeconds: Too small: expected number to be >=0',
    ],
    [
      'a fractional count',
      'update',
      {sessionID, durationSeconds: 5, questionsAnswered: 1.5, updatedAt: T0 + 1},
      'questionsAnswered: Invalid input: expected int, received number',
    ],
    [
      'a duration over a day',
      'update',
      {sessionID, durationSeconds: 90_000, questionsAnswered: 1, updatedAt: T0 + 1},
      'Duration must be at most a day',
    ],
    [
      'a forged creation time',
      'update',
      {sessionID, durationSeconds: 5, questionsAnswered: 1, updatedAt: T0 + 1, created_at: 0},
      'Unrecognized key: \\"created_at\\"',
    ],
  ];
  test.each(malformed)('%s', async (_name, mutator, args, message) => {
    const before = await sql`select * from user_practice_sessions where user_id = ${bob.id} order by session_id`;
    expect(await serverResult(tamperedBob.mutate(tamperedMutators.practiceSessions[mutator](args)))).toContain(message);
    expect(await sql`select * from user_practice_sessions where user_id = ${bob.id} order by session_id`).toEqual(
      before,
    );
  });
});
