// `npm run test:faults`: a learner picks dark while Postgres restarts, and light as soon as the app is connected again.
// Their last choice is the one kept: the earlier change, held up by the restart, never lands after the later one. Then
// the same while the database fails the dark change for a while without going down (a serialization failure, as
// Postgres answers while it cannot take a write): the dark change stays shown and waits to be sent again, and light
// waits behind it.
import {expect, test} from '@playwright/test';
import postgres from 'postgres';
import {chooseColorMode, expectConnected, expectTheme, failWritesOf, signUp, uniqueEmail} from '../e2e/helpers.ts';
import {currentUserID, storedOutbox} from '../e2e/review-helpers.ts';
import {startFaultStack, type FaultStack} from './fault-stack.ts';
import {FAULT_PORT} from '../../playwright.faults.config.ts';

const PORT = FAULT_PORT + 20;
test.use({baseURL: `http://localhost:${PORT}`});

test('theme dark during a Postgres restart, then theme light: light stays', async ({page}) => {
  test.setTimeout(5 * 60_000);
  let stack: FaultStack | undefined;
  let sql: postgres.Sql | undefined;
  try {
    stack = await startFaultStack(PORT, '.data-faults-theme');
    const db = (sql = postgres(stack.databaseURL, {max: 1, onnotice: () => {}}));
    await signUp(page, {email: uniqueEmail('restart-theme')});
    const userID = await currentUserID(page);
    await page.goto('/settings');
    await expectConnected(page);
    await chooseColorMode(page, 'system');

    // Postgres goes down with a fast shutdown; the orchestrator brings it back.
    process.kill(stack.pid('postgres'), 'SIGQUIT');
    await chooseColorMode(page, 'dark');
    await expectTheme(page, 'dark');
    await stack.back('postgres', 1);
    await expectConnected(page, 60_000);
    await chooseColorMode(page, 'light');
    await expectTheme(page, 'light');

    const stored = async () =>
      (
        await db<
          {mode: string}[]
        >`select user_preferences->>'color-mode' as mode from profiles where user_id = ${userID}`
      )[0]?.mode;
    await expect.poll(stored, {timeout: 120_000}).toBe('light');
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0, {timeout: 120_000});
    // Long enough for a late retry of the dark change to land, were one still on its way.
    await page.waitForTimeout(5000);
    expect(await stored()).toBe('light');
    await expectTheme(page, 'light');
    await page.reload();
    await expectTheme(page, 'light');

    const accept = await failWritesOf(db, {
      table: 'profiles',
      userID,
      when: `new.user_preferences->>'color-mode' = 'dark'`,
    });
    try {
      await chooseColorMode(page, 'dark');
      // Tried and not taken: still waiting, and still shown.
      await page.waitForTimeout(1500);
      expect((await storedOutbox(page)).map((entry) => (entry.args as {patch: object}).patch)).toEqual([
        {'color-mode': 'dark'},
      ]);
      await expectTheme(page, 'dark');
      await chooseColorMode(page, 'light');
      await expectTheme(page, 'light');
      await page.waitForTimeout(1000);
    } finally {
      await accept();
    }
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0, {timeout: 60_000});
    await page.waitForTimeout(3000);
    expect(await stored()).toBe('light');
    await expectTheme(page, 'light');
  } finally {
    await sql?.end();
    await stack?.stop();
  }
});
