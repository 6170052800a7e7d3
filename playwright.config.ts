import {defineConfig} from '@playwright/test';
import {chooseChromium} from './tests/support/chromium.ts';

// The end-to-end stack runs on its own ports and data folder: PORT 3100 → zero-cache 4948, Postgres 24440; the
// WaniKani and jpdb stand-in (tests/support/service-stand-ins.ts) on PORT + 70.
export const E2E_PORT = 3100 + Number(process.env.TEST_PORT_OFFSET ?? 0);
export const SERVICES_STAND_IN_URL = `http://127.0.0.1:${E2E_PORT + 70}`;
const browser = await chooseChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers share one stack: each spec makes its own learners, and much of a spec's time is spent waiting
  // (sync, Zero's write window, networkidle), so two overlap well on two cores. The longer waits leave room for a
  // machine that is slower still.
  timeout: 90_000,
  expect: {timeout: 15_000},
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: browser.executablePath, args: browser.args},
    // A failed test keeps a screenshot of its end (and error-context.md, the page's accessibility tree); its trace
    // only when asked for with PW_TRACE=1. On two cores the suite's time is Chromium's CPU time, and recording
    // traces costs it in every test, passing or not (the same 11 tests: 108 s of Chromium's CPU with the trace's
    // screencast, 55 s with DOM snapshots only, 46 s with no trace).
    trace: process.env.PW_TRACE === '1' ? {mode: 'retain-on-failure', screenshots: false, snapshots: true} : 'off',
    screenshot: 'only-on-failure',
    // The production build installs a service worker that would answer requests the specs intercept; the offline
    // spec allows it.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node tests/support/service-stand-ins-main.ts',
      url: `${SERVICES_STAND_IN_URL}/__stand-in/health`,
      env: {SERVICES_STAND_IN_PORT: String(E2E_PORT + 70)},
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node server/start.ts',
      // zero-cache starts last; the ready line comes after it, and the web server answers before it.
      url: `http://127.0.0.1:${E2E_PORT + 1848}/`,
      // TRUST_PROXY: the specs play learners on many machines; each sign-up and sign-in comes from its own address
      // (tests/e2e/helpers.ts), as the account endpoints' per-address limits expect.
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: '.data-e2e',
        FRESH: '1',
        ZERO_LOG_LEVEL: 'error',
        TRUST_PROXY: '1',
        WANIKANI_API_URL: `${SERVICES_STAND_IN_URL}/wanikani/v2`,
        JPDB_API_URL: `${SERVICES_STAND_IN_URL}/jpdb`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      // Without this Playwright SIGKILLs the process group and orphans Postgres and zero-cache.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 20_000},
      stdout: 'pipe',
    },
  ],
});
