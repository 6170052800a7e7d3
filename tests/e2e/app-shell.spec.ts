// The app shell: not-found page, page titles, the connection indicator, the pageviews sent to the analytics relay,
// and the signed-out visitor's settings cookie (kept a year, painted before any script runs, carried into a new
// account).
import {expect, test, type BrowserContext} from '@playwright/test';
import {
  chooseColorMode,
  e2eDatabase,
  expectConnected,
  expectTheme,
  newDevice,
  signUp,
  signUpInContext,
  uniqueEmail,
} from './helpers.ts';

declare global {
  interface Window {
    __themeAtDOMContentLoaded?: {theme?: string; colorMode?: string};
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('an unknown route shows a centred "404 / Page not found"', async ({page}) => {
  await page.goto('/no/such/page');
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText('404 / Page not found');
  await expect(page.getByRole('link', {name: 'Go home'})).toBeVisible();

  // Centred horizontally in the window and vertically in its panel.
  const viewport = page.viewportSize()!;
  const box = (await heading.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  await expect(heading).toHaveCSS('text-align', 'center');
  const panel = (await page.locator('.centered-panel').boundingBox())!;
  const group = (await page.locator('.centered-panel > *').first().boundingBox())!;
  const last = (await page.locator('.centered-panel > *').last().boundingBox())!;
  const above = group.y - panel.y;
  const below = panel.y + panel.height - (last.y + last.height);
  expect(Math.abs(above - below)).toBeLessThan(4);
  expect(above).toBeGreaterThan(20);
});

test('every route sets its page title, also on client-side navigation', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Genki Study · Learn Japanese along the Genki courses');
  await page.goto('/settings');
  await expect(page).toHaveTitle('Settings · Genki Study');
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign in · Genki Study');

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Home'}).click();
  await expect(page).toHaveTitle('Genki Study · Learn Japanese along the Genki courses');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Settings'}).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings · Genki Study');
});

/** Browses from the home page to /pricing by the footer link (a client-side route change) with analytics switched on
 * (the e2e stack has no ANALYTICS_URL: the browser's calls to the relay are answered here), and returns how often the
 * page asked whether analytics is on and the pageviews it sent. */
async function pageviewsWhileBrowsing(context: BrowserContext) {
  let configAsked = 0;
  const sent: {url: string; path: string}[] = [];
  await context.route('**/api/analytics/config', (route) => {
    configAsked++;
    return route.fulfill({json: {enabled: true}});
  });
  await context.route('**/api/analytics/pageview', (route) => {
    sent.push(route.request().postDataJSON() as {url: string; path: string});
    return route.fulfill({status: 204});
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('start-learning')).toBeVisible();
  await page.evaluate(() => ((window as {__sameDocument?: boolean}).__sameDocument = true));
  await page.getByRole('navigation', {name: 'Footer'}).getByRole('link', {name: 'Pricing'}).click();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  return {page, configAsked: () => configAsked, sent};
}

test('a pageview goes to the analytics relay on every route change, and none from a browser that asks not to be tracked', async ({
  browser,
}, testInfo) => {
  const counted = await newDevice(browser, testInfo);
  try {
    const {page, configAsked, sent} = await pageviewsWhileBrowsing(counted);
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => sent.map(({url, path}) => ({url, path})))
      .toEqual([
        {url: `${origin}/`, path: '/'},
        {url: `${origin}/pricing`, path: '/pricing'},
      ]);
    expect(configAsked()).toBe(1);
  } finally {
    await counted.close();
  }

  const signals = [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    ],
  ] as const;
  for (const [signal, script] of signals) {
    const private_ = await newDevice(browser, testInfo);
    try {
      await private_.addInitScript(script);
      const {page, configAsked, sent} = await pageviewsWhileBrowsing(private_);
      // The counted browser had asked and sent by this point; give a late request a moment to show itself.
      await page.waitForTimeout(300);
      expect({signal, configAsked: configAsked(), sent}).toEqual({signal, configAsked: 0, sent: []});
    } finally {
      await private_.close();
    }
  }
});

test('the app runs under its Content-Security-Policy without a single violation, signed in and out', async ({page}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as {reportViolation: (text: string) => void}).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    ),
  );
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  for (const path of ['/', '/learn/genki_1/chapter-0', '/lessons/hiragana', '/kanji-test', '/practice/hiragana-quiz'])
    await visit(path);
  await signUp(page, {email: uniqueEmail('csp')});
  await expectConnected(page);
  for (const path of ['/settings', '/practice/review']) await visit(path);
  expect(violations).toEqual([]);
});

