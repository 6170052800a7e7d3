// bench:load's floor column: the same offered load through Zero's floor (bench/zero-floor/floor-load.ts, a Zero app
// of its own, run in its own process): what any Zero app costs on this machine, the product's share being the rest.
import path from 'node:path';
import {spawn} from 'node:child_process';
import type {LoadResult} from './product-load.ts';

export type FloorLoadOptions = {port: number; learners: number; rate: number; seconds: number; seedRows?: number};

export async function runFloorLoad({
  port,
  learners,
  rate,
  seconds,
  seedRows = 0,
}: FloorLoadOptions): Promise<LoadResult> {
  console.log(`Zero's floor: ${learners} clients, one row each; writing for ${seconds} s`);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'zero-floor/floor-load.ts')], {
    env: {
      ...process.env,
      FLOOR_LOAD_PORT: String(port),
      FLOOR_SEED_ROWS: String(seedRows),
      LOAD_LEARNERS: String(learners),
      LOAD_RATE: String(rate),
      LOAD_SECONDS: String(seconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const line = output.split('\n').find((each) => each.startsWith('floor result '));
  if (code !== 0 || !line) throw new Error(`the floor's load run failed (exit ${code}):\n${output.slice(-4000)}`);
  return JSON.parse(line.slice('floor result '.length)) as LoadResult;
}
