// The dashboard: a new learner's friendly empty state pointing at chapter 0; the numbers of the reviews and the
// practice this test does in another tab appear on the open dashboard without a reload; /review shows the due groups
// and the forecast.
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, signUpInContext} from './helpers.ts';
import {answerCard, seedCards} from './review-helpers.ts';

test('a new learner sees where to start', async ({page, context}) => {
  await signUpInContext(context, 'dash-new');
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Welcome\b/);
  await expect(page.getByRole('heading', {level: 1})).not.toContainText('back');
  await expect(page.getByTestId('start-chapter-0')).toHaveAttribute('href', '/learn/genki_1/chapter-0');
  await expect(page.getByTestId('seen-vocab')).toHaveText('0');
  await expect(page.getByTestId('learn-card')).toContainText('Chapter 0');
  await expect(page.getByTestId('path-percent')).toHaveText('0%');
  await expect(page.getByTestId('current-module')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Genki Study');
});

test('reviews and practice done in another tab show on the dashboard at once; /review counts by group', async ({
  page,
  context,
}) => {
  const learner = await signUpInContext(context, 'dash-live');
  const sql = e2eDatabase();
  try {
    await seedCards(sql, learner.id, [
      {key: '食べる', dueInDays: -2},
      {key: '飲む', dueInDays: -1},
      {key: '水', type: 'kanji', dueInDays: -1},
      {key: '見る', mode: 'spellings', dueInDays: 3},
    ]);

    await page.goto('/dashboard');
    await expectConnected(page);
    await expect(page.getByTestId('seen-vocab')).toHaveText('3');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Welcome back\b/);
    await expect(page.getByTestId('seen-kanji')).toHaveText('1');
    await expect(page.getByTestId('today-reviews')).toHaveText('0');
    // Due now and coming due later never count a card twice: the three overdue cards are due now, not later today.
    await expect(page.getByTestId('forecast-due-now')).toHaveText('3');
    await expect(page.getByTestId('forecast-today')).toHaveText('0');
    await expect(page.getByTestId('forecast-total')).toHaveText('1');
    await expect(page.getByTestId('streak')).toHaveText('0 days');
    await expect(page.getByTestId('today-practice')).toHaveText('0 min');
    await page.evaluate(() => ((window as {__sameDocument?: boolean}).__sameDocument = true));

    const reviewTab = await context.newPage();
    await reviewTab.goto('/review');
    await expect(reviewTab.getByTestId('review-due-total')).toHaveText('3');
    await expect(reviewTab.getByTestId('due-meanings-vocab')).toHaveText('2');
    await expect(reviewTab.getByTestId('due-meanings-kanji')).toHaveText('1');
    await expect(reviewTab.getByTestId('due-spellings')).toHaveText('0');
    await expect(reviewTab.getByTestId('review-forecast').locator('tbody tr')).toHaveCount(30);
    await expect(reviewTab.getByTestId('review-coming-up')).toHaveText(
      'Not due yet: 1 coming due over the next 30 days, 0 of them later today.',
    );
    await expect(reviewTab.getByTestId('review-forecast').locator('tbody tr').first()).toContainText('Later today');
    await reviewTab.getByTestId('start-review').click();
    await expect(reviewTab).toHaveURL(/\/practice\/review$/);

    for (const rating of [3, 1] as const) await answerCard(reviewTab, rating);

    // The open dashboard follows: two reviews today, a one-day streak, fewer cards due today.
    await expect(page.getByTestId('today-reviews')).toHaveText('2');
    await expect(page.getByTestId('week-reviews')).toHaveText('2');
    await expect(page.getByTestId('streak')).toHaveText('1 day');
    await expect(page.getByTestId('review-day-count')).toHaveText('1');
    await expect(page.getByTestId('week-reviews-chart').locator('tbody tr').last()).toContainText('2');
    // The card graded Again comes back within minutes: due later today; the Good one moved on; one is still due now.
    await expect(page.getByTestId('forecast-due-now')).toHaveText('1');
    await expect(page.getByTestId('forecast-today')).toHaveText('1');

    // On a phone the charts' labels and values keep a readable size (drawn in the SVG, they shrank with it to 6 px).
    await page.setViewportSize({width: 375, height: 720});
    for (const chart of ['week-reviews-chart', 'forecast-chart']) {
      const texts = await page.getByTestId(chart).locator('.chart-label, .chart-value').all();
      expect(texts.length).toBeGreaterThan(1);
      for (const text of texts) {
        const label = (await text.textContent()) ?? '';
        expect((await text.boundingBox())!.height, label).toBeGreaterThanOrEqual(11);
        expect(
          await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
          label,
        ).toBeGreaterThanOrEqual(11);
      }
    }
    await page.setViewportSize({width: 1280, height: 720});

    // A counter drill in the other tab, its first answer a minute after it opened (that tab's clock says so): the
    // open dashboard's practice time follows.
    const opened = Date.now() - 90_000;
    await reviewTab.clock.setFixedTime(opened);
    await reviewTab.goto('/practice/counters');
    await expect(reviewTab.getByTestId('counter-question')).toBeVisible();
    await reviewTab.clock.setFixedTime(opened + 60_000);
    await reviewTab.getByLabel('Reading in kana').fill('xx');
    await reviewTab.getByLabel('Reading in kana').press('Enter');
    await expect(reviewTab.getByTestId('practice-feedback')).toBeVisible();
    await expect(page.getByTestId('today-practice')).toHaveText('1 min');
    expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument)).toBe(true);

    const [row] = await sql<
      {count: number}[]
    >`select count(*)::int as count from fsrs_review_logs where user_id = ${learner.id}`;
    expect(row?.count).toBe(2);
    const [session] = await sql<
      {seconds: number}[]
    >`select duration_seconds as seconds from user_practice_sessions where user_id = ${learner.id}`;
    expect(session?.seconds).toBe(60);
  } finally {
    await sql.end();
  }
});

