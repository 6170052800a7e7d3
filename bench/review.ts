// `npm run bench:review`: how review feels with a large collection. Prints figures, asserts nothing.
//
// Starts its own stack (PORT 3400 + TEST_PORT_OFFSET, data in .data-bench-review), signs a learner up and seeds their
// cards in SQL (BENCH_FIRST_CARD_ONLY=1 measures part 1 alone, over BENCH_LOADS loads, default 10):
//  1. first card painted on /practice/review, cold (new browser profile: no service worker, no local data) and
//     warm (the same profile again), with 10,000 due cards, beside Zero's floor timed the same way: its bare page
//     painting one synced row from Zero's local store (bench/zero-floor.ts, port 3460);
//  2. answer → next card painted, over BENCH_ANSWERS answers (default 220): from the click on "Good" to the
//     first task after the frame that shows the next card's question (rAF → setTimeout), timed in the page, and in
//     which frame after the click that was (1: the next one; the time includes the wait for it to begin); and click →
//     the answer's push sent, here and in the badge trials (the answering page is brought to the front first);
//  3. due counts with 50,000 cards: POST /api/review/due-counts (with seen stats, as the dashboard asks, and
//     without, as the navigation does), and an answer in one tab → the navigation badge changed in another tab
//     of the same browser and in another browser, once with ~10,000 cards due (more than the due query syncs:
//     the server counts) and once with 200 due (counted from the synced cards), with where each trip's time went
//     (bench/zero-frames.ts, bench/outbox-events.ts); beside them, the floor's trip from a click in one browser to
//     the change shown in another.
import type {Page} from '@playwright/test';
import postgres from 'postgres';
import {framesLine, ms, percentile} from './figures.ts';
import {seedCards} from './seed-cards.ts';
import {runBrowserBench} from './browser-bench.ts';
import {arriveHavingTakenTheTour} from './tour-taken.ts';
import {logZeroFrames, pokeBefore, pushAfter, type ZeroFrame} from './zero-frames.ts';
import {logOutboxEvents, outboxEventAfter, outboxEvents} from './outbox-events.ts';
import {coldAndWarmLoads} from './first-paint.ts';
import {startFloor, zeroFloorFirstRow, zeroFloorLatencies} from './zero-floor.ts';
import {waitSettled} from './page-settled.ts';
import {countCPU, cpuTable, productCPU, untilQuiet, type CPUPerTrial} from './cpu-per-trial.ts';
import {productStackUsage} from './process-usage.ts';

const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORT = 3400 + PORT_OFFSET;
const DATA_DIR = '.data-bench-review';
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 220);
const WARM_UP = 10;
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const FIRST_CARD_ONLY = process.env.BENCH_FIRST_CARD_ONLY === '1';
const FLOOR_PORT = 3460 + PORT_OFFSET;
const FLOOR_TRIALS = 30;
const FLOOR_WARM_UP = 5;
const BADGE_TRIALS = 30;
const PASSWORD = 'bench-password-123';
const STEP_TIMEOUT = 30_000;
/** How long seeded cards may take to reach the page: minutes on a busy host (zero-cache replicates 40,000 rows). */
const REPLICATION_TIMEOUT = 600_000;
const DAY = 86_400_000;

declare global {
  interface Window {
    __answerTimes?: {ms: number; frames: number}[];
    __badgeChanges?: {total: string | null; at: number}[];
  }
}

function summary(label: string, samples: number[]) {
  const sorted = samples.toSorted((a, b) => a - b);
  console.log(
    `  ${label.padEnd(58)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  max ${ms(sorted.at(-1)!).padStart(9)}  (n=${samples.length})`,
  );
}

/** The product's figures over the floor's, measured in the same run. */
function ratioLine(product: number[], floor: number[]) {
  const [ours, theirs] = [product, floor].map((samples) => samples.toSorted((a, b) => a - b)) as [number[], number[]];
  const ratio = (p: number) => `×${(percentile(ours, p) / percentile(theirs, p)).toFixed(2)}`;
  console.log(
    `  ${'  the product over the floor'.padEnd(58)} p50 ${ratio(50).padStart(9)}  p95 ${ratio(95).padStart(9)}`,
  );
}

