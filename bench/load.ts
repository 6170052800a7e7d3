// `npm run bench:load`: 50 learners (Node Zero clients, each its own account, each syncing its due cards as the
// review page does) grade cards for 60 s, on the single zero-cache of `npm start` and then on the multi-node
// topology (`ZERO_VIEW_SYNCERS=2`: one replication-manager, two view-syncers, the /zero proxy keeping each client
// group on one). Prints, side by side: mutations acknowledged per second, acknowledgement latency (mutate → the
// server's answer reaches the client) p50/p95/max, errors, and the peak memory (PSS of each process tree) of the
// web server, zero-cache and Postgres, and the CPU time each part (and the learners' clients, in this process) used
// while answering: where the time goes. Target on 2 cores: ≥ 300 mutations/s, p95 ≤ 50 ms, no errors. A third
// column runs the same load through Zero's floor (bench/zero-floor/floor-load.ts): what any Zero app costs here.
//
// Each learner sends at a fixed rate (LOAD_RATE per second, 7 by default: 350/s offered), whether or not the last
// answer came back, so a server that falls behind shows as growing latency, not as a slower test.
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {startStack, type Stack} from '../tests/support/stack.ts';
import {signUp, type TestUser} from '../tests/support/accounts.ts';
import {createTestZero, type TestZero} from '../tests/support/zero-client.ts';
import {mutators} from '../schema/mutators.ts';
import {queries} from '../schema/queries.ts';
import {cardID} from '../schema/fsrs/card-id.ts';
import {refusalOf} from '../schema/refusals.ts';
import {loadCatalogue} from '../server/catalogue/build-catalogue.ts';
import {viewSyncerFor} from '../server/zero-proxy.ts';
import {percentile} from './figures.ts';
import {byPart, cpuSpent, ownCPUSeconds, partsUsage, type StackPart} from './process-usage.ts';
import {offerLoad, type LoadOutcome} from './offered-load.ts';

const PORT = 3500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 7);
const CARDS_PER_LEARNER = 200;
const TARGET = {perSecond: 300, p95: 50};

type Part = StackPart;
export type Result = LoadOutcome & {
  label: string;
  peakMB: Record<Part, number>;
  cpuSeconds: Record<Part | 'learners (this process)', number>;
  perViewSyncer: number[];
  readyMs: number;
};

/** Memory (PSS, MB) and CPU time so far (s) of the stack's parts: each child of the orchestrator with all its
 * descendants. */
function stackUsage(orchestrator: number): {memoryMB: Record<Part, number>; cpuSeconds: Record<Part, number>} {
  const usage = partsUsage<Part>(orchestrator, (command) =>
    command.includes('web-server-main')
      ? 'web server'
      : command.includes('@rocicorp/zero')
        ? 'zero-cache'
        : command.includes('postgres')
          ? 'postgres'
          : null,
  );
  return {memoryMB: byPart(usage, 'memoryMB'), cpuSeconds: byPart(usage, 'cpuSeconds')};
}

let running: Stack | undefined;
// Stopped from outside (Ctrl-C, a time limit): the stack stops too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void running?.stop().finally(() => process.exit(1)));
}

async function run(label: string, env: Record<string, string>, itemKeys: string[]): Promise<Result> {
  const startedAt = performance.now();
  const stack: Stack = await startStack({port: PORT, dataDir: '.data-bench-load', env});
  running = stack;
  const readyMs = performance.now() - startedAt;
  const clients: TestZero[] = [];
  const peakMB: Result['peakMB'] = {'web server': 0, 'zero-cache': 0, postgres: 0};
  const sample = () => {
    const {memoryMB} = stackUsage(stack.process.pid!);
    for (const part of Object.keys(peakMB) as Part[]) peakMB[part] = Math.max(peakMB[part], memoryMB[part]);
  };
  const sampler = setInterval(sample, 500);
  try {
    const learners: TestUser[] = [];
    for (let index = 0; index < LEARNERS; index++) learners.push(await signUp(stack.baseURL, `load-${index}`));
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
    await Promise.race([
      synced,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`the learners' cards did not sync within 120 s:\n${stack.output().slice(-4000)}`)),
          120_000,
        ),
      ),
    ]);
    console.log(`${label}: ${LEARNERS} learners signed up and synced; answering for ${SECONDS} s`);

    const cpuAtStart = {...stackUsage(stack.process.pid!).cpuSeconds, 'learners (this process)': ownCPUSeconds()};
    const outcome = await offerLoad(clients.length, {rate: RATE, seconds: SECONDS}, async (index) => {
      const itemKey = itemKeys[Math.floor(Math.random() * CARDS_PER_LEARNER)]!;
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
    const cpuAtEnd = {...stackUsage(stack.process.pid!).cpuSeconds, 'learners (this process)': ownCPUSeconds()};
    const cpuSeconds = cpuSpent(cpuAtStart, cpuAtEnd);
    return {label, ...outcome, peakMB, cpuSeconds, perViewSyncer, readyMs};
  } finally {
    clearInterval(sampler);
    await Promise.all(clients.map((zero) => zero.close()));
    await stack.stop();
  }
}

