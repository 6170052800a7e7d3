// bench:load's floor, run by bench/load.ts as a child process (the floor is a Zero app of its own, type-checked on
// its own): the same offered load through the least a Zero app can be on this machine. LOAD_LEARNERS Node Zero
// clients, each its own client group syncing one row of its own, write that row LOAD_RATE times a second for
// LOAD_SECONDS, through zero-cache and a push endpoint with no sessions or permission checks. Prints one line,
// "floor result <json>": the outcome, and the CPU time and peak memory of each part while writing.
import {Zero} from '@rocicorp/zero';
import {startFloor} from '../zero-floor.ts';
import {offerLoad} from '../offered-load.ts';
import {cpuSpent, floorStackUsage, ownCPUSeconds, type StackPart} from '../process-usage.ts';
import {floorMutators, floorQueries, floorSchema} from './floor-schema.ts';

const port = Number(process.env.FLOOR_LOAD_PORT ?? 3560);
const learners = Number(process.env.LOAD_LEARNERS ?? 50);
const rate = Number(process.env.LOAD_RATE ?? 7);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);

const startedAt = performance.now();
const floor = await startFloor(port, {page: false});
const readyMs = performance.now() - startedAt;
const usage = () => floorStackUsage(floor.pid);
const peakMB: Record<StackPart, number> = {'web server': 0, 'zero-cache': 0, postgres: 0};
const sample = () => {
  const {memoryMB} = usage();
  for (const part of Object.keys(peakMB) as StackPart[]) peakMB[part] = Math.max(peakMB[part], memoryMB[part]);
};
const sampler = setInterval(sample, 500);
const zeroCacheMB = () => usage().memoryMB['zero-cache'];
const beforeClients = zeroCacheMB();
const connectedAt = performance.now();
const clients = Array.from({length: learners}, () => new Zero({
  cacheURL: floor.zeroURL, schema: floorSchema, mutators: floorMutators, userID: 'floor', kvStore: 'mem',
  storageKey: crypto.randomUUID(), logLevel: 'error',
}));
try {
  await Promise.all(clients.map((zero) => new Promise<void>((resolve) => {
    const view = zero.materialize(floorQueries.row({id: zero.clientID}));
    view.addListener((_row, resultType) => resultType === 'complete' && resolve());
  })));
  const syncMs = performance.now() - connectedAt;
  const zeroCacheMBPerClientGroup = (zeroCacheMB() - beforeClients) / learners;
  // One read of /proc for all the parts at once.
  const cpuNow = () => ({...usage().cpuSeconds, 'learners (this process)': ownCPUSeconds()});
  const before = cpuNow();
  const outcome = await offerLoad(clients.length, {rate, seconds}, async (index) => {
    const zero = clients[index]!;
    const result = await zero.mutate(floorMutators.setRow({id: zero.clientID, value: crypto.randomUUID()})).server;
    return result.type === 'error' ? JSON.stringify(result.error).slice(0, 200) : null;
  });
  sample();
  const after = cpuNow();
  console.log(`floor result ${JSON.stringify({...outcome, label: "Zero's floor (one zero-cache)", seconds, peakMB, zeroCacheMBPerClientGroup, syncMs, cpuSeconds: cpuSpent(before, after), perViewSyncer: [learners], readyMs})}`);
} finally {
  clearInterval(sampler);
  await Promise.all(clients.map((zero) => zero.close()));
  await floor.stop();
}
process.exit(0);