/** Records, for every click on a grade, the time until the next card's question has been painted. */
function recordAnswers() {
  window.__answerTimes = [];
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element | null)?.closest?.('.review-grade')) return;
      const clickedAt = performance.now();
      const before = document.querySelector<HTMLElement>('[data-testid="review-card"]')?.dataset.cardId;
      let frames = 0;
      const check = () => {
        frames++;
        const card = document.querySelector<HTMLElement>('[data-testid="review-card"]');
        const question = card?.querySelector('[data-testid="review-question"]')?.textContent;
        if (card && card.dataset.cardId !== before && question !== '…')
          setTimeout(() => window.__answerTimes!.push({ms: performance.now() - clickedAt, frames}));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

/** Records every change of the navigation's due total, on the machine's clock. */
function recordBadge() {
  window.__badgeChanges = [];
  const link = document.querySelector('[data-testid="review-nav-link"]')!;
  new MutationObserver(() =>
    window.__badgeChanges!.push({
      total: link.getAttribute('data-due-total'),
      at: performance.timeOrigin + performance.now(),
    }),
  ).observe(link, {attributes: true, attributeFilter: ['data-due-total']});
}

async function signUp(page: Page, email: string) {
  await page.goto('/auth?mode=sign-up');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', {name: 'Create account'}).click();
  await page.waitForURL((url) => url.pathname !== '/auth', {timeout: STEP_TIMEOUT});
}

/** Shows the answer and clicks "Good"; resolves with the click time on the machine's clock. */
async function answerGood(page: Page): Promise<number> {
  await page.keyboard.press('Space');
  const good = page.locator('.review-grade-3');
  await good.waitFor({timeout: STEP_TIMEOUT});
  const clickedAt = await good.evaluate((button: HTMLElement) => {
    const at = performance.timeOrigin + performance.now();
    button.click();
    return at;
  });
  return clickedAt;
}

/** Milliseconds from each click to the first push the page sent after it (and before the next click). */
function clickToPush(frames: ZeroFrame[], clicks: number[]): (number | undefined)[] {
  return clicks.map((clickedAt, index) => {
    const push = pushAfter(frames, clickedAt);
    return push && push.at < (clicks[index + 1] ?? Infinity) ? push.at - clickedAt : undefined;
  });
}

/** Where an answer's trip to another browser's badge went: the answering page's push, the server's trip to the
 * watcher's poke, and the watcher's work after it (with its recount by the server, when more cards are due than
 * it syncs). */
type BadgeStages = {clickToPush?: number; pushToPoke?: number; pokeToBadge?: number; recount?: number};

/** Where an answer's trip to the badge of another tab of the same browser went, each from the click: the answer
 * stored in the shared outbox (IndexedDB) by the answering tab and the other tabs told, the other tab told, its
 * read of the stored outbox done, its badge changed; and that tab's first poke after the push (the server's way). */
type TabStages = {stored?: number; told?: number; heard?: number; read?: number; badge?: number; poke?: number};

/** Answers in one page; for each answer, the time until each watching page's due badge changed, the stages of the
 * first watcher's (another tab's) trip, and those of the last watcher's (another browser's). */
async function badgeTrials(
  answering: Page,
  watching: Page[],
  readCPU: () => CPUPerTrial,
): Promise<{samples: number[][]; stages: BadgeStages[]; tabStages: TabStages[]; cpuPerAnswer: CPUPerTrial}> {
  const samples: number[][] = watching.map(() => []);
  const stages: BadgeStages[] = [];
  const tabStages: TabStages[] = [];
  const tab = watching[0]!;
  const device = watching.at(-1)!;
  const cpu = countCPU(readCPU);
  for (let i = 0; i < BADGE_TRIALS; i++) {
    for (const page of [answering, ...watching])
      await page.evaluate(() => {
        window.__badgeChanges = [];
        window.__zeroFrames!.length = 0;
        window.__outboxEvents!.length = 0;
        performance.clearResourceTimings();
      });
    // As a learner answers: in the tab in front (a page behind another of its window paints late or never).
    await answering.bringToFront();
    const clickedAt = await answerGood(answering);
    for (const [index, page] of watching.entries()) {
      await page.waitForFunction(() => window.__badgeChanges!.length > 0, undefined, {timeout: STEP_TIMEOUT});
      samples[index]!.push((await page.evaluate(() => window.__badgeChanges![0]!.at)) - clickedAt);
    }
    const badgeAt = await device.evaluate(() => window.__badgeChanges![0]!.at);
    const push = pushAfter(await answering.evaluate(() => window.__zeroFrames!), clickedAt);
    const poke = pokeBefore(await device.evaluate(() => window.__zeroFrames!), badgeAt);
    const recount = await device.evaluate(
      (until) =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.name.endsWith('/api/review/due-counts') && performance.timeOrigin + entry.startTime <= until,
          )
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd - entry.startTime)
          .at(-1),
      badgeAt,
    );
    stages.push({
      clickToPush: push && push.at - clickedAt,
      pushToPoke: push && poke && poke.at - push.at,
      pokeToBadge: poke && badgeAt - poke.at,
      recount,
    });
    const tabBadgeAt = await tab.evaluate(() => window.__badgeChanges![0]!.at);
    const answeringEvents = await outboxEvents(answering);
    const tabEvents = await outboxEvents(tab);
    const heard = outboxEventAfter(tabEvents, 'heard', clickedAt);
    const read = heard && outboxEventAfter(tabEvents, 'read', heard.at);
    const tabPoke =
      push &&
      (await tab.evaluate(() => window.__zeroFrames!)).find(
        (f) => f.dir === 'in' && f.type === 'pokeEnd' && f.at >= push.at,
      );
    const since = (event: {at: number} | undefined) => event && event.at - clickedAt;
    tabStages.push({
      stored: since(outboxEventAfter(answeringEvents, 'stored', clickedAt)),
      told: since(outboxEventAfter(answeringEvents, 'told', clickedAt)),
      heard: since(heard),
      read: since(read),
      badge: tabBadgeAt - clickedAt,
      poke: since(tabPoke),
    });
    // Let the answer land everywhere before the next one.
    await answering.waitForFunction(() => !document.querySelector('[data-testid="pending-reviews"]'), undefined, {
      timeout: STEP_TIMEOUT,
    });
    await answering.waitForTimeout(300);
  }
  return {samples, stages, tabStages, cpuPerAnswer: cpu.stop(BADGE_TRIALS)};
}

