// The write path's guarantees, through real zero-cache, the real server and Postgres: every refusal carries the code
// the client decides retry or drop from; a write that times out is `server-unavailable` and succeeds when sent
// again; concurrent writers never lose each other's change; a late review is folded in by review time; clocks
// running ahead are not believed; and the database holds what the mutators check.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import fs from 'node:fs';
import postgres from 'postgres';
import type {MutatorResultDetails} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {replayReviews} from '../../schema/mutators/reviews.ts';
import {MODULE_PATH_MAX} from '../../schema/validators.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {tamperedMutators, zeroClients, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 3, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const DAY = 86_400_000;
const {client, tampered, closeAll} = zeroClients(baseURL);

let alice: TestUser;
let bob: TestUser;
let aliceZero: TestZero;
let aliceOtherDevice: TestZero;
let bobZero: TestZero;

beforeAll(async () => {
  alice = await signUp(baseURL, 'integrity-alice');
  bob = await signUp(baseURL, 'integrity-bob');
  aliceZero = client({cookie: alice.cookie, userID: alice.id});
  aliceOtherDevice = client({cookie: alice.cookie, userID: alice.id});
  bobZero = client({cookie: bob.cookie, userID: bob.id});
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

const codeOf = async (write: {server: Promise<MutatorResultDetails>}) =>
  refusalOf(await write.server)?.code ?? 'success';

/** Waits until `count` of the server's transactions are blocked on a lock. */
async function untilWaiting(count: number) {
  await expect
    .poll(
      async () =>
        (
          await sql`
    select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`
        )[0]!.n,
      {timeout: 4000, interval: 25},
    )
    .toBeGreaterThanOrEqual(count);
}

const grade = (
  zero: TestZero,
  card: string,
  rating: 1 | 2 | 3 | 4,
  reviewedAt: number,
  reviewID = crypto.randomUUID(),
) => zero.mutate(mutators.reviews.grade({reviewID, cardID: card, rating, reviewedAt}));

type CardRow = {fsrs_card: unknown; last_review_id: string; updated: number};
async function storedCard(id: string): Promise<CardRow> {
  const [row] = await sql<CardRow[]>`
    select fsrs_card, last_review_id, (extract(epoch from updated_at) * 1000)::float8 as updated from fsrs_cards where id = ${id}`;
  return row!;
}

async function logsOf(id: string) {
  return sql<{id: string; rating: 1 | 2 | 3 | 4; reviewedAt: number; review_log: unknown}[]>`
    select id, rating, (extract(epoch from reviewed_at) * 1000)::float8 as "reviewedAt", review_log
    from fsrs_review_logs where card_id = ${id} order by reviewed_at, id`;
}

describe('every refusal carries a code', () => {
  test('invalid input, forbidden, and a constraint the database enforces are final', async () => {
    const forged = tampered({cookie: bob.cookie, userID: bob.id});
    expect(
      await codeOf(
        forged.mutate(tamperedMutators.reviews.grade({reviewID: 'short', cardID: 'x', rating: 9, reviewedAt: -1})),
      ),
    ).toBe('invalid-input');
    const aliceCard = cardID({userID: alice.id, itemKey: '犬', type: 'vocabulary', mode: 'meanings'});
    expect(await codeOf(grade(bobZero, aliceCard, 3, T0))).toBe('forbidden');
    expect(
      await codeOf(client({userID: null}).mutate(mutators.progress.completeModule({modulePath: 'x', completedAt: T0}))),
    ).toBe('forbidden');
    try {
      await sql`alter table user_module_progress add constraint integrity_refused check (module_path <> 'integrity-refused') not valid`;
      const refused = bobZero.mutate(
        mutators.progress.completeModule({modulePath: 'integrity-refused', completedAt: T0}),
      );
      expect(refusalOf(await refused.server)).toEqual({
        code: 'invalid-input',
        message: 'The server refused this change as invalid',
      });
    } finally {
      await sql`alter table user_module_progress drop constraint if exists integrity_refused`;
    }
    expect(await sql`select 1 from user_module_progress where user_id = ${bob.id}`).toHaveLength(0);
  });

  test('a write that times out on a lock is server-unavailable, changes nothing, and is kept by its client, which sends it again', async () => {
    const key = `profile:${bob.id}`;
    const write = () => bobZero.mutate(mutators.settings.update({patch: {'active-deck': 'chapter-7'}, changedAt: T0}));
    const holder = await sql.reserve();
    try {
      await holder`select pg_advisory_lock(hashtextextended(${key}, 0))`;
      const refused = await write().server;
      expect(refusalOf(refused)).toEqual({
        code: 'server-unavailable',
        message: 'The server is busy or restarting; this will be retried',
      });
      // Not a word of the database's own message reaches the client.
      expect(JSON.stringify(refused)).not.toMatch(/lock|timeout|canceling/i);
      expect(
        await sql`select user_preferences->>'active-deck' as deck from profiles where user_id = ${bob.id}`,
      ).not.toEqual([{deck: 'chapter-7'}]);
      // The push failed instead of answering the write: Zero keeps it (still shown on the device) and stops.
      expect(bobZero.connection.state.current.name).toBe('error');
    } finally {
      await holder`select pg_advisory_unlock_all()`;
      holder.release();
    }
    // Connected again (the app does it with backoff), Zero sends the same write, and it lands.
    await bobZero.connection.connect();
    await expect
      .poll(async () => sql`select user_preferences->>'active-deck' as deck from profiles where user_id = ${bob.id}`)
      .toEqual([{deck: 'chapter-7'}]);
    expect(await codeOf(write())).toBe('success');
  });
});

describe('concurrent writers never lose each other', () => {
  test('two devices changing different settings at the same moment both keep their change', async () => {
    expect(
      await codeOf(aliceZero.mutate(mutators.settings.update({patch: {'active-deck': 'chapter-1'}, changedAt: T0}))),
    ).toBe('success');
    // While the test holds the profile row, both writes reach the server and wait; then they run together.
    const writes = await sql.begin(async (tx) => {
      await tx`select 1 from profiles where user_id = ${alice.id} for update`;
      const started = [
        aliceZero.mutate(mutators.settings.update({patch: {'active-deck': 'chapter-2'}, changedAt: T0 + 1})),
        aliceOtherDevice.mutate(mutators.settings.update({patch: {'color-mode': 'dark'}, changedAt: T0 + 2})),
      ];
      await untilWaiting(2);
      return started;
    });
    expect(await Promise.all(writes.map(codeOf))).toEqual(['success', 'success']);
    const [row] =
      await sql`select user_preferences->>'active-deck' as deck, user_preferences->>'color-mode' as mode from profiles where user_id = ${alice.id}`;
    expect(row).toEqual({deck: 'chapter-2', mode: 'dark'});
  });

  test('two grades of one card at the same moment apply in order: a log row each, the card the replay of both', async () => {
    const card = cardID({userID: alice.id, itemKey: '猫', type: 'vocabulary', mode: 'meanings'});
    expect(await codeOf(grade(aliceZero, card, 3, T0))).toBe('success');
    const writes = await sql.begin(async (tx) => {
      await tx`select 1 from fsrs_cards where id = ${card} for update`;
      const started = [grade(aliceZero, card, 1, T0 + 2 * DAY), grade(aliceOtherDevice, card, 4, T0 + 2 * DAY + 1)];
      await untilWaiting(2);
      return started;
    });
    expect(await Promise.all(writes.map(codeOf))).toEqual(['success', 'success']);
    const logs = await logsOf(card);
    expect(logs).toHaveLength(3);
    expect((await storedCard(card)).fsrs_card).toEqual(
      replayReviews(
        null,
        logs.map(({id, rating, reviewedAt}) => ({id, rating, reviewedAt})),
      ).card,
    );
  });
});

describe('review times', () => {
  test('a review that arrives after a later one is logged and folded in by review time, never stepped after it', async () => {
    const card = cardID({userID: alice.id, itemKey: '鳥', type: 'vocabulary', mode: 'meanings'});
    const first = crypto.randomUUID();
    const later = crypto.randomUUID();
    const late = crypto.randomUUID();
    expect(await codeOf(grade(aliceZero, card, 3, T0, first))).toBe('success');
    expect(await codeOf(grade(aliceZero, card, 3, T0 + 10 * DAY, later))).toBe('success');
    // Answered offline on another device between the two, sent only now.
    expect(await codeOf(grade(aliceOtherDevice, card, 1, T0 + 4 * DAY, late))).toBe('success');

    const logs = await logsOf(card);
    expect(logs.map((log) => log.id)).toEqual([first, late, later]);
    const replay = replayReviews(
      null,
      logs.map(({id, rating, reviewedAt}) => ({id, rating, reviewedAt})),
    );
    const stored = await storedCard(card);
    expect(stored).toEqual({fsrs_card: replay.card, last_review_id: later, updated: T0 + 10 * DAY});
    // Each log says what its review did in that order, and no interval runs backwards.
    for (const log of logs) expect(log.review_log).toEqual(replay.logs.get(log.id));
    expect((stored.fsrs_card as {due: number}).due).toBeGreaterThan(T0 + 10 * DAY);
    expect(logs.every((log) => (log.review_log as {elapsed_days: number}).elapsed_days >= 0)).toBe(true);
  });

  test('a review time far ahead of the server clock is clamped to it, and the skew is logged', async () => {
    const card = cardID({userID: alice.id, itemKey: '魚', type: 'vocabulary', mode: 'meanings'});
    const before = Date.now();
    expect(await codeOf(grade(aliceZero, card, 3, before + 3 * DAY))).toBe('success');
    const [log] = await logsOf(card);
    expect(log!.reviewedAt).toBeGreaterThanOrEqual(before);
    expect(log!.reviewedAt).toBeLessThanOrEqual(Date.now());
    await expect
      .poll(() => fs.readFileSync(inject('serverLogFile'), 'utf8'))
      .toMatch(/clock skew: a client's review time was 259\d\d\d s ahead/);
  });
});

describe('client clocks', () => {
  test('every other client time far ahead of the server clock is clamped too: a completion, a practice session, a settings change', async () => {
    const before = Date.now();
    const ahead = before + 3 * DAY;
    const sessionID = crypto.randomUUID();
    const writes = [
      mutators.progress.completeModule({modulePath: 'clock-ahead', completedAt: ahead}),
      mutators.practiceSessions.start({sessionID, modulePath: 'clock-ahead', startedAt: ahead}),
      mutators.practiceSessions.update({sessionID, durationSeconds: 30, questionsAnswered: 3, updatedAt: ahead + 1000}),
      mutators.settings.update({patch: {'active-deck': 'chapter-9'}, changedAt: ahead}),
    ];
    for (const write of writes) expect(await codeOf(bobZero.mutate(write))).toBe('success');
    const after = Date.now();
    const [stored] = await sql<
      {completed: number; started: number; updated: number; answered: number; changed: number; profileUpdated: number}[]
    >`
      select (extract(epoch from p.completed_at) * 1000)::float8 as completed,
             (extract(epoch from s.created_at) * 1000)::float8 as started, (extract(epoch from s.last_updated_at) * 1000)::float8 as updated,
             s.questions_answered as answered,
             (f.user_preferences->>'timestamp')::float8 as changed, (extract(epoch from f.updated_at) * 1000)::float8 as "profileUpdated"
      from user_module_progress p, user_practice_sessions s, profiles f
      where p.user_id = ${bob.id} and p.module_path = 'clock-ahead' and s.session_id = ${sessionID} and f.user_id = ${bob.id}`;
    const {answered, ...times} = stored!;
    for (const [what, time] of Object.entries(times)) {
      expect(time, what).toBeGreaterThanOrEqual(before);
      expect(time, what).toBeLessThanOrEqual(after);
    }
    // The update still applied: clamped, it is not older than the clamped start.
    expect(answered).toBe(3);
    const log = () => fs.readFileSync(inject('serverLogFile'), 'utf8');
    for (const what of ['completion time', 'session start', 'session update', 'settings change']) {
      await expect.poll(log).toMatch(new RegExp(`clock skew: a client's ${what} was 259\\d{3} s ahead of the server`));
    }
  });
});

describe('the database holds what the mutators check', () => {
  test("a review log row belongs to its card's owner", async () => {
    const card = cardID({userID: alice.id, itemKey: '猫', type: 'vocabulary', mode: 'meanings'});
    await expect(sql`insert into fsrs_review_logs (id, card_id, user_id, rating, state, review_log, reviewed_at)
      values (${crypto.randomUUID()}, ${card}, ${bob.id}, 3, 0, '{}', now())`).rejects.toMatchObject({code: '23503'});
  });

  test('module paths have one limit, in the mutator and in both tables', async () => {
    const long = 'm'.repeat(MODULE_PATH_MAX + 1);
    const refused = await bobZero.mutate(mutators.progress.completeModule({modulePath: long, completedAt: T0})).server;
    expect(refusalOf(refused)).toEqual({
      code: 'invalid-input',
      message: `Module path must be at most ${MODULE_PATH_MAX} characters`,
    });
    const session = await bobZero.mutate(
      mutators.practiceSessions.start({sessionID: crypto.randomUUID(), modulePath: long, startedAt: T0}),
    ).server;
    expect(refusalOf(session)?.code).toBe('invalid-input');
    await expect(sql`insert into user_module_progress values (${bob.id}, ${long}, now())`).rejects.toMatchObject({
      code: '23514',
    });
    await expect(sql`insert into user_practice_sessions (session_id, user_id, module_path, created_at, last_updated_at)
      values (${crypto.randomUUID()}, ${bob.id}, ${long}, now(), now())`).rejects.toMatchObject({code: '23514'});
    expect(
      await codeOf(
        bobZero.mutate(mutators.progress.completeModule({modulePath: 'm'.repeat(MODULE_PATH_MAX), completedAt: T0})),
      ),
    ).toBe('success');
  });
});
