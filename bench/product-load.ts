// One offered load through the product's own stack: `learners` Node Zero clients, each its own account syncing its
// due cards as the review page does, grade cards at `rate` a second each for `seconds`. Used by bench:load and
// bench:load-curve. Returns the outcome, each part's CPU time while answering, and memory: the peak, and zero-cache's
// growth from before the learners connected until they had synced (what each client group holds).
import {startStack, type Stack} from '../tests/support/stack.ts';
import {signUp, type TestUser} from '../tests/support/accounts.ts';
import {createTestZero, type TestZero} from '../tests/support/zero-client.ts';
import {mutators} from '../schema/mutators.ts';
import {queries} from '../schema/queries.ts';
import {cardID} from '../schema/fsrs/card-id.ts';
import {refusalOf} from '../schema/refusals.ts';
import {viewSyncerFor} from '../server/zero-proxy.ts';
import postgres from 'postgres';
import {cpuSpent, ownCPUSeconds, productStackUsage, type StackPart} from './process-usage.ts';
import {offerLoad, type LoadOutcome} from './offered-load.ts';
import {seedCards} from './seed-cards.ts';
import {untilQuiet} from './cpu-per-trial.ts';

export type LoadResult = LoadOutcome & {
  label: string;
  seconds: number;
  peakMB: Record<StackPart, number>;
  /** zero-cache's memory (PSS) once every learner had synced, less before any connected, per learner. */
  zeroCacheMBPerClientGroup: number;
  /** From the first learner's client made until every learner's query had synced (ms). */
  syncMs: number;
  cpuSeconds: Record<StackPart | 'learners (this process)', number>;
  perViewSyncer: number[];
  readyMs: number;
};

export type LoadOptions = {
  label: string;
  port: number;
  learners: number;
  rate: number;
  seconds: number;
  /** The words graded: each learner's card of one of them, at random. */
  itemKeys: readonly string[];
  /** Cards seeded for each learner before they connect (bench/seed-cards.ts); none by default. */
  cardsPerLearner?: number;
  env?: Record<string, string>;
};

let running: Stack | undefined;
// Stopped from outside (Ctrl-C, a time limit): the stack stops too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void running?.stop().finally(() => process.exit(1)));
}

const SYNC_TIMEOUT_MS = 600_000;

function within<T>(promise: Promise<T>, ms: number, why: () => string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(why())), ms))]);
}

/** Runs `write` in one transaction; returns a WAL position before its commit. */
async function committedAt(
  sql: postgres.Sql,
  write: (tx: postgres.TransactionSql) => Promise<unknown>,
): Promise<string> {
  return sql.begin(async (tx) => {
    await write(tx);
    const [position] = await tx<{lsn: string}[]>`select pg_current_wal_insert_lsn()::text as lsn`;
    return position!.lsn;
  });
}

/** Waits until zero-cache has confirmed a WAL position past `lsn`: it has replicated what was committed there. */
async function replicatedPast(sql: postgres.Sql, lsn: string) {
  for (;;) {
    const [row] = await sql<{caught: boolean}[]>`
      select coalesce(bool_and(confirmed_flush_lsn > ${lsn}::pg_lsn), false) as caught
      from pg_replication_slots where slot_type = 'logical'`;
    if (row?.caught) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Seeds the learners' cards and waits until zero-cache has them and the stack is quiet again, so that what seeding
 * sets going is not counted as the answers' CPU and time (the floor's rows are in its table before its zero-cache
 * starts): a vacuum and analysis, as autovacuum would run soon after (as in bench:review), and the replica's first
 * commit after the seeding's, which took 1.6–1.8 s with 250,000 cards (zero-cache's slow-query log) and was an
 * answer's before this small commit took it. */
async function seedAndSettle(databaseURL: string, learners: readonly TestUser[], cards: number, stackPID: number) {
  const sql = postgres(databaseURL, {max: 1, onnotice: () => {}});
  try {
    const seeded = await committedAt(sql, async (tx) => {
      for (const learner of learners) await seedCards(tx, learner.id, 1, cards, Date.now() - cards * 60_000);
    });
    await replicatedPast(sql, seeded);
    await sql`vacuum analyze`;
    const touched = await committedAt(
      sql,
      (tx) => tx`update fsrs_cards set updated_at = updated_at where id = (select id from fsrs_cards limit 1)`,
    );
    await replicatedPast(sql, touched);
  } finally {
    await sql.end();
  }
  await untilQuiet(() => productStackUsage(stackPID).cpuSeconds);
}

