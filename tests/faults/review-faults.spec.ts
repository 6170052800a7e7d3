// `npm run test:faults`: a 100-answer review session in Chromium while the product is hurt, each fault striking
// with answers in flight: zero-cache killed with SIGKILL, the web server restarted, Postgres crashed, and the network
// cut with the tab closed and opened again offline. After each, every answer is
// in Postgres exactly once, in answer order, and every card is the pure replay of its review log from its base.
// The orchestrator (`npm start`) brings each part back by itself; the suite only hurts it.
import fs from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import postgres from 'postgres';
import {expectConnected, signUp, uniqueEmail} from '../e2e/helpers.ts';
import {answerCard, currentUserID, seedCards, storedOutbox} from '../e2e/review-helpers.ts';
import {replayReviews} from '../../schema/mutators/reviews.ts';
import type {StoredCard} from '../../schema/fsrs/review-step.ts';
import {loadCatalogue} from '../../server/catalogue/build-catalogue.ts';
import {startFaultStack, type FaultStack} from './fault-stack.ts';
import {FAULT_PORT} from '../../playwright.faults.config.ts';

test.use({serviceWorkers: 'allow'});

type Rating = 1 | 2 | 3 | 4;
type Answer = {cardID: string; rating: Rating};
type Checked = {reviews: number; cards: number; landedOutOfOrder: number};
type Row = {fault: string; answers: number; reconnectedAfter: string} & Checked;

// Mostly "Good", with some "Again" (the card comes back a minute later and is answered again) and the others.
const RATINGS: Rating[] = [3, 3, 2, 4, 1, 3, 2, 3, 4, 1];
const ANSWERS_PER_PHASE = 20;
/** Answers given before each fault strikes; the rest are given while it is under way. */
const BEFORE_FAULT = 6;

async function answer(page: Page, answers: Answer[]) {
  const rating = RATINGS[answers.length % RATINGS.length]!;
  answers.push({cardID: await answerCard(page, rating), rating});
}

async function answerTimes(page: Page, answers: Answer[], count: number) {
  for (let index = 0; index < count; index++) await answer(page, answers);
}

/** How long the client may take to connect again once the part is back: on a slow, loaded machine zero-cache and
 * Zero's client both back off while Postgres recovers, so this is minutes, not the 10 s of an ordinary expectation.
 * The time it took is printed, never asserted. */
const RECONNECT_TIMEOUT_MS = 120_000;

/** Waits for the connection indicator to say connected; returns how long that took, for the table. */
async function reconnected(page: Page): Promise<string> {
  const start = performance.now();
  await expectConnected(page, RECONNECT_TIMEOUT_MS);
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

async function allSynced(page: Page) {
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0, {timeout: 180_000});
}

type LogRow = {id: string; card_id: string; rating: Rating; reviewed: number; review_log: unknown; tx: string};
type CardRow = {
  id: string;
  fsrs_card: StoredCard;
  base_card: StoredCard | null;
  due: number;
  last_review_id: string | null;
};

/** Every answer in Postgres exactly once and in answer order; every card the replay of its log from its base. */
async function checkIntegrity(sql: postgres.Sql, userID: string, answers: readonly Answer[]): Promise<Checked> {
  const logs = await sql<LogRow[]>`
    select id, card_id, rating, (extract(epoch from reviewed_at) * 1000)::float8 as reviewed, review_log, xmin::text as tx
    from fsrs_review_logs where user_id = ${userID} order by reviewed_at, id`;
  expect(logs.map((log) => `${log.card_id} ${log.rating}`)).toEqual(
    answers.map((each) => `${each.cardID} ${each.rating}`),
  );
  const cards = await sql<CardRow[]>`
    select id, fsrs_card, base_card, (extract(epoch from due_at) * 1000)::float8 as due, last_review_id
    from fsrs_cards where user_id = ${userID}`;
  let replayed = 0;
  for (const card of cards) {
    const own = logs.filter((log) => log.card_id === card.id);
    if (!own.length) {
      expect(card.fsrs_card, `${card.id} was never answered`).toEqual(card.base_card);
      continue;
    }
    const replay = replayReviews(
      card.base_card,
      own.map((log) => ({id: log.id, rating: log.rating, reviewedAt: log.reviewed})),
    );
    expect({card: card.fsrs_card, due: card.due, last: card.last_review_id}, card.id).toEqual({
      card: replay.card,
      due: replay.card!.due,
      last: own.at(-1)!.id,
    });
    for (const log of own) expect(log.review_log, `log ${log.id}`).toEqual(replay.logs.get(log.id));
    replayed++;
  }
  // Transaction ids grow as answers land: one lower than an earlier answer's landed before it (and was folded in).
  const landedOutOfOrder = logs.filter(
    (log, index) => index > 0 && BigInt(log.tx) < BigInt(logs[index - 1]!.tx),
  ).length;
  return {reviews: logs.length, cards: replayed, landedOutOfOrder};
}

