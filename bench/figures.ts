// What the benchmarks print: percentiles of their samples and the machine they ran on.
import os from 'node:os';

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function machine(chromiumVersion: string): string[] {
  const cpus = os.cpus();
  return [
    `CPU:       ${cpus[0]?.model ?? 'unknown'} (${cpus.length} logical CPUs)`,
    `Memory:    ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `OS:        ${os.type()} ${os.release()} (${os.arch()})`,
    `Node:      ${process.version}`,
    `Chromium:  ${chromiumVersion}`,
  ];
}
