// When things go wrong: a code chunk that fails to load, and a settings save the database refuses.
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, expectTheme, refuseRowsOf, signUp, uniqueEmail} from './helpers.ts';
import {currentUserID} from './review-helpers.ts';

test('a page chunk that fails to load reloads the page once, then shows the error panel', async ({page}) => {
  // The settings page's own chunk is the one holding its text; chunk names alone also match shared chunks.
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Learn kanji and radicals before the words that use them')) await route.abort('failed');
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
  await expect(page.locator('.error-details')).toContainText(/dynamically imported module|Importing a module script failed/);
  await page.getByRole('button', {name: 'Hide Error'}).click();
  await expect(page.locator('.error-details')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Show Error'})).toBeVisible();
  // The shell around the failed page still works.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
});

test('a settings save the server refuses is rolled back and reported', async ({page}) => {
  const sql = e2eDatabase();
  const darkSegment = page.getByTestId('color-mode').locator('label', {hasText: 'Dark'});
  let accept: (() => Promise<void>) | undefined;
  try {
    await signUp(page, {email: uniqueEmail('refused')});
    const userID = await currentUserID(page);
    await page.goto('/settings');
    await expectConnected(page);
    await expect(page.getByTestId('color-mode-system')).toBeChecked();

    // For a moment the database refuses this learner's dark mode: the server's transaction fails.
    accept = await refuseRowsOf(sql, {table: 'profiles', userID, check: `user_preferences->>'color-mode' is distinct from 'dark'`});
    await darkSegment.click();
    await expect(page.getByTestId('notice-error')).toHaveText(/Your settings could not be saved, so they were put back: The server refused this change as invalid/);
    await expect(page.getByTestId('color-mode-system')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'system');
  } finally {
    await accept?.();
    await sql.end();
  }
  // Once the database accepts it again, the same change goes through.
  await darkSegment.click();
  await expectTheme(page, 'dark');
  await page.reload();
  await expect(page.getByTestId('color-mode-dark')).toBeChecked();
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
    // The Zero endpoints remember a session for 10 s (server/session.ts); after that the next change is refused.
    await page.waitForTimeout(11_000);
    await page.getByTestId('color-mode').locator('label', {hasText: 'Dark'}).click();

    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('reason') === 'expired');
    await expect(page.getByText('Your session has ended. Sign in again to keep syncing.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Sign in', exact: true})).toBeVisible();
  } finally {
    await sql.end();
  }
});
