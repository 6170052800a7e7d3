// `npm run bench:load`: 50 learners (Node Zero clients, each its own account, each syncing its due cards as the
// review page does) grade cards for 60 s, on the single zero-cache of `npm start` and then on the multi-node
// topology (`ZERO_VIEW_SYNCERS=2`: one replication-manager, two view-syncers, the /zero proxy keeping each client
// group on one). Prints, side by side: mutations acknowledged per second, acknowledgement latency (mutate → the
// server's answer reaches the client) p50/p95/max, errors, and the peak memory (PSS of each process tree) of the
// web server, zero-cache and Postgres, and the CPU time each part (and the learners' clients, in this process) used
// while answering: where the time goes. Target on 2 cores: ≥ 300 mutations/s, p95 ≤ 50 ms, no errors.
//
// Each learner sends at a fixed rate (LOAD_RATE per second, 7 by default: 350/s offered), whether or not the last
// answer came back, so a server that falls behind shows as growing latency, not as a slower test.
import fs from 'node:fs';
import os from 'node:os';
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

const PORT = 3500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 7);
const CARDS_PER_LEARNER = 200;
const TARGET = {perSecond: 300, p95: 50};

type Part = 'web server' | 'zero-cache' | 'postgres';
type Result = {
  label: string; sent: number; acked: number; errors: number; firstErrors: string[]; latencies: number[];
  peakMB: Record<Part, number>; cpuSeconds: Record<Part | 'learners (this process)', number>; answeringSeconds: number; perViewSyncer: number[]; readyMs: number;
};

/** Linux's clock ticks per second for /proc/<pid>/stat's CPU times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Every process and its parent, from /proc. */
function processTable(): Map<number, {ppid: number; rssKB: number; cpuTicks: number; command: string}> {
  const table = new Map<number, {ppid: number; rssKB: number; cpuTicks: number; command: string}>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      // Proportional set size: memory shared between processes (Postgres's shared buffers) is counted once overall.
      const rollup = fs.readFileSync(`/proc/${name}/smaps_rollup`, 'utf8');
      const rssKB = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? /^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat (counted after the command name in parentheses).
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = Number(fields[11]) + Number(fields[12]);
      table.set(Number(name), {ppid, rssKB, cpuTicks, command});
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** Memory (PSS, MB) and CPU time so far (s) of the stack's parts: each child of the orchestrator with all its
 * descendants. */
function stackUsage(orchestrator: number): {memoryMB: Record<Part, number>; cpuSeconds: Record<Part, number>} {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, {ppid}] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const treeSum = (pid: number, of: 'rssKB' | 'cpuTicks'): number =>
    (table.get(pid)?.[of] ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + treeSum(child, of), 0);
  const memoryMB: Record<Part, number> = {'web server': 0, 'zero-cache': 0, postgres: 0};
  const cpuSeconds: Record<Part, number> = {'web server': 0, 'zero-cache': 0, postgres: 0};
  for (const child of children.get(orchestrator) ?? []) {
    const command = table.get(child)!.command;
    const part = command.includes('web-server-main') ? 'web server' : command.includes('@rocicorp/zero') ? 'zero-cache' : command.includes('postgres') ? 'postgres' : null;
    if (!part) continue;
    memoryMB[part] += treeSum(child, 'rssKB') / 1024;
    cpuSeconds[part] += treeSum(child, 'cpuTicks') / TICKS_PER_SECOND;
  }
  return {memoryMB, cpuSeconds};
}

