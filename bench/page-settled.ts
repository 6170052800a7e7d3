// When a product page is ready to be timed as a learner's steady state: connected to zero-cache, and past its first
// visit's installation of the offline app. On a fresh browser profile the service worker precaches the whole app
// shell (about 300 files) in the first seconds: Chromium and the web server then spend seconds of CPU that a trip
// timed meanwhile shares this 2-core machine with, and that a learner's later visits never pay again.
import type {Page} from '@playwright/test';

const SETTLE_TIMEOUT = 30_000;

export async function waitConnected(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="connection-state"]')?.getAttribute('data-state') === 'connected',
    undefined,
    {timeout: SETTLE_TIMEOUT},
  );
}

/** Resolves once the page's service worker has installed (its precache is complete) and controls the page. */
export async function waitForOfflineApp(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: SETTLE_TIMEOUT});
}

/** Both of the above. */
export async function waitSettled(page: Page) {
  await waitConnected(page);
  await waitForOfflineApp(page);
}
