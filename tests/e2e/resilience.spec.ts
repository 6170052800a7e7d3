// When things go wrong: a code chunk that fails to load, catalogue and stroke requests that fail, a settings save the
// database refuses or cannot take for a moment, and a session that ended elsewhere.
import {expect, test, type Page} from '@playwright/test';
import {
  chooseColorMode,
  e2eDatabase,
  expectConnected,
  expectTheme,
  failWritesOf,
  refuseRowsOf,
  signUp,
  uniqueEmail,
} from './helpers.ts';
import {currentUserID, storedOutbox} from './review-helpers.ts';
import {CATALOGUE_UNREACHABLE} from '../../src/app/catalogue/catalogue-api.ts';

type Failure = 503 | 'network';

/** Requests matching `url` fail as `failures` says, one failure per request in order, then go through; with `always`
 * the failures repeat for every request. Returns how many requests were made. */
async function failRequests(page: Page, url: RegExp, failures: Failure[], {always = false} = {}) {
  let made = 0;
  await page.route(url, async (route) => {
    const failure = always ? failures[made % failures.length] : failures[made];
    made++;
    if (failure === 'network') await route.abort('failed');
    else if (failure)
      await route.fulfill({status: failure, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>'});
    else await route.fallback();
  });
  return () => made;
}

test('a page chunk that fails to load reloads the page once, then shows the error panel', async ({page}) => {
  // The settings page's own chunk is the one holding its text; chunk names alone also match shared chunks.
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Learn kanji and radicals before the words that use them'))
      await route.abort('failed');
    else await route.fulfill({response});
  });
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads++;
  });

  await page.goto('/settings');
  await expect(page.getByRole('heading', {name: 'Something went wrong!'})).toBeVisible();
  expect(documentLoads).toBe(2);

  const toggle = page.getByRole('button', {name: 'Show Error'});
  await toggle.click();
  await expect(page.locator('.error-details')).toContainText(
    /dynamically imported module|Importing a module script failed/,
  );
  await page.getByRole('button', {name: 'Hide Error'}).click();
  await expect(page.locator('.error-details')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Show Error'})).toBeVisible();
  // The shell around the failed page still works.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
});

