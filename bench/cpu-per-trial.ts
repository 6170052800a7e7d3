// CPU time per trial of each part of a stack (its web server, zero-cache, Postgres) and of the Chromium that drives
// its pages, the product's beside Zero's floor's: what a browser benchmark's trips cost, robust to how busy this
// shared machine is at the hour (its wall times are not).
import {ms} from './figures.ts';
import {browserCPUSeconds, cpuSpent, floorStackUsage, productStackUsage, type StackPart} from './process-usage.ts';

type Part = StackPart | 'browser';
type CPUSeconds = Record<Part, number>;
/** Milliseconds of CPU per trial, by part. */
export type CPUPerTrial = CPUSeconds;

export const productCPU = (orchestrator: number): CPUSeconds => ({
  ...productStackUsage(orchestrator).cpuSeconds,
  browser: browserCPUSeconds(),
});

export const floorCPU = (floorServer: number): CPUSeconds => ({
  ...floorStackUsage(floorServer).cpuSeconds,
  browser: browserCPUSeconds(),
});

/** Starts counting; `stop(trials)` gives each part's CPU milliseconds per trial since. */
export function countCPU(read: () => CPUSeconds) {
  const start = read();
  return {
    stop: (trials: number): CPUPerTrial => {
      const spent = cpuSpent(start, read());
      return Object.fromEntries(
        Object.entries<number>(spent).map(([part, seconds]) => [part, (seconds * 1000) / trials]),
      ) as CPUPerTrial;
    },
  };
}

/** The lines of a table: each part's CPU ms per trial, the product's beside the floor's, and their ratio. */
export function cpuTable(product: CPUPerTrial, floor: CPUPerTrial): string[] {
  return [
    `${''.padEnd(14)} ${'product'.padEnd(10)} ${"Zero's floor".padEnd(14)} ratio`,
    ...(Object.keys(product) as Part[]).map(
      (part) =>
        `${part.padEnd(14)} ${ms(product[part]).padEnd(10)} ${ms(floor[part]).padEnd(14)} ×${(product[part] / floor[part]).toFixed(2)}`,
    ),
  ];
}

/** Resolves, with the milliseconds waited, once the parts `read` counts have used less than `share` of one core in
 * each of two consecutive seconds, or after `limitMs`: what seeding set going (replication, autovacuum, zero-cache
 * catching up) is over before trials count CPU and time. */
export async function untilQuiet(
  read: () => Record<string, number>,
  {share = 0.1, limitMs = 60_000} = {},
): Promise<number> {
  const start = performance.now();
  const total = () => Object.values(read()).reduce((sum, seconds) => sum + seconds, 0);
  let quietSeconds = 0;
  let last = total();
  while (quietSeconds < 2 && performance.now() - start < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = total();
    quietSeconds = now - last < share ? quietSeconds + 1 : 0;
    last = now;
  }
  return Math.round(performance.now() - start);
}