test('a dashboard in a background tab counts nothing until it is shown again', async ({page, context}) => {
  const learner = await signUpInContext(context, 'dash-hidden');
  const sql = e2eDatabase();
  try {
    await seedCards(sql, learner.id, [
      {key: '食べる', dueInDays: -2},
      {key: '飲む', dueInDays: -1},
    ]);
    // This page's visibility, as a browser reports it for a tab the learner switched away from and back to.
    await page.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, 'visibilityState', {get: () => (hidden ? 'hidden' : 'visible')});
      Object.defineProperty(document, 'hidden', {get: () => hidden});
      (window as {setHidden?: (value: boolean) => void}).setHidden = (value) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    let counts = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/dashboard/stats') && counts++));
    await page.goto('/dashboard');
    await expectConnected(page);
    await expect(page.getByTestId('today-reviews')).toHaveText('0');
    await page.evaluate(() => (window as {setHidden?: (value: boolean) => void}).setHidden!(true));
    const countsWhileShown = counts;

    const reviewTab = await context.newPage();
    await reviewTab.goto('/practice/review');
    await answerCard(reviewTab, 3);
    // The hidden dashboard has the answer (its due badge follows the synced card) and has not counted again.
    await expect(page.getByTestId('review-nav-link')).toHaveAttribute('data-due-total', '1');
    await page.waitForTimeout(1_000);
    expect(counts).toBe(countsWhileShown);

    await page.evaluate(() => (window as {setHidden?: (value: boolean) => void}).setHidden!(false));
    await expect(page.getByTestId('today-reviews')).toHaveText('1');
    expect(counts).toBe(countsWhileShown + 1);
  } finally {
    await sql.end();
  }
});

test('statistics that cannot be counted show an error with a way to try again (requirements §8)', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'dash-error');
  let failing = true;
  await page.route('**/api/dashboard/stats', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'server-unavailable',
            message: 'The server is busy or restarting; this will be retried',
          }),
        })
      : route.continue(),
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-error')).toContainText('Your statistics could not be loaded');
  await expect(page.getByTestId('dashboard-error')).toContainText('The server is busy or restarting');
  failing = false;
  await page.getByTestId('dashboard-error').getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
});

test('a visitor is asked to sign in on the dashboard and on /review', async ({page}) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-signed-out')).toBeVisible();
  await page.goto('/review');
  await expect(page.getByTestId('review-entry-signed-out')).toBeVisible();
});
