// Property-based fuzzing of every mutator through the real push endpoint: generated arguments the mutator's own
// validator refuses — junk JSON, and valid arguments with a field dropped, added or replaced by a hostile value —
// FUZZ_RUNS (1,000) per mutator, half signed in and half signed out. Most are pushed to /api/zero/mutate in batches,
// as zero-cache pushes them; the first FUZZ_THROUGH_ZERO of each half go the whole way through Zero clients and
// zero-cache. Every one is refused with a code and a clear message, none is a server error, and no row changes.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import fc from 'fast-check';
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';
import {REFUSAL_CODES, refusalOf, type RefusalCode} from '../../schema/refusals.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {registeredMutators, tamperedMutator, zeroClients, type RegisteredMutator} from '../support/zero-client.ts';
import {pushToMutateEndpoint} from '../support/mutate-endpoint.ts';
import {mutatorExamples, newTargetIDs} from '../support/write-examples.ts';
import {databaseFingerprint, HOSTILE_STRINGS, isClearMessage} from '../support/fuzz.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const THROUGH_ZERO = Number(process.env.FUZZ_THROUGH_ZERO ?? 25);
const DEVICES = 4;
const PUSH_BATCH = 60;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const {tampered, closeAll} = zeroClients(baseURL);
let mallory: TestUser;

