// Shared steps for the end-to-end specs. Not a spec itself (Playwright only runs *.spec.ts).
import {expect, type Browser, type BrowserContext, type Page, type TestInfo} from '@playwright/test';
import postgres from 'postgres';
import {E2E_PORT} from '../../playwright.config.ts';
import {stackPorts} from '../support/stack.ts';
import {randomLoopbackAddress, signUp as signUpOverHTTP, type TestUser} from '../support/accounts.ts';

export const PASSWORD = 'correct-horse-battery';

/** A fresh address per call; sign-ups are rate limited per address (server/auth-rate-limits.ts), so each spec signs up as few learners as it can. */
export function uniqueEmail(label: string): string {
  return `learner-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** The e2e stack's Postgres (started by playwright.config.ts's webServer on PORT 3100). */
export function e2eDatabase() {
  return postgres(`postgres://postgres:postgres@127.0.0.1:${stackPorts(E2E_PORT).pgPort}/genki`, {
    max: 1,
    onnotice: () => {},
  });
}

/** The learner's step `modulePath` is stored as completed, and, when `answered` is given, their practice session of
 * it counts that many questions ('some': at least one). */
export async function expectCompletionStored(userID: string, modulePath: string, answered?: number | 'some') {
  const sql = e2eDatabase();
  try {
    await expect
      .poll(
        async () =>
          (await sql`select 1 from user_module_progress where user_id = ${userID} and module_path = ${modulePath}`)
            .length,
      )
      .toBe(1);
    if (answered === undefined) return;
    const questions = async () =>
      (
        await sql<{n: number}[]>`
          select questions_answered as n from user_practice_sessions where user_id = ${userID} and module_path = ${modulePath}`
      )[0]?.n;
    if (answered === 'some') await expect.poll(questions).toBeGreaterThan(0);
    else await expect.poll(questions).toBe(answered);
  } finally {
    await sql.end();
  }
}

/** A second browser "device" with the project's context options (baseURL is not inherited by browser.newContext). */
export function newDevice(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return browser.newContext({baseURL: testInfo.project.use.baseURL});
}

/** The browser's requests from here on come from an address of their own (the e2e stack trusts X-Forwarded-For),
 * so the suite's many sign-ups stay under the per-address limits, as learners on different machines would. */
export async function fromOwnAddress(page: Page) {
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': randomLoopbackAddress()});
}

/** Makes the database refuse, for one learner only, the rows that fail `check` (new writes only: NOT VALID), so a
 * spec can make a write fail on the server without touching the learners of specs running beside it. Returns the
 * function that lifts the refusal. */
export async function refuseRowsOf(
  sql: postgres.Sql,
  {table, userID, check}: {table: 'profiles' | 'fsrs_review_logs'; userID: string; check: string},
) {
  const name = `e2e_refuse_${crypto.randomUUID().replaceAll('-', '')}`;
  const quotedUser = `'${userID.replaceAll("'", "''")}'`;
  await sql.unsafe(
    `alter table ${table} add constraint ${name} check (user_id <> ${quotedUser} or (${check})) not valid`,
  );
  return async () => {
    await sql.unsafe(`alter table ${table} drop constraint if exists ${name}`);
  };
}

/** Makes the database fail, for one learner only, every write to `table` (that `when` holds for) with a transient error
 * (a serialization failure, as two transactions in each other's way get): the server answers server-unavailable, as
 * when the database is restarting, and the write is worth sending again. `unexpectedly`: with an error the server
 * does not expect instead (as a bug raises), answered `unexpected`. Returns the function that lifts it. */
export async function failWritesOf(
  sql: postgres.Sql,
  {
    table,
    userID,
    when,
    unexpectedly = false,
  }: {table: 'profiles' | 'user_module_progress'; userID: string; when?: string; unexpectedly?: boolean},
) {
  const name = `e2e_fail_${crypto.randomUUID().replaceAll('-', '')}`;
  const quotedUser = `'${userID.replaceAll("'", "''")}'`;
  await sql.unsafe(`create function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'e2e: this write cannot be taken now' using errcode = '${unexpectedly ? 'P0001' : '40001'}'; end $$`);
  await sql.unsafe(
    `create trigger ${name} before insert or update on ${table} for each row when (new.user_id = ${quotedUser}${when ? ` and ${when}` : ''}) execute function ${name}()`,
  );
  return async () => {
    await sql.unsafe(`drop trigger if exists ${name} on ${table}`);
    await sql.unsafe(`drop function if exists ${name}()`);
  };
}

/** A new learner lands on the dashboard; the spec then goes on from the home page. Unless `tour` is set, they arrive
 * having taken the getting-started tour (the settings cookie a visitor carries into sign-up says so), so that it does
 * not cover the pages a spec tests. */
export async function signUp(
  page: Page,
  {email, password = PASSWORD, name, tour = false}: {email: string; password?: string; name?: string; tour?: boolean},
) {
  if (!tour) await skipOnboardingTour(page);
  await fromOwnAddress(page);
  await page.goto('/auth?mode=sign-up');
  if (name) await page.getByLabel('Name (optional)').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Create account'}).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/');
  await expect(page.getByTestId('account-email')).toHaveText(name ?? email.split('@')[0]!);
}

/** A new learner made through the account API from a loopback address of its own (so a spec may make several
 * without meeting the per-address sign-up limit), signed in in `context`. Unless `tour` is set, the
 * getting-started tour is already done. */
export async function signUpInContext(context: BrowserContext, label: string, {tour = false} = {}): Promise<TestUser> {
  const url = `http://localhost:${E2E_PORT}`;
  const user = await signUpOverHTTP(
    url,
    label,
    tour ? '' : `settings=${encodeURIComponent(JSON.stringify({'completed-tours': ['onboarding']}))}`,
  );
  await context.addCookies(
    user.browserCookies.map((cookie) => {
      const equals = cookie.indexOf('=');
      return {name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url};
    }),
  );
  return user;
}

export async function signIn(page: Page, {email, password = PASSWORD}: {email: string; password?: string}) {
  await fromOwnAddress(page);
  await page.goto('/auth?mode=sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Sign in', exact: true}).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/');
  await expect(page.getByTestId('account-email')).toBeVisible();
}

/** The visitor's settings cookie (whatever else it holds) says the getting-started tour is done; signing up
 * carries it into the profile. No page of the site is open meanwhile: an open one writes the cookie a task after its
 * settings change (a sign-out's, say) and could write over this one. */
export async function skipOnboardingTour(page: Page) {
  await page.goto('about:blank');
  const current = (await page.context().cookies()).find((cookie) => cookie.name === 'settings');
  const settings = current ? (JSON.parse(decodeURIComponent(current.value)) as Record<string, unknown>) : {};
  const value = encodeURIComponent(JSON.stringify({...settings, 'completed-tours': ['onboarding']}));
  await page.context().addCookies([{name: 'settings', value, url: `http://localhost:${E2E_PORT}`}]);
}

export async function expectConnected(page: Page, timeout?: number) {
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected', {timeout});
}

/** Picks a colour mode on /settings the way a learner does: by clicking the segment's label. */
export async function chooseColorMode(page: Page, mode: 'light' | 'dark' | 'system') {
  const label = {light: 'Light', dark: 'Dark', system: 'System'}[mode];
  await page.getByTestId('color-mode').locator('label', {hasText: label}).click();
  await expect(page.getByTestId(`color-mode-${mode}`)).toBeChecked();
}

/** The page's effective theme and chosen mode both show `mode` (light/dark only: "system" depends on the OS). */
export async function expectTheme(page: Page, mode: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
}
