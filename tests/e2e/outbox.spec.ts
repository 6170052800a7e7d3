// The write outbox at its edges: a browser that refuses to store writes (quota, private mode) is told so and the
// answer still reaches the server; signing out with answers pending asks first, keeps them for the same account
// (never sent as anyone else) or discards them; and a tab that cannot send does not hold another tab's writes back.
import {expect, test, type BrowserContext, type Page, type WebSocketRoute} from '@playwright/test';
import {e2eDatabase, expectConnected, signIn, signUp, uniqueEmail} from './helpers.ts';
import {answerCard, currentUserID, seedCards, storedOutbox} from './review-helpers.ts';
import {STORAGE_REFUSED_NOTICE} from '../../src/features/outbox/write-words.ts';

const reviewCount = async (sql: ReturnType<typeof e2eDatabase>, userID: string) =>
  (await sql<{n: number}[]>`select count(*)::int as n from fsrs_review_logs where user_id = ${userID}`)[0]!.n;

/** Holds the sync socket of every page of `target` back on demand: open sockets are closed and new ones never reach
 * zero-cache, so Zero keeps trying to connect and writes wait in the outbox, while every other request (signing in
 * and out) goes through. */
async function syncSocketGate(target: BrowserContext | Page) {
  const open = new Set<WebSocketRoute>();
  let blocked = false;
  await target.routeWebSocket(/\/zero\/sync\//, (socket) => {
    if (blocked) return;
    socket.connectToServer();
    open.add(socket);
  });
  return {
    block: async () => {
      blocked = true;
      for (const socket of open) await socket.close();
      open.clear();
    },
    unblock: () => void (blocked = false),
  };
}

/** The outbox of this browser is empty; failing, the writes it holds are named. */
const expectNothingWaiting = (page: Page) =>
  expect.poll(async () => (await storedOutbox(page)).map((entry) => entry.name)).toEqual([]);

test('a browser that refuses to store writes is told so, and the answer still reaches the server', async ({page}) => {
  const sql = e2eDatabase();
  try {
    // Every open of the outbox's database fails, as in a private window or a full disk.
    await page.addInitScript(() => {
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (name: string, version?: number) {
        const request = open.call(this, name, version);
        // Its creation is aborted, so every open fails (asynchronously, as a browser refusing storage does).
        if (name === 'genki-review') request.addEventListener('upgradeneeded', () => request.transaction!.abort());
        return request;
      };
    });
    await signUp(page, {email: uniqueEmail('no-storage')});
    const userID = await currentUserID(page);
    await seedCards(sql, userID, [
      {key: '食べる', dueInDays: -2},
      {key: '飲む', dueInDays: -1},
    ]);
    await page.goto('/practice/review');
    await expectConnected(page);

    const answered = await answerCard(page, 3);
    await expect(page.getByTestId('notice-error')).toContainText(STORAGE_REFUSED_NOTICE);
    await expect
      .poll(() =>
        sql`select card_id from fsrs_review_logs where user_id = ${userID}`.then((rows) =>
          rows.map((row) => row.card_id),
        ),
      )
      .toEqual([answered]);
  } finally {
    await sql.end();
  }
});