beforeAll(async () => {
  mallory = await signUp(baseURL, 'fuzz-mallory');
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

/** True when the mutator's own validator refuses the arguments (it runs before the mutator touches anything). */
async function validatorRefuses(mutator: RegisteredMutator, args: ReadonlyJSONValue): Promise<boolean> {
  try {
    await mutator.fn({args, ctx: {userID: null}, tx: undefined});
    return false;
  } catch (error) {
    return error instanceof Error && error.name === 'InputValidationError';
  }
}

const hostileValue: fc.Arbitrary<ReadonlyJSONValue> = fc.oneof(
  fc.constantFrom<ReadonlyJSONValue>(null, true, false, 0, -1, 1.5, -(2 ** 53), 2 ** 53, 1e308, -1e308, '', [], {}),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({maxLength: 40}),
  fc.string({minLength: 5001, maxLength: 5100}),
  fc.integer(),
  fc.double({noNaN: true, noDefaultInfinity: true}),
  fc.jsonValue({maxDepth: 2}) as fc.Arbitrary<ReadonlyJSONValue>,
);

/** Valid arguments with one to three fields dropped, added or replaced by a hostile value. */
function nearlyValid(example: ReadonlyJSONValue): fc.Arbitrary<ReadonlyJSONValue> {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return hostileValue;
  const keys = Object.keys(example);
  const change = fc.oneof(
    fc.record({kind: fc.constant('replace' as const), key: fc.constantFrom(...keys), value: hostileValue}),
    fc.record({kind: fc.constant('drop' as const), key: fc.constantFrom(...keys)}),
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.oneof(fc.string({maxLength: 12}), fc.constantFrom('userID', 'user_id', '__proto__', 'constructor')),
      value: hostileValue,
    }),
  );
  return fc.array(change, {minLength: 1, maxLength: 3}).map((changes) => {
    const args: Record<string, ReadonlyJSONValue> = {...(example as Record<string, ReadonlyJSONValue>)};
    for (const each of changes) {
      if (each.kind === 'drop') delete args[each.key];
      else
        Object.defineProperty(args, each.key, {
          value: each.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return args;
  });
}

/** `count` generated arguments for the mutator that its validator refuses. */
async function refusedArguments(
  mutator: RegisteredMutator,
  example: ReadonlyJSONValue | undefined,
  count: number,
  seed: number,
) {
  const arbitrary =
    example === undefined
      ? hostileValue
      : fc.oneof({arbitrary: nearlyValid(example), weight: 3}, {arbitrary: hostileValue, weight: 1});
  const found: ReadonlyJSONValue[] = [];
  for (let round = 0; found.length < count && round < 20; round++) {
    for (const args of fc.sample(arbitrary, {numRuns: count * 2, seed: seed + round})) {
      // Zero sends arguments as JSON: what survives the round trip is what the server gets.
      const sent = JSON.parse(JSON.stringify(args ?? null)) as ReadonlyJSONValue;
      if (found.length < count && (await validatorRefuses(mutator, sent))) found.push(sent);
    }
  }
  expect(found.length, `${mutator.mutatorName}: refused arguments generated`).toBe(count);
  return found;
}

test(`every mutator refuses ${RUNS} generated bad arguments, half signed in and half signed out, with a code and a clear message, changing nothing`, async () => {
  const examples = mutatorExamples(newTargetIDs(mallory.id));
  // Several clients (devices) per identity: zero-cache and the server work on their pushes side by side.
  const devices = (cookie: string | undefined, userID: string | null) =>
    Array.from({length: DEVICES}, () => tampered({cookie, userID}));
  const identities = [
    {
      who: 'signed in',
      cookie: mallory.cookie,
      clients: devices(mallory.cookie, mallory.id),
      codes: ['invalid-input'] as RefusalCode[],
    },
    {
      who: 'signed out',
      cookie: undefined,
      clients: devices(undefined, null),
      codes: ['invalid-input', 'forbidden'] as RefusalCode[],
    },
  ];
  const before = await databaseFingerprint(sql);
  const mutators = registeredMutators();
  // Half of each mutator's arguments signed in, the other half signed out.
  const sends = await Promise.all(
    mutators.map(async (mutator, index) => {
      const payloads = await refusedArguments(mutator, examples[mutator.mutatorName], RUNS, SEED + index * 1000);
      return identities.map((identity, half) => ({
        mutator,
        identity,
        sending: payloads.filter((_, at) => at % identities.length === half),
        results: [] as MutatorResultDetails[],
      }));
    }),
  ).then((perMutator) => perMutator.flat());

  // The first FUZZ_THROUGH_ZERO of each go the whole way through Zero clients and zero-cache; then the clients
  // close, since every client group zero-cache keeps open re-runs its queries on each write the rest makes.
  for (const send of sends) {
    const {
      mutator,
      identity: {clients},
    } = send;
    send.results = await Promise.all(
      send.sending
        .slice(0, THROUGH_ZERO)
        .map((args, at) => clients[at % DEVICES]!.mutate(tamperedMutator(mutator.mutatorName)(args)).server),
    );
  }
  await closeAll();
  for (const send of sends) {
    // The batches go side by side, as several clients' pushes do: their commits share the disk's flushes.
    const batches: ReadonlyJSONValue[][] = [];
    for (let start = THROUGH_ZERO; start < send.sending.length; start += PUSH_BATCH)
      batches.push(send.sending.slice(start, start + PUSH_BATCH));
    const answered = await Promise.all(
      batches.map((batch) =>
        pushToMutateEndpoint(
          baseURL,
          send.identity.cookie,
          batch.map((args) => ({name: send.mutator.mutatorName, args})),
        ),
      ),
    );
    send.results.push(...answered.flat());
  }

  const problems: string[] = [];
  for (const {
    mutator,
    identity: {who, codes},
    sending,
    results,
  } of sends) {
    results.forEach((result, at) => {
      const refusal = refusalOf(result);
      const why = !refusal
        ? 'accepted'
        : !REFUSAL_CODES.includes(refusal.code) || !codes.includes(refusal.code)
          ? `refused with ${refusal.code}: ${refusal.message}`
          : !isClearMessage(refusal.message)
            ? `unclear message ${JSON.stringify(refusal.message)}`
            : null;
      if (why && problems.length < 20)
        problems.push(`${mutator.mutatorName} ${who} ${JSON.stringify(sending[at]).slice(0, 160)}: ${why}`);
    });
  }
  const sent = sends.reduce((sum, send) => sum + send.results.length, 0);
  console.log(
    `Fuzzed ${mutators.length} mutators with ${RUNS} refused arguments each (half signed in, half signed out): ${sent} writes to the push endpoint, ${THROUGH_ZERO * 2 * mutators.length} of them through Zero clients and zero-cache (seed ${SEED}); ${problems.length} problems`,
  );
  expect(sent).toBe(RUNS * mutators.length);
  expect(problems).toEqual([]);
  expect(await databaseFingerprint(sql)).toEqual(before);
}, 1_200_000);
