// The floor under bench:sync: the same trip (a click in browser A until browser B shows the change) through the
// least a Zero app can be on this machine: one table, zero-cache, a push and a query endpoint, a React page with
// Zero's hooks (bench/zero-floor/), built for production like the product. What the product adds over it is its
// own cost: sessions, permission checks, the outbox, its settings and its page. bench:load's floor column starts the
// same floor without its page (bench/zero-floor/floor-load.ts). bench:review also times the page's first row painted
// from Zero's local store (IndexedDB), under its own first card.
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import type {Browser, Page} from '@playwright/test';
import {build} from 'vite';
import react from '@vitejs/plugin-react';
import {logZeroFrames, tripStages, type TripStages} from './zero-frames.ts';
import {coldAndWarmLoads} from './first-paint.ts';
import {countCPU, floorCPU, type CPUPerTrial} from './cpu-per-trial.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FLOOR_DIR = path.join(ROOT, 'bench/zero-floor');
const READY_WITHIN_MS = 240_000;
const STEP_TIMEOUT = 15_000;

declare global {
  interface Window {
    __floorClickAt?: number;
    __floorShown?: {value: string; at: number}[];
  }
}

export type Floor = {url: string; zeroURL: string; pid: number; stop: () => Promise<void>};

/** Starts the floor on `port` (zero-cache on port + 10); with `page`, built and served for browsers. */
export async function startFloor(port: number, {page = true} = {}): Promise<Floor> {
  const pageDir = path.join(os.tmpdir(), `genki-zero-floor-${process.pid}`);
  if (page)
    await build({
      root: FLOOR_DIR,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: {outDir: pageDir, emptyOutDir: true},
    });
  const child = spawn(process.execPath, [path.join(FLOOR_DIR, 'floor-server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      FLOOR_PORT: String(port),
      FLOOR_DATA_DIR: path.join(ROOT, '.data-bench-floor'),
      FLOOR_PAGE_DIR: pageDir,
      ZERO_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // If this process ends without stopping the floor (a failed benchmark), do not leave it running.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  void exited.then(() => process.off('exit', stopOnExit));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!output.includes('floor ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the Zero floor did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}/?zero=${port + 10}`,
    zeroURL: `http://127.0.0.1:${port + 10}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function openFloorPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(logZeroFrames);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('#value[data-complete="true"]').waitFor({state: 'attached', timeout: STEP_TIMEOUT});
  await page.evaluate(() => {
    const now = () => performance.timeOrigin + performance.now();
    window.__floorShown = [];
    const shown = document.getElementById('value')!;
    new MutationObserver(() => window.__floorShown!.push({value: shown.textContent ?? '', at: now()})).observe(shown, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    document.addEventListener('click', () => (window.__floorClickAt = now()), true);
  });
  return page;
}

/** Click in A → B shows the new value, in ms and by stage, for `warmUp + trials` changes (the warm-up ones left out),
 * and the CPU time each part of the floor and the browser spent per timed change. */
export async function zeroFloorLatencies(
  browser: Browser,
  floor: Floor,
  {trials, warmUp}: {trials: number; warmUp: number},
): Promise<{trips: ({latency: number} & TripStages)[]; cpuPerTrip: CPUPerTrial}> {
  const [a, b] = [await openFloorPage(browser, floor.url), await openFloorPage(browser, floor.url)];
  const latencies: ({latency: number} & TripStages)[] = [];
  let cpu = countCPU(() => floorCPU(floor.pid));
  for (let i = 0; i < warmUp + trials; i++) {
    if (i === warmUp) cpu = countCPU(() => floorCPU(floor.pid));
    await a.evaluate(() => void (window.__zeroFrames!.length = 0));
    await b.evaluate(() => {
      window.__floorShown!.length = 0;
      window.__zeroFrames!.length = 0;
    });
    const before = await a.locator('#value').textContent();
    await a.locator('#set').click();
    // A shows its own write at once (optimistically): that is the value B waits for.
    await a.waitForFunction((old) => document.getElementById('value')!.textContent !== old, before, {
      timeout: STEP_TIMEOUT,
    });
    const value = await a.locator('#value').textContent();
    await b.waitForFunction((expected) => window.__floorShown!.some((change) => change.value === expected), value, {
      timeout: STEP_TIMEOUT,
    });
    const clickedAt = (await a.evaluate(() => window.__floorClickAt))!;
    const shownAt = await b.evaluate(
      (expected) => window.__floorShown!.find((change) => change.value === expected)!.at,
      value,
    );
    if (i >= warmUp) latencies.push({latency: shownAt - clickedAt, ...(await tripStages(a, b, clickedAt, shownAt))});
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cpuPerTrip = cpu.stop(trials);
  await Promise.all([a.context().close(), b.context().close()]);
  return {trips: latencies, cpuPerTrip};
}

/** First row painted on the floor's page with Zero's local store in IndexedDB, cold and warm, over `loads` loads
 * each: as bench:review times the product's first card. */
export function zeroFloorFirstRow(browser: Browser, floor: Floor, {loads}: {loads: number}) {
  return coldAndWarmLoads({
    loads,
    url: `${floor.url}&store=idb`,
    selector: '#value',
    newContext: () => browser.newContext(),
    prime: (page) => page.locator('#value[data-complete="true"]').waitFor({state: 'attached', timeout: STEP_TIMEOUT}),
  });
}