test('signing out with answers pending asks first: kept ones are sent after the same account signs in again, never as another; discarded ones are gone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  const sync = await syncSocketGate(context);
  try {
    const other = uniqueEmail('pending-other');
    await signUp(page, {email: other});
    await page.getByRole('button', {name: 'Sign out'}).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();

    const email = uniqueEmail('pending-owner');
    await signUp(page, {email});
    const userID = await currentUserID(page);
    await seedCards(sql, userID, [
      {key: '食べる', dueInDays: -3},
      {key: '飲む', dueInDays: -2},
      {key: '見る', dueInDays: -1},
    ]);
    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-card')).toBeVisible();

    // The sync socket is held back once nothing waits (a write of before, unconfirmed, would wait with the answers):
    // two answers wait on this device.
    await expectNothingWaiting(page);
    await sync.block();
    await answerCard(page, 3);
    await answerCard(page, 2);
    await expect(page.getByTestId('pending-reviews')).toHaveText('2 answers waiting to sync');

    await page.getByRole('button', {name: 'Sign out'}).click();
    const ask = page.getByTestId('sign-out-pending');
    await expect(ask).toContainText('2 answers waiting to sync');
    await expect(ask.getByTestId('sign-out-discard')).toHaveText('Discard 2 and sign out');
    await ask.getByTestId('sign-out-keep').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    expect((await storedOutbox(page)).map((entry) => entry.userID)).toEqual([userID, userID]);

    // Another account signs in here, connected: the kept answers are neither sent as it nor shown to it.
    sync.unblock();
    await signIn(page, {email: other});
    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await page.reload();
    await expectConnected(page);
    await expect(page.getByTestId('notice-error')).toHaveCount(0);
    expect(await reviewCount(sql, userID)).toBe(0);
    expect((await storedOutbox(page)).map((entry) => entry.userID)).toEqual([userID, userID]);
    await page.getByRole('button', {name: 'Sign out'}).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The same account signs in again: its answers are sent, once each.
    await signIn(page, {email});
    await page.goto('/practice/review');
    await expectConnected(page);
    await expect.poll(() => reviewCount(sql, userID), {timeout: 30_000}).toBe(2);
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    expect(await storedOutbox(page)).toEqual([]);

    // Pending again, and this time discarded: gone from the device, and never sent.
    await expectNothingWaiting(page);
    await sync.block();
    await answerCard(page, 4);
    await expect(page.getByTestId('pending-reviews')).toHaveText('1 answer waiting to sync');
    await page.getByRole('button', {name: 'Sign out'}).click();
    await expect(page.getByTestId('sign-out-discard')).toHaveText('Discard 1 and sign out');
    await page.getByTestId('sign-out-discard').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    expect(await storedOutbox(page)).toEqual([]);
    sync.unblock();
    await signIn(page, {email});
    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-remaining')).toHaveText('1 due');
    expect(await reviewCount(sql, userID)).toBe(2);
  } finally {
    await sql.end();
  }
});

test('a tab that cannot send does not hold its writes back: another tab sends them, and those of a closed tab', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const sql = e2eDatabase();
  try {
    await signUp(page, {email: uniqueEmail('two-tabs')});
    const userID = await currentUserID(page);
    await seedCards(sql, userID, [
      {key: '食べる', dueInDays: -4},
      {key: '飲む', dueInDays: -3},
      {key: '見る', dueInDays: -2},
      {key: '聞く', dueInDays: -1},
    ]);
    const sender = await context.newPage();
    await sender.goto('/');
    await expectConnected(sender);

    // This tab's sync socket is cut and never opens again: Zero keeps connecting, then gives up on writes after its
    // one-minute window.
    const stuckSync = await syncSocketGate(page);
    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-card')).toBeVisible();
    await stuckSync.block();
    const stuck = [await answerCard(page, 3), await answerCard(page, 3)];
    await expect(page.getByTestId('pending-reviews')).toHaveText('2 answers waiting to sync');

    // The other tab, connected all along, sends them while the stuck tab stays open.
    await expect
      .poll(
        () =>
          sql`select card_id from fsrs_review_logs where user_id = ${userID} order by reviewed_at`.then((rows) =>
            rows.map((row) => row.card_id),
          ),
        {timeout: 120_000},
      )
      .toEqual(stuck);
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

    // A tab closed with writes pending: the other tab sends them too.
    const closing = await context.newPage();
    const closingSync = await syncSocketGate(closing);
    await closing.goto('/practice/review');
    await expectConnected(closing);
    await expect(closing.getByTestId('review-card')).toBeVisible();
    await closingSync.block();
    const closed = await answerCard(closing, 4);
    await expect(closing.getByTestId('pending-reviews')).toHaveText('1 answer waiting to sync');
    await closing.close();
    await expect.poll(() => reviewCount(sql, userID), {timeout: 30_000}).toBe(3);
    expect(
      (await sql`select card_id from fsrs_review_logs where user_id = ${userID} order by reviewed_at`).map(
        (row) => row.card_id,
      ),
    ).toEqual([...stuck, closed]);
  } finally {
    await sql.end();
  }
});