export async function runProductLoad(options: LoadOptions): Promise<LoadResult> {
  const {label, port, learners: count, rate, seconds, itemKeys, cardsPerLearner = 0, env = {}} = options;
  const startedAt = performance.now();
  const stack: Stack = await startStack({port, dataDir: '.data-bench-load', env});
  running = stack;
  const readyMs = performance.now() - startedAt;
  const clients: TestZero[] = [];
  const peakMB: LoadResult['peakMB'] = {'web server': 0, 'zero-cache': 0, postgres: 0};
  const sample = () => {
    const {memoryMB} = productStackUsage(stack.process.pid!);
    for (const part of Object.keys(peakMB) as StackPart[]) peakMB[part] = Math.max(peakMB[part], memoryMB[part]);
    return memoryMB;
  };
  const sampler = setInterval(sample, 500);
  try {
    const learners: TestUser[] = [];
    for (let index = 0; index < count; index++) learners.push(await signUp(stack.baseURL, `load-${index}`));
    if (cardsPerLearner)
      await within(
        seedAndSettle(stack.databaseURL, learners, cardsPerLearner, stack.process.pid!),
        SYNC_TIMEOUT_MS,
        () => 'zero-cache did not replicate the seeded cards in time',
      );
    const beforeClients = sample()['zero-cache'];
    const connectedAt = performance.now();
    for (const learner of learners)
      clients.push(createTestZero(stack.baseURL, {cookie: learner.cookie, userID: learner.id}));
    const viewSyncers = Number(env.ZERO_VIEW_SYNCERS ?? 0);
    const perViewSyncer = Array.from({length: Math.max(1, viewSyncers)}, () => 0);
    for (const zero of clients) perViewSyncer[viewSyncerFor(await zero.clientGroupID, perViewSyncer.length)]!++;
    // Each learner syncs its due cards, as the review page does, and waits for them before the clock starts.
    const synced = Promise.all(
      clients.map(
        (zero) =>
          new Promise<void>((resolve) => {
            const view = zero.materialize(queries.fsrsCards.due());
            view.addListener((_rows, resultType) => resultType === 'complete' && resolve());
          }),
      ),
    );
    await within(
      synced,
      SYNC_TIMEOUT_MS,
      () => `the learners' cards did not sync in time:\n${stack.output().slice(-4000)}`,
    );
    const syncMs = performance.now() - connectedAt;
    const zeroCacheMBPerClientGroup = (sample()['zero-cache'] - beforeClients) / count;
    console.log(`${label}: ${count} learners signed up and synced; answering for ${seconds} s`);

    const cpuAtStart = {
      ...productStackUsage(stack.process.pid!).cpuSeconds,
      'learners (this process)': ownCPUSeconds(),
    };
    const outcome = await offerLoad(clients.length, {rate, seconds}, async (index) => {
      const itemKey = itemKeys[Math.floor(Math.random() * itemKeys.length)]!;
      const args = {
        reviewID: crypto.randomUUID(),
        cardID: cardID({userID: learners[index]!.id, itemKey, type: 'vocabulary', mode: 'meanings'}),
        rating: (1 + Math.floor(Math.random() * 4)) as 1 | 2 | 3 | 4,
        reviewedAt: Date.now(),
      };
      const refusal = refusalOf(await clients[index]!.mutate(mutators.reviews.grade(args)).server);
      return refusal ? `${refusal.code}: ${refusal.message}` : null;
    });
    sample();
    const cpuAtEnd = {...productStackUsage(stack.process.pid!).cpuSeconds, 'learners (this process)': ownCPUSeconds()};
    const cpuSeconds = cpuSpent(cpuAtStart, cpuAtEnd);
    return {label, seconds, ...outcome, peakMB, zeroCacheMBPerClientGroup, syncMs, cpuSeconds, perViewSyncer, readyMs};
  } finally {
    clearInterval(sampler);
    await Promise.all(clients.map((zero) => zero.close()));
    await stack.stop();
    running = undefined;
  }
}
