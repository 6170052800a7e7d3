// Not a word in the console: every route the accessibility spec visits, signed out and signed in, loads without a
// console error or warning and without an uncaught exception. A message here is a defect a learner never sees
// (a policy the browser ignores, a failed request, a React warning) until it breaks something.
import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {routesFor, seededLearner, type Learner, type RouteCheck} from './every-route.ts';

// playwright.config.ts blocks service workers (they would answer requests the specs intercept): Playwright's
// stand-in for register() warns, and resolves to no registration at all, which vite-plugin-pwa's registerSW then
// reports through the app's onRegisterError. Neither happens in a browser; both are allowed, and only together.
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';
const OFFLINE_APP_NOT_INSTALLED = 'The offline app could not be installed';

/** The console errors and warnings of one page load, minus the two that blocking service workers causes. */
function unexpectedMessages(messages: readonly ConsoleMessage[]): string[] {
  const blocked = messages.some((message) => message.text() === PLAYWRIGHT_BLOCKED_WORKER);
  return messages
    .filter((message) => message.text() !== PLAYWRIGHT_BLOCKED_WORKER && !(blocked && message.text().startsWith(OFFLINE_APP_NOT_INSTALLED)))
    .map((message) => `${message.type()}: ${message.text()}${message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : ''}`);
}

/** Loads the route and waits until its data is there and the network is quiet, collecting what the console says. */
async function consoleOf(page: Page, route: RouteCheck): Promise<string[]> {
  const messages: ConsoleMessage[] = [];
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => ['error', 'warning'].includes(message.type()) && messages.push(message);
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(route.path);
    await expect(page.locator('main h1').first()).toBeVisible();
    if (route.ready) await expect(page.locator(route.ready).first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"], main .loading')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return [...unexpectedMessages(messages), ...errors].map((message) => `${route.path}: ${message}`);
}

let learner: Learner;

test.beforeAll(async ({browser}, testInfo) => {
  learner = await seededLearner(browser, testInfo, 'console');
});

for (const signedIn of [false, true]) {
  test(`${signedIn ? 'signed in' : 'signed out'}: no console error or warning on any route`, async ({browser}, testInfo) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({baseURL: testInfo.project.use.baseURL, ...(signedIn && {storageState: learner.storageState})});
    try {
      const page = await context.newPage();
      const messages: string[] = [];
      for (const route of routesFor(learner, signedIn)) messages.push(...await consoleOf(page, route));
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
