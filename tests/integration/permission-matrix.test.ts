// A permission matrix generated from the registries: every mutator and every query (schema/mutators.ts,
// schema/queries.ts), and the endpoints that answer per learner, tried as a second learner and signed out, with the
// first learner's ids in every id argument and with ids nobody holds. None may change or show the first learner's
// data; signed out, every write is refused.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {mustGetMutator, mustGetQuery} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {ZERO_DUE_COUNTS} from '../../schema/review-stats.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {registeredMutators, tamperedMutator, zeroClients} from '../support/zero-client.ts';
import {BUILDING_MUTATORS, mutatorExamples, newTargetIDs, queryExamples, unheldIDs, type TargetIDs} from '../support/write-examples.ts';

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
    return typeof value === 'function' && 'queryName' in value ? [(value as {queryName: string}).queryName] : registeredQueryNames(value);
  });
}

/** Every row of every public table that mentions the target's data, as text: what a forgery must leave as it was. */
async function footprint(ids: TargetIDs): Promise<string[]> {
  const tables = await sql<{name: string}[]>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  const needles = [ids.userID, ids.itemID, ids.itemWord, ids.sessionID, ids.inviteToken, ids.deviceID, String(ids.deckID), String(ids.folderID)];
  const rows: string[] = [];
  for (const {name} of tables) {
    const found = await sql<{row: string}[]>`select t::text as row from ${sql(name)} t where t::text like any(${needles.map((needle) => `%${needle}%`)})`;
    rows.push(...found.map(({row}) => `${name} ${row}`));
  }
  return rows.toSorted();
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
});

test('no mutator, query or endpoint lets a second learner or a visitor change or see another learner\'s data', async () => {
  const mutatorNames = registeredMutators().map((mutator) => mutator.mutatorName);
  const queryNames = registeredQueryNames();
  expect(mutatorNames.filter((name) => !(name in mutatorExamples(target))), 'mutators with no example in tests/support/write-examples.ts').toEqual([]);
  expect(queryNames.filter((name) => !(name in queryExamples(target))), 'queries with no example in tests/support/write-examples.ts').toEqual([]);

  const before = await footprint(target);
  expect(before.length).toBeGreaterThan(5);
  const attempts = {mutators: 0, queries: 0, endpoints: 0};
  const leaks: string[] = [];
  const identities = [
    {who: 'a second learner', cookie: bob.cookie, userID: bob.id as string | null},
    {who: 'a visitor', cookie: undefined, userID: null},
  ];
  const aimedAt = [{at: "the first learner's ids", ids: target}, {at: 'ids nobody holds', ids: unheldIDs()}];

  for (const identity of identities) {
    const forger = tampered({cookie: identity.cookie, userID: identity.userID});
    const reader = client({cookie: identity.cookie, userID: identity.userID});
    for (const {at, ids} of aimedAt) {
      const writes = mutatorExamples(ids);
      for (const name of mutatorNames) {
        const result = await forger.mutate(tamperedMutator(name)(writes[name]!)).server;
        attempts.mutators++;
        if (identity.userID === null && !refusalOf(result)) leaks.push(`${name} as ${identity.who} aimed at ${at} was accepted`);
      }
      const reads = queryExamples(ids);
      for (const name of queryNames) {
        const rows = await reader.run(mustGetQuery(queries, name)(reads[name] as never) as never, {type: 'complete'}) as unknown;
        attempts.queries++;
        const text = JSON.stringify(rows ?? null);
        if ([target.userID, target.itemID, target.sessionID, target.inviteToken].some((needle) => text.includes(needle))
          || new RegExp(`"(deck_id|folder_id)":(${target.deckID}|${target.folderID})\\b`).test(text)) {
          leaks.push(`${name} as ${identity.who} aimed at ${at} showed ${text.slice(0, 200)}`);
        }
      }
    }
    const headers: Record<string, string> = identity.cookie ? {cookie: identity.cookie} : {};
    const claims = (await (await fetch(`${baseURL}/api/user`, {headers})).json()) as {user: {id: string} | null};
    attempts.endpoints++;
    if (claims.user?.id !== (identity.userID ?? undefined)) leaks.push(`/api/user as ${identity.who} answered ${JSON.stringify(claims.user)}`);
    const counts = (await (await fetch(`${baseURL}/api/review/due-counts`, {method: 'POST', headers: {...headers, 'content-type': 'application/json'}, body: '{}'})).json()) as {dueCounts: unknown};
    attempts.endpoints++;
    if (JSON.stringify(counts.dueCounts) !== JSON.stringify(ZERO_DUE_COUNTS)) leaks.push(`due counts as ${identity.who}: ${JSON.stringify(counts.dueCounts)}`);
  }
  // Alice herself sees her due card: the counts above would have shown a leak.
  const own = (await (await fetch(`${baseURL}/api/review/due-counts`, {method: 'POST', headers: {cookie: alice.cookie, 'content-type': 'application/json'}, body: '{}'})).json()) as {dueCounts: unknown};
  expect(JSON.stringify(own.dueCounts)).not.toBe(JSON.stringify(ZERO_DUE_COUNTS));

  const total = attempts.mutators + attempts.queries + attempts.endpoints;
  const after = await footprint(target);
  console.log(`Permission matrix: ${total} attempts (${attempts.mutators} writes to ${mutatorNames.length} mutators, ${attempts.queries} reads of ${queryNames.length} queries, ${attempts.endpoints} endpoint calls) as a second learner and signed out; ${leaks.length + (after.join('\n') === before.join('\n') ? 0 : 1)} succeeded`);
  expect(leaks).toEqual([]);
  expect(after).toEqual(before);
  expect(total).toBeGreaterThanOrEqual(100);
});
