// What bench:load and bench:load-curve print of a load run: a table with one column per run, and the product's
// ratios to Zero's floor.
import os from 'node:os';
import {percentile} from './figures.ts';
import type {LoadResult} from './product-load.ts';

export const PARTS = ['learners (this process)', 'web server', 'zero-cache', 'postgres'] as const;

export const perSecond = (result: LoadResult) => result.acked / result.seconds;
export const ackP95 = (result: LoadResult) => percentile(result.latencies, 95);
/** CPU time of every part, the learners' clients included, per write sent (ms). */
export const cpuPerWrite = (result: LoadResult) => PARTS.reduce((sum, part) => sum + partCPUPerWrite(part)(result), 0);
/** CPU time of one part per write sent (ms). */
export const partCPUPerWrite = (part: (typeof PARTS)[number]) => (result: LoadResult) =>
  (1000 * result.cpuSeconds[part]) / Math.max(1, result.sent);

const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);

export function printTable(results: readonly LoadResult[]) {
  const rows: [string, ...string[]][] = [
    ['', ...results.map((result) => result.label)],
    ['learners per view-syncer', ...results.map((result) => result.perViewSyncer.join(' / '))],
    ['answers sent', ...results.map((result) => String(result.sent))],
    ['acknowledged / s', ...results.map((result) => perSecond(result).toFixed(1))],
    ['ack latency p50', ...results.map((result) => ms(percentile(result.latencies, 50)))],
    ['ack latency p95', ...results.map((result) => ms(ackP95(result)))],
    ['ack latency max', ...results.map((result) => ms(result.latencies.at(-1)))],
    ['errors', ...results.map((result) => String(result.errors))],
    ['peak memory web server', ...results.map((result) => `${Math.round(result.peakMB['web server'])} MB`)],
    ['peak memory zero-cache', ...results.map((result) => `${Math.round(result.peakMB['zero-cache'])} MB`)],
    ['peak memory Postgres', ...results.map((result) => `${Math.round(result.peakMB.postgres)} MB`)],
    [
      'zero-cache memory per client group',
      ...results.map((result) => `${result.zeroCacheMBPerClientGroup.toFixed(2)} MB`),
    ],
    // Sending falls behind its schedule when the clients' process is short of CPU, and late answers are waited for.
    ['answering took (wall clock)', ...results.map((result) => `${result.answeringSeconds.toFixed(1)} s`)],
    ...PARTS.map((part): [string, ...string[]] => [
      `CPU while answering: ${part}`,
      ...results.map(
        (result) =>
          `${result.cpuSeconds[part].toFixed(1)} s (${partCPUPerWrite(part)(result).toFixed(1)} ms per answer)`,
      ),
    ]),
    ['CPU per answer, all parts', ...results.map((result) => ms(cpuPerWrite(result)))],
    ['stack ready in', ...results.map((result) => `${(result.readyMs / 1000).toFixed(1)} s`)],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  for (const result of results)
    if (result.firstErrors.length) console.log(`${result.label}: first errors: ${result.firstErrors.join('; ')}`);
}

/** "×1.23 (target ≤ ×1.25: met)" */
export function ratioLine(ratio: number, target: {atMost?: number; atLeast?: number}) {
  const met = target.atMost !== undefined ? ratio <= target.atMost : ratio >= (target.atLeast ?? 0);
  const bound = target.atMost !== undefined ? `≤ ×${target.atMost}` : `≥ ×${target.atLeast}`;
  return `×${ratio.toFixed(2)} (target ${bound}: ${met ? 'met' : 'NOT met'})`;
}

export function printMachine() {
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} logical CPUs), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
}
