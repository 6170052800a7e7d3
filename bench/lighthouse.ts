// `npm run bench:lighthouse`: Lighthouse's performance score (mobile, its default simulated throttling) for the
// home page, two chapter pages (chapter 0's kana path and chapter 3's, with lessons and vocabulary) and the decks
// page, signed out, as a first-time visitor sees them. Prints figures, asserts nothing; the target is a score of at
// least 95 on each.
//
// Starts its own stack (PORT 3500 + TEST_PORT_OFFSET, data in .data-bench-lighthouse) with the production build,
// drives the Chromium that tests/support/chromium.ts chooses, and runs each page BENCH_RUNS times (default 3),
// a cold load each time (Lighthouse clears the cache and storage first), printing the median run.
// BENCH_REPORT_DIR=<folder> also writes each run's full report there (JSON, for the Lighthouse viewer).
// Lighthouse multiplies the CPU time it observes by 4: on a busy machine (its "benchmark index", printed per run,
// well under ~1,000) blocking time and paint times come out worse than on an idle one.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type {Result} from 'lighthouse';
import {chooseChromium} from '../tests/support/chromium.ts';
import {chromium} from '@playwright/test';
import {runBrowserBench} from './browser-bench.ts';

const PORT = 3500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const DEBUGGING_PORT = PORT + 5000;
const DATA_DIR = '.data-bench-lighthouse';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/learn/genki_1/chapter-0', '/learn/genki_1/chapter-3', '/vocab'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

type Run = {
  score: number;
  metrics: Record<string, string>;
  transferKiB: number;
  requests: number;
  lcpElement: string;
  benchmarkIndex: number;
};

function summarise(result: Result): Run {
  const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, result.audits[id]?.displayValue ?? '?']));
  const network = result.audits['network-requests']?.details as {items?: {transferSize?: number}[]} | undefined;
  const items = network?.items ?? [];
  const lcp = result.audits['lcp-breakdown-insight']?.details as
    | {items?: {type: string; selector?: string}[]}
    | undefined;
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    metrics,
    transferKiB: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    requests: items.length,
    lcpElement: lcp?.items?.find((item) => item.type === 'node')?.selector ?? '?',
    benchmarkIndex: result.environment.benchmarkIndex,
  };
}

const REPORT_DIR = process.env.BENCH_REPORT_DIR;

const ATTEMPTS = 3;

async function audit(url: string, name: string, attempt = 1): Promise<Run> {
  const runner = await lighthouse(url, {
    port: DEBUGGING_PORT,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (runner.lhr.runtimeError) {
    // Now and then the trace of a load is unusable (NO_NAVSTART on a busy machine): that load is measured again.
    if (attempt < ATTEMPTS) return audit(url, name, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${runner.lhr.runtimeError.message}`);
  }
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, {recursive: true});
    fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(runner.lhr));
  }
  return summarise(runner.lhr);
}

// Lighthouse drives the browser through its DevTools port.
async function launchForLighthouse() {
  const {executablePath, args} = await chooseChromium();
  return chromium.launch({
    executablePath,
    args: [...args, `--remote-debugging-port=${DEBUGGING_PORT}`],
    headless: true,
  });
}

await runBrowserBench({port: PORT, dataDir: DATA_DIR, launch: launchForLighthouse}, async ({stack}) => {
  console.log('');
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, mobile, simulated throttling, performance only; median of ${RUNS} cold loads, signed out`,
  );
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(
        await audit(
          `${stack.baseURL}${page}`,
          `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '_')}-${i + 1}`,
        ),
      );
    const median = runs.toSorted((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    console.log(`  ${page}`);
    console.log(
      `    score ${median.score} (runs: ${runs.map((run) => run.score).join(', ')}; CPU benchmark index ${runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')})`,
    );
    console.log(`    ${METRICS.map(([, label]) => `${label} ${median.metrics[label]}`).join(' · ')}`);
    console.log(
      `    ${median.requests} requests, ${median.transferKiB.toFixed(0)} KiB transferred; LCP element ${median.lcpElement}`,
    );
  }
});
