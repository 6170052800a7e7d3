// Module completion through real zero-cache and the real server: a learner records and reads only their own
// completions, a repeat completion replaces the record, and forged or malformed writes change nothing.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {queries} from '../../schema/queries.ts';
import {zql} from '../../schema/zero-schema.ts';
import {mutators} from '../../schema/mutators.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {serverResult, tamperedMutators, zeroClients, type TamperedZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});

let alice: TestUser;
let bob: TestUser;
const {client, tampered: tamperedClient, closeAll} = zeroClients(baseURL);

async function storedProgress(userID: string) {
  const rows = await sql<{module_path: string; completed_at: Date}[]>`
    select module_path, completed_at from user_module_progress where user_id = ${userID} order by module_path`;
  return rows.map((row) => ({module_path: row.module_path, completed_at: row.completed_at.getTime()}));
}

beforeAll(async () => {
  alice = await signUp(baseURL, 'progress-alice');
  bob = await signUp(baseURL, 'progress-bob');
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

describe('completing modules', () => {
  test('a completion is stored for the caller and syncs to the caller’s other clients', async () => {
    const laptop = client({cookie: alice.cookie, userID: alice.id});
    const phone = client({cookie: alice.cookie, userID: alice.id});
    await phone.run(queries.moduleProgress.mine(), {type: 'complete'});
    const phoneSees = new Promise<string[]>((resolve) => {
      const view = phone.materialize(queries.moduleProgress.mine());
      view.addListener((rows) => {
        const paths = (rows as readonly {module_path: string}[]).map((row) => row.module_path);
        if (paths.includes('hiragana')) {
          resolve(paths);
          view.destroy();
        }
      });
    });
    expect(
      await serverResult(
        laptop.mutate(mutators.progress.completeModule({modulePath: 'hiragana', completedAt: 1_700_000_000_000})),
      ),
    ).toContain('success');
    expect(await phoneSees).toEqual(['hiragana']);
    expect(await storedProgress(alice.id)).toEqual([{module_path: 'hiragana', completed_at: 1_700_000_000_000}]);
  });

  test('completing again replaces the record; the query lists the latest first', async () => {
    const laptop = client({cookie: alice.cookie, userID: alice.id});
    expect(
      await serverResult(
        laptop.mutate(mutators.progress.completeModule({modulePath: 'katakana', completedAt: 1_700_000_100_000})),
      ),
    ).toContain('success');
    expect(
      await serverResult(
        laptop.mutate(mutators.progress.completeModule({modulePath: 'hiragana', completedAt: 1_700_000_200_000})),
      ),
    ).toContain('success');
    expect(await storedProgress(alice.id)).toEqual([
      {module_path: 'hiragana', completed_at: 1_700_000_200_000},
      {module_path: 'katakana', completed_at: 1_700_000_100_000},
    ]);
    const mine = await laptop.run(queries.moduleProgress.mine(), {type: 'complete'});
    expect(mine.map((row) => [row.module_path, row.completed_at])).toEqual([
      ['hiragana', 1_700_000_200_000],
      ['katakana', 1_700_000_100_000],
    ]);
  });
});

describe('a second learner', () => {
  let tampered: TamperedZero | undefined;
  function update(args: ReadonlyJSONValue) {
    if (!tampered) {
      tampered = tamperedClient({cookie: bob.cookie, userID: bob.id});
    }
    return serverResult(tampered.mutate(tamperedMutators.progress.completeModule(args)));
  }

  test('reads none of the first learner’s progress, even when its client claims to be them', async () => {
    const bobs = client({cookie: bob.cookie, userID: bob.id});
    expect(await bobs.run(queries.moduleProgress.mine(), {type: 'complete'})).toEqual([]);

    const lying = client({cookie: bob.cookie, userID: bob.id, context: {userID: alice.id}});
    await lying.run(queries.moduleProgress.mine(), {type: 'complete'});
    // The server built ctx from Bob's cookie: nothing of Alice reached this client.
    expect((await lying.run(zql.user_module_progress)).filter((row) => row.user_id === alice.id)).toEqual([]);
    // Clients of one user share a client group in this process; a client with the real mutators would replay the
    // tampered client's writes below with different code, so these two leave first.
    await Promise.all([bobs.close(), lying.close()]);
  });

  test('cannot write the first learner’s progress: forged arguments are refused, valid ones land in their own rows', async () => {
    const aliceBefore = await storedProgress(alice.id);
    expect(await update({modulePath: 'dare', completedAt: 5, userID: alice.id})).toContain(
      'Unrecognized key: \\"userID\\"',
    );
    expect(await update({modulePath: 'dare', completedAt: 5, user_id: alice.id})).toContain(
      'Unrecognized key: \\"user_id\\"',
    );
    expect(await update({modulePath: 'dare', completedAt: 1_700_000_300_000})).toContain('success');

    expect(await storedProgress(alice.id)).toEqual(aliceBefore);
    expect(await storedProgress(bob.id)).toEqual([{module_path: 'dare', completed_at: 1_700_000_300_000}]);
  });

  const malformed: [string, ReadonlyJSONValue, string][] = [
    ['an empty module path', {modulePath: '  ', completedAt: 7}, 'Module path is required'],
    [
      'a module path that is too long',
      {modulePath: 'x'.repeat(201), completedAt: 7},
      'Module path must be at most 200 characters',
    ],
    ['no time', {modulePath: 'dare'}, 'completedAt: Invalid input: expected number, received undefined'],
    ['a fractional time', {modulePath: 'dare', completedAt: 1.5}, 'Timestamp must be whole milliseconds'],
  ];
  test.each(malformed)('malformed: %s', async (_name, args, message) => {
    const before = await storedProgress(bob.id);
    expect(await update(args)).toContain(message);
    expect(await storedProgress(bob.id)).toEqual(before);
  });
});

describe('a signed-out visitor', () => {
  test('reads no progress and cannot complete a module', async () => {
    const anonymous = client({userID: null});
    expect(await anonymous.run(queries.moduleProgress.mine(), {type: 'complete'})).toEqual([]);
    const [before] = await sql<{n: number}[]>`select count(*)::int as n from user_module_progress`;
    const result = await serverResult(
      anonymous.mutate(mutators.progress.completeModule({modulePath: 'hiragana', completedAt: 9})),
    );
    expect(result).toContain('You need to sign in to do that');
    expect(await sql`select count(*)::int as n from user_module_progress`).toEqual([before]);
  });
});