/** One stage's line: its p50, p95 and max over the trips that reached it. */
function stageLine<Stages>(stages: Stages[], name: string, key: keyof Stages): string {
  const values = stages
    .map((stage) => stage[key])
    .filter((value): value is Stages[keyof Stages] & number => typeof value === 'number')
    .toSorted((a, b) => a - b);
  return values.length
    ? `${name} p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(values.at(-1)!)} (n=${values.length})`
    : `${name} n/a`;
}

function stagesSummary(label: string, stages: BadgeStages[]) {
  const line = (name: string, key: keyof BadgeStages) => stageLine(stages, name, key);
  console.log(`    ${label}`);
  for (const [name, key] of [
    ['click → push sent', 'clickToPush'],
    ['push sent → its poke received there', 'pushToPoke'],
    ['poke received → badge changed', 'pokeToBadge'],
    ["of which the server's recount", 'recount'],
  ] as const)
    console.log(`      ${line(name.padEnd(38), key)}`);
}

function tabStagesSummary(label: string, stages: TabStages[]) {
  const line = (name: string, key: keyof TabStages) => stageLine(stages, name, key);
  console.log(`    ${label}`);
  for (const [name, key] of [
    ['click → stored in the shared outbox', 'stored'],
    ['click → other tabs told', 'told'],
    ['click → the other tab told', 'heard'],
    ['click → its read of the outbox done', 'read'],
    ['click → its badge changed', 'badge'],
    ['click → its poke after the push', 'poke'],
  ] as const)
    console.log(`      ${line(name.padEnd(38), key)}`);
  const beforePoke = stages.filter(
    (stage) => stage.badge !== undefined && (stage.poke === undefined || stage.badge < stage.poke),
  ).length;
  console.log(`      badge changed before the tab's poke: ${beforePoke} of ${stages.length}`);
}

function cpuSummary(product: CPUPerTrial, floor: CPUPerTrial) {
  console.log("    CPU time per answer (the product's three pages) and per change (the floor's two), by part:");
  for (const line of cpuTable(product, floor)) console.log(`      ${line}`);
}

function pushesOf(stages: BadgeStages[]): number[] {
  return stages.map((stage) => stage.clickToPush).filter((value): value is number => value !== undefined);
}

function firstCardSummary(cold: number[], warm: number[], floor: {cold: number[]; warm: number[]}) {
  console.log('Review with a large collection');
  summary('first card painted, cold load (10,000 due)', cold);
  summary("Zero's floor: first row painted, cold load", floor.cold);
  ratioLine(cold, floor.cold);
  summary('first card painted, warm load (10,000 due)', warm);
  summary("Zero's floor: first row painted, warm load", floor.warm);
  ratioLine(warm, floor.warm);
}

/** Vacuums and analyses what seeding wrote (tens of thousands of rows), as autovacuum would have soon after, and
 * waits until the stack is quiet: what the seeding set going then does not run during the trials, counted as the
 * answers' CPU and competing with them for the cores. */
async function cleanUpAfterSeeding(sql: postgres.Sql, orchestrator: number) {
  await sql`vacuum analyze`;
  const waited = await untilQuiet(() => productStackUsage(orchestrator).cpuSeconds);
  console.log(`The stack was quiet after ${waited} ms.`);
}

