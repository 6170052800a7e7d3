// `npm run test:faults`: the fault suite (tests/faults). Each spec starts its own stack, as `npm start` runs it, so
// that it can kill and restart its parts; the browser is the end-to-end suite's.
import {defineConfig} from '@playwright/test';
import e2e from './playwright.config.ts';

export const FAULT_PORT = 3400 + Number(process.env.TEST_PORT_OFFSET ?? 0);

export default defineConfig({
  ...e2e,
  testDir: 'tests/faults',
  // Its own output folder: .ci/run runs it beside the end-to-end suite, which empties test-results/ when it starts.
  outputDir: 'test-results-faults',
  timeout: 30 * 60_000,
  // No retry: a broken rule found once is a failure, however the next run goes.
  retries: 0,
  use: {...e2e.use, baseURL: `http://localhost:${FAULT_PORT}`},
  webServer: undefined,
});
