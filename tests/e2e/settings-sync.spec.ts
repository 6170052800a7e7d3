// Settings of a signed-in learner sync through Zero: a change in one tab shows in the learner's other tabs and
// other browsers at once, without a reload; signing out removes the learner's data from that browser.
import {expect, test, type Page} from '@playwright/test';
import {chooseColorMode, expectConnected, expectTheme, newDevice, signIn, signUp, uniqueEmail} from './helpers.ts';

declare global {
  interface Window {
    __noReload?: boolean;
  }
}

/** Marks the document; a reload (or a full navigation) would drop the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => (window.__noReload = true));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => window.__noReload), 'the page was reloaded').toBe(true);
}

/** Names of this origin's IndexedDB databases that belong to Zero's cache for `userID`. */
function userDatabases(page: Page, userID: string) {
  return page.evaluate(
    async (id) =>
      (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.includes(`zero-${id}-`)),
    userID,
  );
}

test('a colour mode change follows the learner to every tab and browser without a reload; sign-out clears it', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const email = uniqueEmail('sync');
  const name = `Sync Learner ${Date.now()}`;

  // Tab 1 (context A): sign up, then open the settings.
  await signUp(page, {email, name});
  await page.goto('/settings');
  await expectConnected(page);
  const userID = await page.evaluate(
    async () => ((await (await fetch('/api/user')).json()) as {user: {id: string}}).user.id,
  );
  expect(userID).toBeTruthy();

  // Tab 2: same browser context, same session.
  const sameBrowserTab = await context.newPage();
  await sameBrowserTab.goto('/settings');
  await expect(sameBrowserTab.getByTestId('account-email')).toHaveText(name);
  await expectConnected(sameBrowserTab);

  // Another browser (context B), signed in as the same learner.
  const otherBrowser = await newDevice(browser, testInfo);
  try {
    const otherDevice = await otherBrowser.newPage();
    await signIn(otherDevice, {email});
    await expect(otherDevice.getByTestId('account-email')).toHaveText(name);
    await otherDevice.goto('/settings');
    await expectConnected(otherDevice);

    // Every page starts on the default ("system", which is light in this headless browser).
    for (const each of [page, sameBrowserTab, otherDevice]) {
      await expect(each.getByTestId('color-mode-system')).toBeChecked();
      await expect(each.locator('html')).toHaveAttribute('data-theme', 'light');
      await markDocument(each);
    }

    // Dark in tab 1 → tab 2 and the other browser follow, in place.
    await chooseColorMode(page, 'dark');
    await expectTheme(page, 'dark');
    for (const each of [sameBrowserTab, otherDevice]) {
      await expectTheme(each, 'dark');
      await expect(each.getByTestId('color-mode-dark')).toBeChecked();
      await expect(each.getByTestId('color-mode-system')).not.toBeChecked();
    }

    // Light from the other browser → both tabs of the first browser follow.
    await chooseColorMode(otherDevice, 'light');
    await expectTheme(otherDevice, 'light');
    for (const each of [page, sameBrowserTab]) {
      await expectTheme(each, 'light');
      await expect(each.getByTestId('color-mode-light')).toBeChecked();
      await expect(each.getByTestId('color-mode-dark')).not.toBeChecked();
    }
    for (const each of [page, sameBrowserTab, otherDevice]) await expectSameDocument(each);

    // Before signing out, this browser holds Zero's cache for the learner.
    expect(await userDatabases(page, userID)).not.toHaveLength(0);

    // Sign out in tab 1.
    await page.getByRole('button', {name: 'Sign out'}).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveCount(0);
    // The other tab of the same browser is reloaded into the signed-out app too.
    await expect(sameBrowserTab.getByTestId('sign-in-link')).toBeVisible();
    await expect(sameBrowserTab.getByTestId('account-email')).toHaveCount(0);

    // Zero's IndexedDB for the learner is gone.
    await expect.poll(() => userDatabases(page, userID)).toEqual([]);

    // Nothing of the learner is left on the page; the settings are anonymous again.
    await page.goto('/settings');
    await expect(page.getByText('kept in this browser only')).toBeVisible();
    await expectConnected(page);
    const html = await page.content();
    expect(html).not.toContain(email);
    expect(html).not.toContain(name);
    expect(await userDatabases(page, userID)).toEqual([]);

    // Signing out ended this browser's session only: the other browser stays signed in.
    await otherDevice.reload();
    await expect(otherDevice.getByTestId('account-email')).toHaveText(name);
  } finally {
    await otherBrowser.close();
  }
});