async function dueTotal(page: Page) {
  return page.getByTestId('review-nav-link').getAttribute('data-due-total');
}

await runBrowserBench({port: PORT, dataDir: DATA_DIR}, async ({stack, browser}) => {
  const sql = postgres(stack.databaseURL, {max: 2, onnotice: () => {}});

  const learner = await browser.newContext({baseURL: stack.baseURL});
  await arriveHavingTakenTheTour(learner, stack.baseURL);
  await learner.addInitScript(logZeroFrames);
  await learner.addInitScript(logOutboxEvents);
  const page = await learner.newPage();
  await signUp(page, `bench-review-${Date.now()}@example.test`);
  const userID = await page.evaluate(
    async () => ((await (await fetch('/api/user')).json()) as {user: {id: string}}).user.id,
  );
  let seedStart = performance.now();
  await seedCards(sql, userID, 1, 10_000, Date.now() - 30 * DAY);
  console.log(`Seeded 10,000 due cards in ${Math.round(performance.now() - seedStart)} ms.`);
  await page.goto('/practice/review');
  await page.getByTestId('review-remaining').filter({hasText: '10000 due'}).waitFor({timeout: REPLICATION_TIMEOUT});
  console.log(`They reached the page after ${Math.round(performance.now() - seedStart)} ms.`);
  const cookies = await learner.cookies();

  // 1. First card painted, cold and warm.
  const {cold, warm} = await coldAndWarmLoads({
    loads: LOADS,
    url: '/practice/review',
    selector: '[data-testid="review-question"]',
    newContext: () => browser.newContext({baseURL: stack.baseURL, storageState: {cookies, origins: []}}),
    prime: async (primer) => {
      // The service worker has installed the app shell, and the due cards have synced.
      await waitSettled(primer);
      await primer.getByTestId('review-question').waitFor({timeout: STEP_TIMEOUT});
    },
  });
  console.log(`Zero's floor (port ${FLOOR_PORT}): its first row painted, ${LOADS} cold and ${LOADS} warm loads…`);
  const zeroFloor = await startFloor(FLOOR_PORT);
  const floorLoads = await zeroFloorFirstRow(browser, zeroFloor, {loads: LOADS});
  if (FIRST_CARD_ONLY) {
    await zeroFloor.stop();
    console.log('');
    firstCardSummary(cold, warm, floorLoads);
    await sql.end();
    return;
  }

  // 2. Answer → next card painted.
  await page.bringToFront();
  await page.goto('/practice/review');
  await waitSettled(page);
  await page.getByTestId('review-card').waitFor({timeout: STEP_TIMEOUT});
  await page.evaluate(recordAnswers);
  console.log(`Timing ${ANSWERS} answers (after ${WARM_UP} warm-up answers)…`);
  const answerClicks: number[] = [];
  for (let i = 0; i < WARM_UP + ANSWERS; i++) {
    answerClicks.push(await answerGood(page));
    await page.waitForFunction((count) => window.__answerTimes!.length >= count, i + 1, {timeout: STEP_TIMEOUT});
  }
  const answerTimes = (await page.evaluate(() => window.__answerTimes!)).slice(WARM_UP);
  const answerPushes = clickToPush(await page.evaluate(() => window.__zeroFrames!), answerClicks).slice(WARM_UP);
  await page.waitForFunction(() => !document.querySelector('[data-testid="pending-reviews"]'), undefined, {
    timeout: STEP_TIMEOUT,
  });

  // 3. Due counts with 50,000 cards.
  seedStart = performance.now();
  await seedCards(sql, userID, 10_001, 40_000, Date.now() + DAY);
  console.log(`Seeded 40,000 more cards (not due) in ${Math.round(performance.now() - seedStart)} ms: 50,000 in all.`);
  // zero-cache replicates those 40,000 rows for a few seconds: the badge trials start once a card written after
  // them, due before every other, has reached the page (its badge counts one more), not while they stream in.
  const dueBefore = Number(await dueTotal(page));
  await seedCards(sql, userID, 50_001, 1, Date.now() - 80 * DAY);
  await page.waitForFunction(
    (total) =>
      document.querySelector('[data-testid="review-nav-link"]')?.getAttribute('data-due-total') === String(total),
    dueBefore + 1,
    {timeout: REPLICATION_TIMEOUT},
  );
  console.log(`They had replicated after ${Math.round(performance.now() - seedStart)} ms.`);
  const endpoint = {full: [] as number[], dueOnly: [] as number[]};
  for (let i = 0; i < 20; i++) {
    for (const [kind, seenStats] of [
      ['full', true],
      ['dueOnly', false],
    ] as const) {
      endpoint[kind].push(
        await page.evaluate(async (body) => {
          const start = performance.now();
          await (
            await fetch('/api/review/due-counts', {method: 'POST', headers: {'content-type': 'application/json'}, body})
          ).json();
          return performance.now() - start;
        }, JSON.stringify({seenStats})),
      );
    }
  }
  // Another tab of the same browser, and another browser signed in as the same learner.
  const otherTab = await learner.newPage();
  const otherContext = await browser.newContext({baseURL: stack.baseURL, storageState: {cookies, origins: []}});
  await otherContext.addInitScript(logZeroFrames);
  await otherContext.addInitScript(logOutboxEvents);
  const otherDevice = await otherContext.newPage();
  for (const watcher of [otherTab, otherDevice]) {
    await watcher.goto('/');
    await waitSettled(watcher);
    await watcher.getByTestId('due-badge').waitFor({timeout: STEP_TIMEOUT});
    await watcher.evaluate(recordBadge);
  }
  await cleanUpAfterSeeding(sql, stack.process.pid!);
  const manyDue = await badgeTrials(page, [otherTab, otherDevice], () => productCPU(stack.process.pid!));
  const manyDueTotal = await dueTotal(otherDevice);

  await sql`update fsrs_cards set due_at = now() + interval '30 days'
    where user_id = ${userID} and due_at <= now() and id not in (
      select id from fsrs_cards where user_id = ${userID} and due_at <= now() order by due_at limit 200)`;
  for (const watcher of [page, otherTab, otherDevice]) {
    await watcher.waitForFunction(
      () => document.querySelector('[data-testid="review-nav-link"]')?.getAttribute('data-due-total') === '200',
      undefined,
      {timeout: REPLICATION_TIMEOUT},
    );
  }
  await cleanUpAfterSeeding(sql, stack.process.pid!);
  const fewDue = await badgeTrials(page, [otherTab, otherDevice], () => productCPU(stack.process.pid!));
  console.log(`Zero's floor: click in A → B shows the change, ${FLOOR_TRIALS} trials…`);
  const floorTrip = await zeroFloorLatencies(browser, zeroFloor, {trials: FLOOR_TRIALS, warmUp: FLOOR_WARM_UP});
  const floorTrips = floorTrip.trips.map((trip) => trip.latency);
  await zeroFloor.stop();

  console.log('');
  firstCardSummary(cold, warm, floorLoads);
  summary(
    'answer → next card painted (10,000 due)',
    answerTimes.map((answer) => answer.ms),
  );
  console.log(
    framesLine(
      'answer → next card painted (10,000 due)',
      answerTimes.map((answer) => answer.frames),
    ),
  );
  summary(
    'answer → its push sent (10,000 due)',
    answerPushes.filter((value) => value !== undefined),
  );
  summary('POST /api/review/due-counts, with seen stats (50,000 cards)', endpoint.full);
  summary('POST /api/review/due-counts, due counts only (50,000 cards)', endpoint.dueOnly);
  summary(`answer → due badge of another tab (50,000 cards, ${manyDueTotal} due)`, manyDue.samples[0]!);
  summary(`answer → due badge of another browser (50,000 cards, ${manyDueTotal} due)`, manyDue.samples[1]!);
  summary("Zero's floor: click in A → B shows the change", floorTrips);
  ratioLine(manyDue.samples[1]!, floorTrips);
  summary(`answer → its push sent (50,000 cards, ${manyDueTotal} due)`, pushesOf(manyDue.stages));
  tabStagesSummary("where the other tab's time went:", manyDue.tabStages);
  stagesSummary("where the other browser's time went:", manyDue.stages);
  cpuSummary(manyDue.cpuPerAnswer, floorTrip.cpuPerTrip);
  summary('answer → due badge of another tab (50,000 cards, 200 due)', fewDue.samples[0]!);
  summary('answer → due badge of another browser (50,000 cards, 200 due)', fewDue.samples[1]!);
  summary("Zero's floor: click in A → B shows the change", floorTrips);
  ratioLine(fewDue.samples[1]!, floorTrips);
  summary('answer → its push sent (50,000 cards, 200 due)', pushesOf(fewDue.stages));
  tabStagesSummary("where the other tab's time went:", fewDue.tabStages);
  stagesSummary("where the other browser's time went:", fewDue.stages);
  cpuSummary(fewDue.cpuPerAnswer, floorTrip.cpuPerTrip);
  await sql.end();
});
