// `npm run bench:sync`: how long a settings change takes to reach the learner's other browser.
//
// Starts its own stack (PORT 3300 + TEST_PORT_OFFSET, data in .data-bench), signs one learner up in browser context A
// and in again in context B, both on /settings and settled (bench/page-settled.ts), then toggles the colour mode in A
// and times each change from the click in A to the moment B's <html data-theme> changes. Both times are taken inside
// the pages as performance.timeOrigin + performance.now(), so they share one clock (the machine's). Prints the figures;
// the target is p95 ≤ 40 ms (issue 10). Then the same trip on Zero's floor (bench/zero-floor.ts, port 3360 +
// TEST_PORT_OFFSET) in the same browser, and the ratio of the two: what the product costs over the least a Zero app
// can do on this machine.
import type {Page} from '@playwright/test';
import {ms, percentile} from './figures.ts';
import {runBrowserBench} from './browser-bench.ts';
import {arriveHavingTakenTheTour} from './tour-taken.ts';
import {startFloor, zeroFloorLatencies} from './zero-floor.ts';
import {waitSettled} from './page-settled.ts';
import {logZeroFrames, tripStages, type TripStages} from './zero-frames.ts';
import {logOutboxEvents, outboxEventAfter, outboxEvents} from './outbox-events.ts';
import {countCPU, cpuTable, productCPU} from './cpu-per-trial.ts';

const PORT = 3300 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const FLOOR_PORT = 3360 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const DATA_DIR = '.data-bench';
const WARM_UP = 5;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 60);
const TARGET_P95_MS = 40;
const PASSWORD = 'bench-password-123';
const STEP_TIMEOUT = 15_000;

type Mode = 'light' | 'dark';

declare global {
  interface Window {
    __clickAt?: number | null;
    __themeChanges?: {theme: string | undefined; at: number}[];
  }
}

/** A's own side of a change, from the click: the write stored in its outbox (IndexedDB), the change shown in A
 * (its <html data-theme>: React has rendered and committed it), and the push sent (`clickToPush`). */
type OwnStages = {stored?: number; shownHere?: number};

type Trial = {latency: number} & TripStages & OwnStages;

async function waitForText(page: Page, testId: string) {
  await page.getByTestId(testId).waitFor({state: 'visible', timeout: STEP_TIMEOUT});
}