// A lesson's vocabulary comes from the catalogue, /kanji-test's drawing and facts from the stroke and kanji
// endpoints; each test opens both pages side by side, as the waits between tries are most of its time.
test('catalogue, stroke and kanji requests that fail at first are tried again: the pages show their content and no error', async ({
  page,
  context,
}) => {
  const kanjiPage = await context.newPage();
  const structure = await failRequests(page, /\/api\/catalogue\/structure\?/, [503, 'network']);
  const vocabulary = await failRequests(page, /\/api\/catalogue\/vocabulary-keys\?/, ['network']);
  const svg = await failRequests(kanjiPage, /\/api\/strokes\/05b57\.svg$/, [503]);
  const starts = await failRequests(kanjiPage, /\/api\/strokes\/05b57\.json$/, ['network']);
  const facts = await failRequests(kanjiPage, /\/api\/kanji\//, [503, 503]);
  await Promise.all([
    (async () => {
      await page.goto('/lessons/greetings');
      const table = page.locator('table.vocab-table');
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await expect(table).toContainText('おはよう');
      await expect(page.getByRole('alert')).toHaveCount(0);
    })(),
    (async () => {
      await kanjiPage.goto('/kanji-test');
      await expect(
        kanjiPage.getByRole('img', {name: 'Stroke order of 字: 6 strokes'}).locator('.strokes path'),
      ).toHaveCount(6);
      await expect(kanjiPage.getByTestId('kanji-card')).toContainText('character, letter, word');
      await expect(kanjiPage.getByText('No stroke image')).toHaveCount(0);
    })(),
  ]);
  expect([structure(), vocabulary(), svg(), starts(), facts()]).toEqual([3, 2, 2, 2, 3]);
});

test('catalogue and stroke requests that keep failing end in our own words once the tries are used up', async ({
  page,
  context,
}) => {
  const kanjiPage = await context.newPage();
  const vocabulary = await failRequests(page, /\/api\/catalogue\/vocabulary-keys\?/, [503, 'network'], {always: true});
  const strokes = await failRequests(kanjiPage, /\/api\/strokes\//, [503], {always: true});
  await Promise.all([
    (async () => {
      await page.goto('/lessons/greetings');
      await expect(page.getByRole('alert')).toHaveText(`Could not load the vocabulary: ${CATALOGUE_UNREACHABLE}`, {
        timeout: 30_000,
      });
    })(),
    (async () => {
      await kanjiPage.goto('/kanji-test');
      const figure = kanjiPage.getByTestId('stroke-order');
      await expect(figure).toHaveAttribute('data-state', 'missing', {timeout: 30_000});
      await expect(figure).toContainText('No stroke image');
      await expect(kanjiPage.getByRole('img', {name: 'No stroke order image for 字'})).toBeVisible();
    })(),
  ]);
  // Each request: the first try and 3 more (the drawing's image and its stroke starts). The figure gives up when
  // its image does; the starts' last try may still be on its way then.
  await expect.poll(() => [vocabulary(), strokes()]).toEqual([4, 8]);
});

test('a settings save the server refuses is rolled back and reported; one it cannot take now stays pending and lands', async ({
  page,
}) => {
  const sql = e2eDatabase();
  const segment = (label: string) => page.getByTestId('color-mode').locator('label', {hasText: label});
  let accept: (() => Promise<void>) | undefined;
  try {
    await signUp(page, {email: uniqueEmail('refused')});
    const userID = await currentUserID(page);
    const storedMode = async () =>
      (
        await sql<
          {mode: string}[]
        >`select user_preferences->>'color-mode' as mode from profiles where user_id = ${userID}`
      )[0]?.mode;
    await page.goto('/settings');
    await expectConnected(page);
    await expect(page.getByTestId('color-mode-system')).toBeChecked();

    // For a moment the database refuses this learner's dark mode: the server's transaction fails.
    accept = await refuseRowsOf(sql, {
      table: 'profiles',
      userID,
      check: `user_preferences->>'color-mode' is distinct from 'dark'`,
    });
    await segment('Dark').click();
    await expect(page.getByTestId('notice-error')).toHaveText(
      /Your settings could not be saved, so they were put back: The server refused this change as invalid/,
    );
    await expect(page.getByTestId('color-mode-system')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'system');

    // Once the database accepts it again, the same change goes through.
    await accept();
    await segment('Dark').click();
    await expectTheme(page, 'dark');
    // Landed, not only shown: a save still in the outbox would be sent again after the reload, into the failure below.
    await expect.poll(storedMode).toBe('dark');
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('color-mode-dark')).toBeChecked();

    // The database cannot take this learner's writes for a while (a transient failure, not a refusal): the save is
    // kept on this device, still shown, and sent again with backoff (the page's connection stops and starts again),
    // neither put back nor reported; once the database takes it, it lands.
    accept = await failWritesOf(sql, {table: 'profiles', userID});
    await expectConnected(page);
    await segment('Light').click();
    await expectTheme(page, 'light');
    await expect(page.getByTestId('pending-reviews')).toHaveText('1 change waiting to sync');
    await page.waitForTimeout(2000);
    expect((await storedOutbox(page)).map((entry) => entry.name)).toEqual(['settings.update']);
    await expectTheme(page, 'light');
    expect(await storedMode()).toBe('dark');
    await expect(page.getByTestId('notice-error')).toHaveCount(0);
    await accept();
    await expect.poll(storedMode, {timeout: 45_000}).toBe('light');
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    expect(await storedOutbox(page)).toEqual([]);
    await expectTheme(page, 'light');
  } finally {
    await accept?.();
    await sql.end();
  }
});

test('a learner whose session ended elsewhere is asked to sign in again', async ({page}) => {
  const sql = e2eDatabase();
  const email = uniqueEmail('ended');
  try {
    await signUp(page, {email});
    await page.goto('/settings');
    await expectConnected(page);

    // The session ends on the server (signed out everywhere, or expired) while this tab stays open.
    await sql`delete from auth.session where "userId" = (select id from auth."user" where email = ${email})`;
    // The Zero endpoints remember a session for 10 s (server/session.ts); after that the next change is refused, unless
    // the page has found out already (Zero asked the server again meanwhile, as it does on a slow machine).
    await page.waitForTimeout(11_000);
    const askedToSignIn = (url: URL) => url.pathname === '/auth' && url.searchParams.get('reason') === 'expired';
    await Promise.race([
      page.waitForURL(askedToSignIn),
      page.getByTestId('color-mode').locator('label', {hasText: 'Dark'}).click(),
    ]);

    await page.waitForURL(askedToSignIn);
    await expect(page.getByText('Your session has ended. Sign in again to keep syncing.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Sign in', exact: true})).toBeVisible();
  } finally {
    await sql.end();
  }
});