/** The same load through Zero's floor (bench/zero-floor/floor-load.ts, a Zero app of its own in its own process):
 * what any Zero app costs on this machine, the product's share being the rest. */
async function zeroFloor(): Promise<Result> {
  console.log(`Zero's floor: ${LEARNERS} clients, one row each; writing for ${SECONDS} s`);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'zero-floor/floor-load.ts')], {
    env: {
      ...process.env,
      FLOOR_LOAD_PORT: String(PORT + 60),
      LOAD_LEARNERS: String(LEARNERS),
      LOAD_RATE: String(RATE),
      LOAD_SECONDS: String(SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const line = output.split('\n').find((each) => each.startsWith('floor result '));
  if (code !== 0 || !line) throw new Error(`the floor's load run failed (exit ${code}):\n${output.slice(-4000)}`);
  return JSON.parse(line.slice('floor result '.length)) as Result;
}

function table(results: Result[]) {
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
  const rows: [string, ...string[]][] = [
    ['', ...results.map((result) => result.label)],
    ['learners per view-syncer', ...results.map((result) => result.perViewSyncer.join(' / '))],
    ['answers sent', ...results.map((result) => String(result.sent))],
    ['acknowledged / s', ...results.map((result) => (result.acked / SECONDS).toFixed(1))],
    ['ack latency p50', ...results.map((result) => ms(percentile(result.latencies, 50)))],
    ['ack latency p95', ...results.map((result) => ms(percentile(result.latencies, 95)))],
    ['ack latency max', ...results.map((result) => ms(result.latencies.at(-1)))],
    ['errors', ...results.map((result) => String(result.errors))],
    ['peak memory web server', ...results.map((result) => `${Math.round(result.peakMB['web server'])} MB`)],
    ['peak memory zero-cache', ...results.map((result) => `${Math.round(result.peakMB['zero-cache'])} MB`)],
    ['peak memory Postgres', ...results.map((result) => `${Math.round(result.peakMB.postgres)} MB`)],
    // Sending falls behind its schedule when the clients' process is short of CPU, and late answers are waited for.
    ['answering took (wall clock)', ...results.map((result) => `${result.answeringSeconds.toFixed(1)} s`)],
    ...(['learners (this process)', 'web server', 'zero-cache', 'postgres'] as const).map(
      (part): [string, ...string[]] => [
        `CPU while answering: ${part}`,
        ...results.map(
          (result) =>
            `${result.cpuSeconds[part].toFixed(1)} s (${((1000 * result.cpuSeconds[part]) / result.sent).toFixed(1)} ms per answer)`,
        ),
      ],
    ),
    ['stack ready in', ...results.map((result) => `${(result.readyMs / 1000).toFixed(1)} s`)],
    [
      'target met (≥ 300/s, p95 ≤ 50 ms, 0 errors)',
      ...results.map((result) =>
        result.acked / SECONDS >= TARGET.perSecond &&
        percentile(result.latencies, 95) <= TARGET.p95 &&
        result.errors === 0
          ? 'yes'
          : 'NO',
      ),
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  for (const result of results)
    if (result.firstErrors.length) console.log(`${result.label}: first errors: ${result.firstErrors.join('; ')}`);
}

const keys = [...(await loadCatalogue()).vocabulary.keys()].slice(0, CARDS_PER_LEARNER);
console.log(
  `Load: ${LEARNERS} learners × ${RATE} answers/s offered for ${SECONDS} s (${LEARNERS * RATE}/s), each its own account and Zero client`,
);
console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} logical CPUs), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average at start ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
const results = [
  await run('single zero-cache', {}, keys),
  await run('replication-manager + 2 view-syncers', {ZERO_VIEW_SYNCERS: '2'}, keys),
  await zeroFloor(),
];
table(results);
console.log(
  `Load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} (other work on this machine skews every figure)`,
);
process.exit(0);