function printTable(rows: Row[]) {
  const header = [
    'fault (answers in flight)',
    'answers',
    'connected again after',
    'reviews checked',
    'cards replayed',
    'landed out of order',
    'result',
  ];
  const lines = rows.map((row) => [
    row.fault,
    String(row.answers),
    row.reconnectedAfter,
    String(row.reviews),
    String(row.cards),
    String(row.landedOutOfOrder),
    'survived',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(
    [
      '',
      'Faults survived',
      format(header),
      format(widths.map((width) => '-'.repeat(width))),
      ...lines.map(format),
    ].join('\n'),
  );
}

test('100 answers survive zero-cache, web server and Postgres restarts and a long network cut', async ({
  context,
  page: firstPage,
}, testInfo) => {
  test.setTimeout(30 * 60_000);
  const browserLog: string[] = [];
  context.on('console', (message) =>
    browserLog.push(`${new Date().toISOString()} ${message.type()} ${message.text()}`),
  );
  let stack: FaultStack | undefined;
  let sql: postgres.Sql | undefined;
  const rows: Row[] = [];
  try {
    stack = await startFaultStack(FAULT_PORT, '.data-faults');
    const db = (sql = postgres(stack.databaseURL, {max: 2, onnotice: () => {}}));
    const hurt = stack;
    let page = firstPage;
    await signUp(page, {email: uniqueEmail('faults')});
    const userID = await currentUserID(page);
    const keys = [...(await loadCatalogue()).vocabulary.keys()].slice(0, 130);
    await seedCards(
      db,
      userID,
      keys.map((key, index) => ({key, dueInDays: -1 - index / 1000})),
    );

    await page.goto('/practice/review');
    await expectConnected(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const answers: Answer[] = [];

    /** Strikes with answers in flight; once the part is back, waits for the client to connect and everything to land. */
    const phase = async (fault: string, strike: () => Promise<void>, recover: () => Promise<void>) => {
      const before = answers.length;
      await answerTimes(page, answers, BEFORE_FAULT);
      await strike();
      await answerTimes(page, answers, ANSWERS_PER_PHASE - BEFORE_FAULT);
      await recover();
      const reconnectedAfter = await reconnected(page);
      await allSynced(page);
      rows.push({
        fault,
        answers: answers.length - before,
        reconnectedAfter,
        ...(await checkIntegrity(db, userID, answers)),
      });
    };

    await phase(
      'none (control)',
      async () => {},
      async () => {},
    );

    await phase(
      'zero-cache killed (SIGKILL)',
      async () => {
        process.kill(hurt.pid('zero-cache'), 'SIGKILL');
      },
      async () => {
        await hurt.back('zero-cache', 1);
        expect(hurt.output()).toMatch(/zero-cache exited \(SIGKILL\); restarting it in \d+ ms/);
      },
    );

    await phase(
      'web server restarted',
      async () => {
        hurt.process.kill('SIGUSR2');
      },
      async () => {
        await hurt.back('web server', 1);
      },
    );

    await phase(
      'Postgres crashed (SIGQUIT) and restarted',
      async () => {
        process.kill(hurt.pid('postgres'), 'SIGQUIT');
      },
      async () => {
        await hurt.back('postgres', 1);
      },
    );

    // Offline (however long: Zero no longer refuses writes after a minute), the tab closed and opened again offline,
    // then back online.
    const before = answers.length;
    await answerTimes(page, answers, BEFORE_FAULT);
    await context.setOffline(true);
    await answerTimes(page, answers, 4);
    await expect(page.getByTestId('connection-state')).toContainText('Offline');
    await answerTimes(page, answers, 5);
    await expect(page.getByTestId('pending-reviews')).toHaveText(/\d+ answers waiting to sync/);
    // An answer's write starts after the frame that shows the next card, or on pagehide when a learner closes the
    // tab; Playwright's close fires no pagehide, so the suite closes the tab once the last answer is on the device,
    // as a learner's close (a frame or more after the key press) would find it.
    const latestStoredAnswer = async () =>
      (await storedOutbox(page))
        .filter((entry) => entry.name === 'reviews.grade')
        .toSorted((a, b) => a.seq - b.seq)
        .at(-1);
    await expect
      .poll(async () => ((await latestStoredAnswer())?.args as {cardID?: string} | undefined)?.cardID)
      .toBe(answers.at(-1)!.cardID);
    await page.close();
    page = await context.newPage();
    await page.goto('/practice/review');
    await expect(page.getByTestId('review-card')).toBeVisible();
    await answerTimes(page, answers, ANSWERS_PER_PHASE - (answers.length - before));
    await context.setOffline(false);
    const reconnectedAfter = await reconnected(page);
    await allSynced(page);
    rows.push({
      fault: 'network cut, tab closed and reopened offline',
      answers: answers.length - before,
      reconnectedAfter,
      ...(await checkIntegrity(db, userID, answers)),
    });

    expect(answers).toHaveLength(100);
  } finally {
    printTable(rows);
    fs.writeFileSync(testInfo.outputPath('stack-output.log'), stack?.output() ?? '');
    fs.writeFileSync(testInfo.outputPath('browser-console.log'), browserLog.join('\n'));
    await sql?.end();
    await stack?.stop();
  }
});