test('a change the server keeps failing on is parked with Retry and Discard, and a later change to the same thing waits with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  let accept: (() => Promise<void>) | undefined;
  try {
    await signUp(page, {email: uniqueEmail('parked')});
    const userID = await currentUserID(page);
    const storedMode = async () =>
      (
        await sql<
          {mode: string}[]
        >`select user_preferences->>'color-mode' as mode from profiles where user_id = ${userID}`
      )[0]?.mode;
    await page.goto('/settings');
    await expectConnected(page);

    // A failure the server did not expect (a bug, not the database being busy), on every try of the dark change.
    accept = await failWritesOf(sql, {
      table: 'profiles',
      userID,
      when: `new.user_preferences->>'color-mode' = 'dark'`,
      unexpectedly: true,
    });
    await chooseColorMode(page, 'dark');
    const waiting = page.getByTestId('pending-reviews');
    await expect(waiting).toHaveText('1 change waiting to sync');
    // Tried five times with backoff (1 + 2 + 4 + 8 s), then stopped.
    await expect(waiting).toHaveClass(/pending-reviews-stopped/, {timeout: 40_000});
    await chooseColorMode(page, 'light');
    await expect(waiting).toHaveText('2 changes waiting to sync');

    await waiting.click();
    const list = page.getByTestId('pending-writes');
    const [parked, behind] = [list.getByTestId('pending-write').nth(0), list.getByTestId('pending-write').nth(1)];
    await expect(parked).toHaveAttribute('data-status', 'parked');
    await expect(parked).toContainText('A settings change');
    await expect(parked).toContainText('Stopped: The server failed unexpectedly');
    await expect(behind).toHaveAttribute('data-status', 'behind-parked');
    await expect(behind).toContainText('Waiting behind a stopped change to the same thing');
    expect(await storedMode()).not.toBe('light');

    // Fixed; Retry sends it, and the change behind it follows, in order.
    await accept();
    await parked.getByRole('button', {name: 'Retry'}).click();
    await expect(waiting).toHaveCount(0, {timeout: 20_000});
    await expect.poll(storedMode).toBe('light');
    await expectTheme(page, 'light');

    // Discard: a stopped change is dropped, and the learner's settings stay as the server has them.
    accept = await failWritesOf(sql, {
      table: 'profiles',
      userID,
      when: `new.user_preferences->>'color-mode' = 'dark'`,
      unexpectedly: true,
    });
    await chooseColorMode(page, 'dark');
    await expect(waiting).toHaveClass(/pending-reviews-stopped/, {timeout: 40_000});
    await waiting.click();
    await list.getByTestId('pending-write').first().getByRole('button', {name: 'Discard'}).click();
    await expect(waiting).toHaveCount(0);
    await expectTheme(page, 'light');
    expect(await storedMode()).toBe('light');
  } finally {
    await accept?.();
    await sql.end();
  }
});
