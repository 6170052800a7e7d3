// `npm run bench:startup`: how long `npm start` takes to be ready, on a new data folder (cold) and on the data
// the previous start left (warm), and how long it takes to stop. The client is built beforehand, as a second
// start would find it. Target: warm start under 10 s.
import os from 'node:os';
import {startStack} from '../tests/support/stack.ts';
import {buildClient, clientBuildIsStale} from '../server/client-build.ts';

const PORT = 3350;
const DATA_DIR = '.data-bench-startup';
const WARM_RUNS = 3;

async function timedStart(fresh: boolean) {
  const startedAt = performance.now();
  const stack = await startStack({port: PORT, dataDir: DATA_DIR, fresh});
  const ready = performance.now() - startedAt;
  const stoppingAt = performance.now();
  await stack.stop();
  return {ready, stop: performance.now() - stoppingAt};
}

if (clientBuildIsStale()) await buildClient();
const cold = await timedStart(true);
const warm = [];
for (let run = 0; run < WARM_RUNS; run++) warm.push(await timedStart(false));

const ms = (value: number) => `${Math.round(value)} ms`;
console.log('Start-up of the whole stack (Postgres, migrations, web server, zero-cache)');
console.log(`  cold (new data folder): ready in ${ms(cold.ready)}, stopped in ${ms(cold.stop)}`);
for (const [run, result] of warm.entries())
  console.log(`  warm #${run + 1}: ready in ${ms(result.ready)}, stopped in ${ms(result.stop)}`);
console.log(`  warm start target < 10 000 ms: ${warm.every((result) => result.ready < 10_000) ? 'met' : 'NOT met'}`);
console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} logical CPUs), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
);