const ownCPUSeconds = () => {
  const {user, system} = process.cpuUsage();
  return (user + system) / 1e6;
};

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
    for (const learner of learners) clients.push(createTestZero(stack.baseURL, {cookie: learner.cookie, userID: learner.id}));
    const viewSyncers = Number(env.ZERO_VIEW_SYNCERS ?? 0);
    const perViewSyncer = Array.from({length: Math.max(1, viewSyncers)}, () => 0);
    for (const zero of clients) perViewSyncer[viewSyncerFor(await zero.clientGroupID, perViewSyncer.length)]!++;
    // Each learner syncs its due cards, as the review page does, and waits for them before the clock starts.
    const synced = Promise.all(clients.map((zero) => new Promise<void>((resolve) => {
      const view = zero.materialize(queries.fsrsCards.due());
      view.addListener((_rows, resultType) => resultType === 'complete' && resolve());
    })));
    await Promise.race([synced, new Promise((_, reject) => setTimeout(() => reject(new Error(`the learners' cards did not sync within 120 s:\n${stack.output().slice(-4000)}`)), 120_000))]);
    console.log(`${label}: ${LEARNERS} learners signed up and synced; answering for ${SECONDS} s`);

    const latencies: number[] = [];
    const firstErrors: string[] = [];
    let sent = 0;
    let acked = 0;
    let errors = 0;
    const end = performance.now() + SECONDS * 1000;
    const cpuAtStart = {...stackUsage(stack.process.pid!).cpuSeconds, 'learners (this process)': ownCPUSeconds()};
    const answeringFrom = performance.now();
    const answers: Promise<void>[] = [];
    await Promise.all(clients.map(async (zero, index) => {
      const learner = learners[index]!;
      // Spread the learners' first answers over one interval, so that they do not all answer at once.
      await new Promise((r) => setTimeout(r, Math.random() * (1000 / RATE)));
      for (let next = performance.now(); next < end; next += 1000 / RATE) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        const itemKey = itemKeys[Math.floor(Math.random() * CARDS_PER_LEARNER)]!;
        const args = {reviewID: crypto.randomUUID(), cardID: cardID({userID: learner.id, itemKey, type: 'vocabulary', mode: 'meanings'}),
          rating: (1 + Math.floor(Math.random() * 4)) as 1 | 2 | 3 | 4, reviewedAt: Date.now()};
        const at = performance.now();
        sent++;
        answers.push(zero.mutate(mutators.reviews.grade(args)).server.then((result) => {
          const refusal = refusalOf(result);
          if (refusal) {
            errors++;
            if (firstErrors.length < 3) firstErrors.push(`${refusal.code}: ${refusal.message}`);
            return;
          }
          const took = performance.now() - at;
          if (at + took <= end) acked++;
          latencies.push(took);
        }));
      }
    }));
    // Answers still on their way when the time ran out: waited for (their latency counts), not counted per second.
    await Promise.race([Promise.all(answers), new Promise((r) => setTimeout(r, 60_000))]);
    sample();
    const cpuAtEnd = {...stackUsage(stack.process.pid!).cpuSeconds, 'learners (this process)': ownCPUSeconds()};
    const cpuSeconds = Object.fromEntries(Object.entries(cpuAtEnd).map(([part, seconds]) => [part, seconds - cpuAtStart[part as keyof typeof cpuAtStart]])) as Result['cpuSeconds'];
    const answeringSeconds = (performance.now() - answeringFrom) / 1000;
    return {label, sent, acked, errors, firstErrors, latencies: latencies.toSorted((a, b) => a - b), peakMB, cpuSeconds, answeringSeconds, perViewSyncer, readyMs};
  } finally {
    clearInterval(sampler);
    await Promise.all(clients.map((zero) => zero.close()));
    await stack.stop();
  }
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
    ...(['learners (this process)', 'web server', 'zero-cache', 'postgres'] as const).map((part): [string, ...string[]] =>
      [`CPU while answering: ${part}`, ...results.map((result) => `${result.cpuSeconds[part].toFixed(1)} s (${(1000 * result.cpuSeconds[part] / result.sent).toFixed(1)} ms per answer)`)]),
    ['stack ready in', ...results.map((result) => `${(result.readyMs / 1000).toFixed(1)} s`)],
    ['target met (≥ 300/s, p95 ≤ 50 ms, 0 errors)', ...results.map((result) =>
      result.acked / SECONDS >= TARGET.perSecond && percentile(result.latencies, 95) <= TARGET.p95 && result.errors === 0 ? 'yes' : 'NO')],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  for (const result of results) if (result.firstErrors.length) console.log(`${result.label}: first errors: ${result.firstErrors.join('; ')}`);
}

const keys = [...(await loadCatalogue()).vocabulary.keys()].slice(0, CARDS_PER_LEARNER);
console.log(`Load: ${LEARNERS} learners × ${RATE} answers/s offered for ${SECONDS} s (${LEARNERS * RATE}/s), each its own account and Zero client`);
console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} logical CPUs), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average at start ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
const results = [
  await run('single zero-cache', {}, keys),
  await run('replication-manager + 2 view-syncers', {ZERO_VIEW_SYNCERS: '2'}, keys),
];
table(results);
console.log(`Load average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} (other work on this machine skews every figure)`);
process.exit(0);