test('the connection indicator reaches "connected" on a page that syncs; a visitor\'s static page runs no Zero', async ({
  page,
}) => {
  const sockets: string[] = [];
  const zeroChunks: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  // Zero's client is the `sync` chunk (vite.config.ts).
  page.on('request', (request) => /\/assets\/sync-[^/]*\.js$/.test(request.url()) && zeroChunks.push(request.url()));
  await page.goto('/');
  await expect(page.getByTestId('start-learning')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  expect(zeroChunks).toEqual([]);
  await expect(page.getByTestId('connection-state')).toHaveCount(0);
  // A visitor's /vocab is the built-in decks, read from the catalogue: a deck's words show, and nothing syncs.
  await page.goto('/vocab');
  await expect(page.getByTestId('vocab-sign-in-invitation')).toBeVisible();
  await page
    .locator('[data-testid="built-in-deck-row"][data-deck-key="genki_1_ch1_vocab-list"]')
    .getByRole('button')
    .click();
  await expect(page.getByTestId('built-in-deck-view').locator('tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  expect(zeroChunks).toEqual([]);
  await expect(page.getByTestId('connection-state')).toHaveCount(0);
  await page.goto('/lessons/hiragana');
  await expect.poll(() => zeroChunks.length).toBeGreaterThan(0);
  const indicator = page.getByTestId('connection-state');
  await expect(indicator).toHaveAttribute('data-state', 'connected');
  await expect(indicator).toHaveText('Online');
});

test("a learner's page fetches Zero's modules beside the app's own; a visitor's, after signing out, does not", async ({
  page,
}) => {
  const preloadedZero = () => page.locator('link[rel="modulepreload"][href*="/assets/sync-"]');
  await signUp(page, {email: uniqueEmail('zero-preload')});
  await page.goto('/');
  await expect(preloadedZero()).toHaveCount(1);
  await expectConnected(page);
  await page.getByRole('button', {name: 'Sign out'}).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('start-learning')).toBeVisible();
  await expect(preloadedZero()).toHaveCount(0);
});

test("a visitor's page renders without waiting for /api/user; a session without the signed-in mark is found and the page starts again as the learner's", async ({
  page,
  context,
}) => {
  // /api/user does not answer until the page has rendered: a visitor's page must not wait for it.
  let answerUser!: () => void;
  const userHeld = new Promise<void>((resolve) => (answerUser = resolve));
  await page.route('**/api/user', async (route) => {
    await userHeld;
    await route.continue();
  });
  // The page logs when it gives up waiting for /api/user (src/app/session/session.ts).
  const gaveUp: string[] = [];
  page.on('console', (message) => message.text().includes('could not be reached') && gaveUp.push(message.text()));
  await page.goto('/');
  await expect(page.getByTestId('start-learning')).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  // Rendered while /api/user was still unanswered, not after the page gave up waiting for it.
  expect(gaveUp).toEqual([]);
  const userAnswered = page.waitForResponse('**/api/user');
  answerUser();
  await userAnswered;
  await page.unroute('**/api/user');

  // A learner whose browser lost the mark (a session older than it): shown as a visitor for a moment, then the
  // page starts again as theirs, and the mark is back.
  await signUpInContext(context, 'unmarked');
  await context.clearCookies({name: 'signed-in'});
  await page.goto('/');
  await expect(page.getByTestId('account-email')).toHaveText('unmarked');
  expect((await context.cookies()).find((cookie) => cookie.name === 'signed-in')?.value).toBe('1');
  await expectConnected(page);
});

test("a signed-out visitor's colour mode is kept in the settings cookie and painted from the first frame", async ({
  page,
  context,
}) => {
  await page.goto('/settings');
  await expect(page.getByText('kept in this browser only')).toBeVisible();
  await expectConnected(page);
  await chooseColorMode(page, 'dark');
  await expectTheme(page, 'dark');

  const now = Date.now() / 1000;
  const cookies = await context.cookies();
  const settings = cookies.find((cookie) => cookie.name === 'settings');
  const colorMode = cookies.find((cookie) => cookie.name === 'color-mode');
  for (const cookie of [settings, colorMode]) {
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(false);
    // localhost is a secure context, so the cookies carry Secure as the spec asks.
    expect(cookie!.secure).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    expect(Math.abs(cookie!.expires - (now + YEAR_SECONDS))).toBeLessThan(24 * 60 * 60);
  }
  expect(JSON.parse(decodeURIComponent(settings!.value))).toMatchObject({'color-mode': 'dark'});
  expect(colorMode!.value).toBe('dark');
  // Readable by the page's scripts (index.html reads the colour mode before the app loads).
  expect(await page.evaluate(() => document.cookie)).toMatch(/(?:^|; )settings=.*color-mode/);

  // On reload the theme is already dark when the document has been parsed, before the app has rendered.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      window.__themeAtDOMContentLoaded = {theme: root.dataset.theme, colorMode: root.dataset.colorMode};
    });
  });
  await page.reload();
  expect(await page.evaluate(() => window.__themeAtDOMContentLoaded)).toEqual({theme: 'dark', colorMode: 'dark'});
  await expect(page.getByTestId('color-mode-dark')).toBeChecked();
  await expectTheme(page, 'dark');

  // Even with the app's scripts blocked, the page paints dark: only the cookie and index.html are involved.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  // Only index.html's static frame shows: the brand, no page.
  await expect(page.locator('#root .brand')).toHaveText('元Genki Study');
  await expect(page.locator('#main')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
});