async function submitAuthForm(page: Page, mode: 'sign-up' | 'sign-in', email: string) {
  await page.goto(`/auth?mode=${mode}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', {name: mode === 'sign-up' ? 'Create account' : 'Sign in', exact: true}).click();
  await page.waitForURL((url) => url.pathname !== '/auth', {timeout: STEP_TIMEOUT});
  await waitForText(page, 'account-email');
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await waitSettled(page);
  await page.getByTestId('color-mode').waitFor({timeout: STEP_TIMEOUT});
  // The profile has loaded: a change made before goes to the settings cookie, not through Zero.
  await page.locator('.page.settings[aria-busy="false"]').waitFor({timeout: STEP_TIMEOUT});
}

/** A: remembers when the first click of a trial lands on the colour-mode control. */
async function recordClicks(page: Page) {
  await page.evaluate(() => {
    window.__clickAt = null;
    document.addEventListener(
      'click',
      (event) => {
        if (window.__clickAt == null && (event.target as Element | null)?.closest?.('[data-testid="color-mode"]')) {
          window.__clickAt = performance.timeOrigin + performance.now();
        }
      },
      true,
    );
  });
}

/** B: remembers every change of <html data-theme>. */
async function recordThemeChanges(page: Page) {
  await page.evaluate(() => {
    window.__themeChanges = [];
    const root = document.documentElement;
    new MutationObserver(() => {
      window.__themeChanges!.push({theme: root.dataset.theme, at: performance.timeOrigin + performance.now()});
    }).observe(root, {attributes: true, attributeFilter: ['data-theme']});
  });
}

async function currentTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

/** One change in A; returns the milliseconds until B showed it, and where they went. */
async function trial(a: Page, b: Page, mode: Mode): Promise<Trial> {
  await a.evaluate(() => {
    window.__clickAt = null;
    window.__zeroFrames!.length = 0;
    window.__outboxEvents!.length = 0;
    window.__themeChanges = [];
  });
  await b.evaluate(() => {
    window.__themeChanges = [];
    window.__zeroFrames!.length = 0;
  });
  await a
    .getByTestId('color-mode')
    .locator('label', {hasText: mode === 'dark' ? 'Dark' : 'Light'})
    .click({timeout: STEP_TIMEOUT});
  try {
    await b.waitForFunction((target) => window.__themeChanges!.some((change) => change.theme === target), mode, {
      timeout: STEP_TIMEOUT,
    });
  } catch (error) {
    // What each page shows, and its Zero frames since the click (ms after it), to tell a lost change from a slow one.
    const since = (await a.evaluate(() => window.__clickAt)) ?? 0;
    const state = (page: Page) =>
      page.evaluate(
        (clickAt) => ({
          connection: document.querySelector('[data-testid="connection-state"]')?.getAttribute('data-state'),
          theme: document.documentElement.dataset.theme,
          checked: document.querySelector<HTMLInputElement>('[data-testid="color-mode"] input:checked')?.value,
          frames: window.__zeroFrames!.map((f) => `${f.dir} ${f.type} ${(f.at - clickAt).toFixed(1)}`),
        }),
        since,
      );
    throw new Error(
      `B did not show ${mode} within ${STEP_TIMEOUT} ms.\nA: ${JSON.stringify(await state(a))}\nB: ${JSON.stringify(await state(b))}`,
      {cause: error},
    );
  }
  const clickedAt = await a.evaluate(() => window.__clickAt);
  const shownAt = await b.evaluate(
    (target) => window.__themeChanges!.find((change) => change.theme === target)!.at,
    mode,
  );
  if (clickedAt == null) throw new Error('the click in A was not recorded');
  const stages = await tripStages(a, b, clickedAt, shownAt);
  const shownHere = await a.evaluate(
    (target) => window.__themeChanges!.find((change) => change.theme === target)?.at,
    mode,
  );
  const stored = outboxEventAfter(await outboxEvents(a), 'stored', clickedAt);
  return {
    latency: shownAt - clickedAt,
    ...stages,
    stored: stored && stored.at - clickedAt,
    shownHere: shownHere && shownHere - clickedAt,
  };
}

await runBrowserBench({port: PORT, dataDir: DATA_DIR}, async ({stack, browser}) => {
  const contextA = await browser.newContext({baseURL: stack.baseURL});
  const contextB = await browser.newContext({baseURL: stack.baseURL});
  await Promise.all([contextA, contextB].map((context) => arriveHavingTakenTheTour(context, stack.baseURL)));
  await contextA.addInitScript(logZeroFrames);
  await contextA.addInitScript(logOutboxEvents);
  await contextB.addInitScript(logZeroFrames);
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  if (process.env.BENCH_DEBUG) {
    for (const [name, page] of [
      ['A', a],
      ['B', b],
    ] as const) {
      page.on('console', (message) => console.log(`[${name} console] ${message.text()}`));
      page.on('pageerror', (error) => console.log(`[${name} error] ${error.message}`));
    }
  }

  const email = `bench-${Date.now()}@example.test`;
  await submitAuthForm(a, 'sign-up', email);
  await submitAuthForm(b, 'sign-in', email);
  await Promise.all([openSettings(a), openSettings(b)]);
  await recordClicks(a);
  await recordThemeChanges(a);
  await recordThemeChanges(b);

  // Each trial switches to the other theme, so every click is a real change.
  let mode: Mode = (await currentTheme(b)) === 'dark' ? 'light' : 'dark';
  const results: Trial[] = [];
  let productCPUCount = countCPU(() => productCPU(stack.process.pid!));
  console.log(`Timing ${TRIALS} colour-mode changes from A to B (after ${WARM_UP} warm-up changes)…`);
  for (let i = 0; i < WARM_UP + TRIALS; i++) {
    if (i === WARM_UP) productCPUCount = countCPU(() => productCPU(stack.process.pid!));
    const result = await trial(a, b, mode);
    if (i >= WARM_UP) results.push(result);
    mode = mode === 'dark' ? 'light' : 'dark';
    // Let the previous change settle everywhere (A's confirmation, B's render) before the next click.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const productCPUPerChange = productCPUCount.stop(TRIALS);
  const samples = results.map((result) => result.latency);
  const sorted = samples.toSorted((x, y) => x - y);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  console.log('');
  console.log('Settings sync latency: click in context A → <html data-theme> changed in context B');
  console.log(`  trials:  ${samples.length}`);
  console.log(`  p50:     ${ms(p50)}`);
  console.log(`  p95:     ${ms(p95)}   (target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`);
  console.log(`  min:     ${ms(sorted[0]!)}`);
  console.log(`  max:     ${ms(sorted.at(-1)!)}`);
  console.log(`  mean:    ${ms(mean)}`);
  console.log('');
  await Promise.all([contextA.close(), contextB.close()]);
  console.log('');
  console.log(
    `Zero's floor on this machine: the same trip through one table, zero-cache and a bare React page (${TRIALS} trials)…`,
  );
  const zeroFloor = await startFloor(FLOOR_PORT);
  const {trips: floorTrials, cpuPerTrip: floorCPUPerChange} = await zeroFloorLatencies(browser, zeroFloor, {
    trials: TRIALS,
    warmUp: WARM_UP,
  }).finally(zeroFloor.stop);
  const floor = floorTrials.map((trial) => trial.latency).toSorted((x, y) => x - y);
  const floorP50 = percentile(floor, 50);
  const floorP95 = percentile(floor, 95);
  console.log(`  p50 ${ms(floorP50)}, p95 ${ms(floorP95)}, max ${ms(floor.at(-1)!)}`);
  console.log(
    `  the product over the floor: p50 ×${(p50 / floorP50).toFixed(2)}, p95 ×${(p95 / floorP95).toFixed(2)} (+${ms(p50 - floorP50)} at p50)`,
  );

  console.log('');
  console.log("Where the time goes (per stage, timed from the pages' Zero WebSocket frames), p50 / p95:");
  console.log(`  ${''.padEnd(46)} ${'product'.padEnd(22)} Zero's floor`);
  const stage = (label: string, key: keyof TripStages) => {
    const figures = (trials: Trial[]) => {
      const values = trials
        .map((trial) => trial[key])
        .filter((value): value is number => value !== undefined)
        .toSorted((x, y) => x - y);
      return values.length ? `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}` : 'n/a';
    };
    console.log(`  ${label.padEnd(46)} ${figures(results).padEnd(22)} ${figures(floorTrials)}`);
  };
  stage('A: click → push sent', 'clickToPush');
  stage("server: A's push sent → B's poke received", 'pushToPeerPoke');
  stage('B: poke received → change shown', 'peerPokeToShown');
  stage("A: push sent → A's own poke received", 'ownRoundTrip');
  console.log('');
  console.log('CPU time per change, by part (all processes of each part, over the timed changes):');
  for (const line of cpuTable(productCPUPerChange, floorCPUPerChange)) console.log(`  ${line}`);
  const own = (label: string, key: 'stored' | 'shownHere' | 'clickToPush') => {
    const values = results
      .map((trial) => trial[key])
      .filter((value): value is number => value !== undefined)
      .toSorted((x, y) => x - y);
    console.log(
      `  ${label.padEnd(46)} ${values.length ? `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}` : 'n/a'}`,
    );
  };
  console.log('');
  console.log("A's own side of a change, each from the click, p50 / p95:");
  own('A: click → the change shown in A', 'shownHere');
  own('A: click → push sent', 'clickToPush');
  own("A: click → the write stored in A's outbox", 'stored');
});
