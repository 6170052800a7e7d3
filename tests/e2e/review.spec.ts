// Spaced-repetition review: a visitor is asked to sign in; a learner reviews due cards with the keyboard, the
// next card paints at once, the due count in the navigation follows in another tab, and an answer the server
// refuses is reported. With more cards due than the device syncs, the server counts them, one request at a time
// for the whole page.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, newDevice, refuseRowsOf, signUp, uniqueEmail} from './helpers.ts';
import {answerCard, currentUserID, seedCards} from './review-helpers.ts';
import {DUE_WINDOW} from '../../schema/queries.ts';

test('a signed-out visitor is told that review needs an account', async ({page}) => {
  await page.goto('/practice/review');
  await expect(page.getByRole('heading', {name: 'Review', level: 1})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'sign in', exact: true})).toHaveAttribute(
    'href',
    /\/auth\?mode=sign-in&redirect=%2Fpractice%2Freview/,
  );
  await expect(page.getByTestId('review-card')).toHaveCount(0);
  await expect(page.getByTestId('due-badge')).toHaveCount(0);
});

test('due cards are reviewed with the keyboard; the due count follows in another tab; a refused answer is dropped', async ({
  page,
  context,
}) => {
  const sql = e2eDatabase();
  let accept: (() => Promise<void>) | undefined;
  try {
    await signUp(page, {email: uniqueEmail('review')});
    const userID = await currentUserID(page);
    await seedCards(sql, userID, [
      {key: '食べる', dueInDays: -3},
      {key: '水', type: 'kanji', dueInDays: -1},
      {key: '氵', type: 'radical', dueInDays: -0.5},
      {key: '飲む', mode: 'spellings', dueInDays: -2},
      {key: '見る', dueInDays: 2},
    ]);

    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await expectConnected(otherTab);
    await expect(otherTab.getByTestId('due-badge')).toHaveText('4');
    await otherTab.getByTestId('review-nav-link').hover();
    await expect(otherTab.getByTestId('due-popover')).toBeVisible();
    await expect(otherTab.getByTestId('due-popover')).toContainText('Meanings · vocabulary: 1');
    await expect(otherTab.getByTestId('due-popover')).toContainText('Meanings · kanji and radicals: 2');
    await expect(otherTab.getByTestId('due-popover')).toContainText('Spellings: 1');

    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-remaining')).toHaveText('4 due');
    // Prerequisites first (the default): the radical, then the kanji, then vocabulary, most overdue first.
    const order: string[] = [];
    for (let remaining = 4; remaining > 0; remaining--) {
      const card = page.getByTestId('review-card');
      await expect(card).toBeVisible();
      order.push((await card.getAttribute('data-card-id'))!.split(':').slice(1, 3).join(':'));
      await expect(page.getByTestId('review-answer')).toHaveCount(0);
      await page.keyboard.press('Space');
      await expect(page.getByTestId('review-answer')).toBeVisible();
      // A kanji answers with its KANJIDIC meanings next to its stroke order.
      if (order.at(-1) === '水:kanji')
        await expect(page.getByTestId('review-answer').getByTestId('kanji-card')).toContainText('water');
      await page.keyboard.press('3');
      await expect(otherTab.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', String(remaining - 1));
    }
    expect(order).toEqual(['氵:radical', '水:kanji', '食べる:vocabulary', '飲む:vocabulary']);
    await expect(page.getByTestId('review-empty')).toContainText('Nothing due');
    await expect(page.getByTestId('seen-stats')).toContainText('Seen so far: 3 words');
    await expect(page.getByTestId('seen-stats')).toContainText('and 2 kanji and radicals');
    await expect(page.getByTestId('review-empty')).toContainText('Your next review is due in');
    await expect(otherTab.getByTestId('due-badge')).toHaveCount(0);

    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await expect
      .poll(async () =>
        (await sql`select rating from fsrs_review_logs where user_id = ${userID}`).map((log) => log.rating),
      )
      .toEqual([3, 3, 3, 3]);

    // An answer the server refuses is dropped and reported, and its card comes back. For a moment the database
    // refuses "Easy" answers: the server's transaction fails.
    const [refused] = await seedCards(sql, userID, [{key: '犬', dueInDays: -1}]);
    await expect(page.getByTestId('review-card')).toHaveAttribute('data-card-id', refused!.id);
    accept = await refuseRowsOf(sql, {table: 'fsrs_review_logs', userID, check: 'rating <> 4'});
    await page.keyboard.press('Space');
    await page.keyboard.press('4');
    await expect(page.getByTestId('notice-error')).toHaveText(
      /An answer could not be saved and was dropped: The server refused this change as invalid/,
    );
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await expect(page.getByTestId('review-card')).toHaveAttribute('data-card-id', refused!.id);
    expect(await sql`select 1 from fsrs_review_logs where card_id = ${refused!.id}`).toHaveLength(0);
  } finally {
    await accept?.();
    await sql.end();
  }
});

/** A new learner with 40 more cards due than the due query syncs: their id, and how many are due. */
async function signUpWithMoreDueThanSynced(page: Page, sql: ReturnType<typeof e2eDatabase>, label: string) {
  await signUp(page, {email: uniqueEmail(label)});
  const userID = await currentUserID(page);
  const due = DUE_WINDOW + 40;
  await seedCards(
    sql,
    userID,
    Array.from({length: due}, (_, index) => ({key: `語${index}`, dueInDays: -1 - index / 1000})),
  );
  return {userID, due};
}

test('more cards due than the device syncs: the server counts them, one request at a time for the whole page', async ({
  page,
}) => {
  const sql = e2eDatabase();
  try {
    const {userID, due} = await signUpWithMoreDueThanSynced(page, sql, 'review-many');

    // Every recount request, from the page's call to the moment its answer was read, by the page's own clock (the
    // network's timings can close a request after the page has read its answer). The seen stats come from the same
    // endpoint, on their own.
    await page.addInitScript(() => {
      const recounts: {start: number; end?: number}[] = [];
      (window as unknown as {recounts: typeof recounts}).recounts = recounts;
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const isRecount =
          String(input).endsWith('/api/review/due-counts') && String(init?.body).includes('"seenStats":false');
        if (!isRecount) return send(input, init);
        const recount: {start: number; end?: number} = {start: performance.now()};
        recounts.push(recount);
        const response = await send(input, init);
        const read = response.json.bind(response);
        response.json = async () => {
          try {
            return await read();
          } finally {
            recount.end = performance.now();
          }
        };
        return response;
      };
    });
    const pageRecounts = () =>
      page.evaluate(() => (window as unknown as {recounts: {start: number; end?: number}[]}).recounts);

    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-remaining')).toHaveText(`${due} due`);
    await expect(page.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', String(due));
    for (let answered = 1; answered <= 3; answered++) {
      await answerCard(page, 3);
      await expect(page.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', String(due - answered));
      await expect(page.getByTestId('review-remaining')).toHaveText(`${due - answered} due`);
    }
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await sql`select count(*)::int as count from fsrs_review_logs where user_id = ${userID}`)[0]!.count,
      )
      .toBe(3);

    // The answers moved the counts from the synced cards; once they have been quiet for a moment, the server
    // counts again to correct them. The navigation and the review page both show the counts; they share each
    // request, so no two ever overlap.
    await expect.poll(async () => (await pageRecounts()).length).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await pageRecounts()).every((recount) => recount.end !== undefined)).toBe(true);
    await expect(page.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', String(due - 3));
    const recounts = await pageRecounts();
    for (const [index, recount] of recounts.entries()) {
      if (index > 0)
        expect(recount.start, `request ${index} started before request ${index - 1} ended`).toBeGreaterThanOrEqual(
          recounts[index - 1]!.end!,
        );
    }
  } finally {
    await sql.end();
  }
});

test('more cards due than the device syncs: an answer moves the badge in another browser without a recount', async ({
  page,
  browser,
}, testInfo) => {
  const sql = e2eDatabase();
  try {
    const {due} = await signUpWithMoreDueThanSynced(page, sql, 'review-follow');
    const otherDevice = await newDevice(browser, testInfo);
    await otherDevice.addCookies(await page.context().cookies());
    const other = await otherDevice.newPage();
    await other.goto('/');
    await expectConnected(other);
    await expect(other.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', String(due));
    // From here the other browser's recounts never come back: its badge can only follow the cards synced to it.
    await other.route('**/api/review/due-counts', () => {});

    await page.goto('/practice/review');
    await expectConnected(page);
    for (let answered = 1; answered <= 2; answered++) {
      await answerCard(page, 3);
      await expect(other.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', String(due - answered));
    }
    await otherDevice.close();
  } finally {
    await sql.end();
  }
});