test('a visitor who chose dark mode and then signs up keeps dark mode in the new profile', async ({page, context}) => {
  await page.goto('/settings');
  await expectConnected(page);
  await chooseColorMode(page, 'dark');
  await expectTheme(page, 'dark');

  const email = uniqueEmail('carry');
  await signUp(page, {email});
  await expectTheme(page, 'dark');

  // The server copied the cookie's settings into the new profile.
  const sql = e2eDatabase();
  try {
    const rows = await sql<{mode: string | null}[]>`
      select p.user_preferences->>'color-mode' as mode
      from public.profiles p join auth."user" u on u.id = p.user_id
      where u.email = ${email}`;
    expect(rows).toEqual([{mode: 'dark'}]);
  } finally {
    await sql.end();
  }

  // Without the cookies, the dark mode comes back from the synced profile alone.
  await context.clearCookies({name: 'settings'});
  await context.clearCookies({name: 'color-mode'});
  await page.goto('/settings');
  await expectConnected(page);
  await expect(page.getByTestId('account-email')).toBeVisible();
  await expect(page.getByTestId('color-mode-dark')).toBeChecked();
  await expectTheme(page, 'dark');
});

test.describe(() => {
  // As a learner's browser runs the app: from its service worker, which keeps its sync socket from carrying writes
  // while the browser is offline (without it Chromium's offline emulation lets the open socket through).
  test.use({serviceWorkers: 'allow'});

  test('the connection indicator follows the browser going offline and back at once, and never says "Synced" while a change waits', async ({
    page,
    context,
  }) => {
    await signUpInContext(context, 'offline-indicator');
    await page.goto('/settings');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expectConnected(page);
    await expect(page.getByTestId('connection-state')).toHaveText('Synced');
    // What the header says right after each of the browser's events, once the page has handled it.
    await page.evaluate(() => {
      const said: Record<string, {connection: string; pending: string | null}> = {};
      (window as {__said?: typeof said}).__said = said;
      for (const name of ['offline', 'online']) {
        window.addEventListener(name, () =>
          setTimeout(() => {
            said[name] = {
              connection: document.querySelector('[data-testid="connection-state"]')!.textContent!,
              pending: document.querySelector('[data-testid="pending-reviews"]')?.textContent ?? null,
            };
          }),
        );
      }
    });
    const saidAfter = (name: string) =>
      page.evaluate((event) => (window as {__said?: Record<string, unknown>}).__said![event] ?? null, name);

    await context.setOffline(true);
    await expect.poll(() => saidAfter('offline')).toEqual({connection: 'Offline', pending: null});
    await page.getByTestId('color-mode').locator('label', {hasText: 'Dark'}).click();
    await expect(page.getByTestId('pending-reviews')).toHaveText('1 change waiting to sync');
    await expect(page.getByTestId('connection-state')).toHaveText('Offline');

    await context.setOffline(false);
    await expect.poll(() => saidAfter('online')).toEqual({connection: 'Syncing…', pending: '1 change waiting to sync'});
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await expect(page.getByTestId('connection-state')).toHaveText('Synced');
  });
});
