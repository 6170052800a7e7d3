// The getting-started tour (requirements §2.7, §4.1): a new learner takes it across its routes, another skips it, a third
// reloads in the middle and resumes at the same step, while a second tab is left alone. Every step with a data-tour hook must
// find its element and highlight it: a hook that went missing from its page fails the step.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, signUpInContext} from './helpers.ts';
import {MAIN_TOUR, TOURS} from '../../src/features/tour/tours.ts';

const popover = (page: Page) => page.locator('.driver-popover');

async function expectStep(page: Page, index: number, tourId = 'onboarding') {
  const tour = MAIN_TOUR;
  const step = tour.steps[index]!;
  await expect(popover(page)).toHaveAttribute('data-tour-step', String(index));
  await expect(popover(page)).toHaveAttribute('data-tour-id', tourId);
  await expect(popover(page).locator('.driver-popover-title')).toHaveText(step.title);
  await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText(
    index < 12 ? `Step ${index + 1} of 12` : 'All set',
  );
  if (step.route) expect(new URL(page.url()).pathname.startsWith(step.route)).toBe(true);
  await expectTarget(page, step.hook);
}

async function expectTarget(page: Page, hook: string | null) {
  if (!hook) return expect(popover(page)).toHaveAttribute('data-tour-target', 'none');
  await expect(popover(page)).toHaveAttribute('data-tour-target', hook);
  await expect(page.locator(`[data-tour="${hook}"]`).first()).toHaveClass(/driver-active-element/);
}

async function storedTour(userID: string) {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<
      {prefs: {tour?: unknown; 'completed-tours'?: string[]}}[]
    >`select user_preferences as prefs from profiles where user_id = ${userID}`;
    return {tour: row?.prefs.tour, completed: row?.prefs['completed-tours']};
  } finally {
    await sql.end();
  }
}

test('a new learner takes the whole tour across its routes, then the page’s own tour follows on its targets', async ({
  page,
  context,
}) => {
  const learner = await signUpInContext(context, 'tour-complete', {tour: true});
  await page.goto('/learn');
  await page.waitForURL(/\/learn\/genki_1\/chapter-0$/);

  await expectStep(page, 0);
  await expect(popover(page).getByRole('button', {name: 'Skip'})).toBeVisible();
  for (let index = 0; index < 11; index++) {
    await popover(page).getByRole('button', {name: 'Next'}).click();
    await expectStep(page, index + 1);
    if (index + 1 === 1) await expect(popover(page).getByRole('button', {name: 'Skip'})).toHaveCount(0);
  }
  // Previous goes back a step, and Next returns.
  await popover(page).getByRole('button', {name: 'Previous'}).click();
  await expectStep(page, 10);
  await popover(page).getByRole('button', {name: 'Next'}).click();
  await expectStep(page, 11);
  // "Step 12 of 12" is the last step: it ends the tour.
  await expect(popover(page).getByRole('button', {name: 'Next'})).toHaveCount(0);

  await popover(page).getByRole('button', {name: 'Done'}).click();
  // Back to where the tour started, and that page's own tour starts, on its elements.
  await page.waitForURL(/\/learn\/genki_1\/chapter-0$/);
  await expect(popover(page)).toHaveAttribute('data-tour-id', 'learn-page');
  await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText('Step 1 of 3');
  await expectTarget(page, TOURS['learn-page']!.steps[0]!.hook);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: 'learn-page', currentTourStep: 0}, completed: ['onboarding']});

  // Closing the page tour ends it as skipped.
  await popover(page).getByRole('button', {name: 'Close the tour'}).click();
  await expect(popover(page)).toHaveCount(0);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: null, currentTourStep: -1}, completed: ['onboarding']});
  await page.reload();
  await expect(page.getByTestId('learning-path')).toBeVisible();
  await page.waitForTimeout(500); // the tour would start 200 ms after the page settles; it must not
  await expect(popover(page)).toHaveCount(0);
});

test('the dashboard’s tour never starts without its charts: not after the getting-started tour, nor from Settings or the Tour button', async ({
  page,
  context,
}) => {
  const learner = await signUpInContext(context, 'tour-empty-dashboard', {tour: true});
  await page.goto('/dashboard');
  await expectStep(page, 0);
  // One click per step shown: a click while the next step is still on its way would be lost, as a learner's would.
  for (let index = 0; index < 11; index++) {
    await popover(page).getByRole('button', {name: 'Next'}).click();
    await expect(popover(page)).toHaveAttribute('data-tour-step', String(index + 1));
  }
  await expectStep(page, 11);
  await popover(page).getByRole('button', {name: 'Done'}).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // A new learner's dashboard has no charts yet: its tour would float over nothing.
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: null, currentTourStep: -2}, completed: ['onboarding']});
  await page.waitForTimeout(1500);
  await expect(popover(page)).toHaveCount(0);

  // The Tour button on that page offers the getting-started tour instead.
  await expect(page.getByTestId('tour-button')).toHaveAccessibleName(/getting started/);
  await page.getByTestId('tour-button').click();
  await expectStep(page, 0);
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  // The tour's writes have landed: the update below does not take the profile's writer lock, so a write still on its
  // way could put back the profile it read before it.
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: null, currentTourStep: -1}, completed: ['onboarding']});

  // Taken again from Settings: the learner is taken to the dashboard, told why it does not start, and it stays listed.
  const sql = e2eDatabase();
  try {
    await sql`update profiles set user_preferences = jsonb_set(user_preferences, '{completed-tours}', '["onboarding", "dashboard-page"]') where user_id = ${learner.id}`;
  } finally {
    await sql.end();
  }
  await page.goto('/settings');
  await page.getByTestId('reset-tour-dashboard-page').click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({hasText: 'Dashboard tour'})).toBeVisible();
  await expect(popover(page)).toHaveCount(0);
  await expect.poll(async () => (await storedTour(learner.id)).completed).toEqual(['onboarding', 'dashboard-page']);
});

test('a learner who skips the tour does not see it again; Settings starts it again at once', async ({
  page,
  context,
}) => {
  const learner = await signUpInContext(context, 'tour-skip', {tour: true});
  await page.goto('/dashboard');
  await expectStep(page, 0);
  await popover(page).getByRole('button', {name: 'Skip'}).click();
  await expect(popover(page)).toHaveCount(0);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: null, currentTourStep: -1}, completed: []});

  // Settings reached by a link, in the page load that already started (and saw skipped) the tour.
  await page.evaluate(() => ((window as {__sameDocument?: boolean}).__sameDocument = true));
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Settings'}).click();
  await expect(page.getByTestId('tour-settings')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(popover(page)).toHaveCount(0);
  await page.getByTestId('start-main-tour').click();
  await expectStep(page, 0);
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: 'onboarding', currentTourStep: 0}, completed: []});
  // Escape closes it, as skipping does.
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: null, currentTourStep: -1}, completed: []});
});

test('a reload mid-tour resumes at the same step; another tab is never shown the tour nor moved', async ({
  page,
  context,
}) => {
  const learner = await signUpInContext(context, 'tour-reload', {tour: true});
  await page.goto('/dashboard');
  await expectStep(page, 0);
  // Two clicks in one frame, before the page has rendered the first, are two steps.
  await popover(page)
    .getByRole('button', {name: 'Next'})
    .evaluate((next: HTMLElement) => {
      next.click();
      next.click();
    });
  await expectStep(page, 2);
  for (let index = 2; index < 5; index++) {
    await popover(page).getByRole('button', {name: 'Next'}).click();
    await expect(popover(page)).toHaveAttribute('data-tour-step', String(index + 1));
  }
  await expectStep(page, 5);
  await expect(page).toHaveURL(/\/learn\/genki_1\/chapter-0$/);

  await page.reload();
  await expectStep(page, 5);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: 'onboarding', currentTourStep: 5}, completed: []});

  // A second tab opened elsewhere is left where it is: the tour runs in the tab that started it.
  const second = await context.newPage();
  await second.goto('/settings');
  await expect(second.getByTestId('tour-settings')).toBeVisible();
  await second.waitForTimeout(500); // a step would show 200 ms after the page settles; it must not, nor move the tab
  await expect(popover(second)).toHaveCount(0);
  await expect(second).toHaveURL(/\/settings$/);

  // Steps taken in the first tab, across routes, leave the second where it is.
  await popover(page).getByRole('button', {name: 'Next'}).click();
  await expectStep(page, 6);
  await popover(page).getByRole('button', {name: 'Next'}).click();
  await expectStep(page, 7);
  await expect(page).toHaveURL(/\/dashboard$/);
  await second.waitForTimeout(500);
  await expect(popover(second)).toHaveCount(0);
  await expect(second).toHaveURL(/\/settings$/);

  // device-type follows the 1280 px breakpoint as the window is resized (one tab, so no other tab rewrites the cookie).
  await second.close();
  const deviceType = async () =>
    JSON.parse(decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'settings')!.value))[
      'device-type'
    ];
  await page.setViewportSize({width: 1300, height: 800});
  await expect.poll(deviceType).toBe('desktop');
  await page.setViewportSize({width: 900, height: 800});
  await expect.poll(deviceType).toBe('mobile');
});

test('the Tour button runs the page tours of /learn and /vocab on their elements', async ({page, context}) => {
  const learner = await signUpInContext(context, 'tour-pages');
  await page.goto('/learn');
  await page.waitForURL(/\/learn\/genki_1\/chapter-0$/);
  // The button offers the page's tour once the elements it points at are there, the getting-started tour before.
  const tourButton = page.getByTestId('tour-button');
  await expect(tourButton).toHaveAccessibleName('Tour of this page');
  await tourButton.click();
  const learnTour = TOURS['learn-page']!;
  for (const [index, step] of learnTour.steps.entries()) {
    await expect(popover(page)).toHaveAttribute('data-tour-step', String(index));
    await expect(popover(page)).toHaveAttribute('data-tour-id', 'learn-page');
    await expect(popover(page).locator('.driver-popover-title')).toHaveText(step.title);
    await expectTarget(page, step.hook);
    await popover(page)
      .getByRole('button', {name: index === learnTour.steps.length - 1 ? 'Done' : 'Next'})
      .click();
  }
  await expect(popover(page)).toHaveCount(0);
  await expect.poll(async () => (await storedTour(learner.id)).completed).toEqual(['onboarding', 'learn-page']);
  await expect(page).toHaveURL(/\/learn\/genki_1\/chapter-0$/);

  await page.goto('/vocab');
  await expect(tourButton).toHaveAccessibleName('Tour of this page');
  await tourButton.click();
  const first = TOURS['vocab-page']!.steps[0]!;
  await expect(popover(page)).toHaveAttribute('data-tour-id', 'vocab-page');
  await expect(popover(page).locator('.driver-popover-title')).toHaveText(first.title);
  await expectTarget(page, first.hook);
  await popover(page).getByRole('button', {name: 'Close the tour'}).click();
  await expect(popover(page)).toHaveCount(0);
  await expect
    .poll(() => storedTour(learner.id))
    .toEqual({tour: {currentTourId: null, currentTourStep: -1}, completed: ['onboarding', 'learn-page']});
});

test('a page tour stays in its tab: the learner leaving its page is not brought back, and another tab is never moved', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'tour-stays');
  await page.goto('/learn');
  await page.waitForURL(/\/learn\/genki_1\/chapter-0$/);
  // Until the path's elements are drawn, the button offers the getting-started tour.
  await expect(page.getByTestId('tour-button')).toHaveAccessibleName('Tour of this page');
  await page.getByTestId('tour-button').click();
  await expect(popover(page)).toHaveAttribute('data-tour-id', 'learn-page');
  await popover(page).getByRole('button', {name: 'Next'}).click();
  await expect(popover(page)).toHaveAttribute('data-tour-step', '1');

  // A second tab in the middle of something else is neither moved nor shown the tour.
  const second = await context.newPage();
  await second.goto('/vocab');
  await expect(second.getByTestId('vocab-area')).toBeVisible();
  await second.waitForTimeout(500);
  await expect(popover(second)).toHaveCount(0);
  await expect(second).toHaveURL(/\/vocab$/);

  // The learner types another address in the tour's tab: the page they asked for stays, without the popover.
  await page.goto('/vocab');
  await expect(page.getByTestId('vocab-area')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/vocab$/);
  await expect(popover(page)).toHaveCount(0);

  // Back on the tour's page, the tour is where they left it; finishing it there, the other tab learns it was taken.
  await page.goto('/learn/genki_1/chapter-0');
  await expect(popover(page)).toHaveAttribute('data-tour-step', '1');
  await popover(page).getByRole('button', {name: 'Next'}).click();
  await popover(page).getByRole('button', {name: 'Done'}).click();
  await expect(popover(page)).toHaveCount(0);
  await second.goto('/settings');
  await expect(second.getByTestId('reset-tour-learn-page')).toBeVisible();
  await expect(popover(second)).toHaveCount(0);
  await expect(second).toHaveURL(/\/settings$/);

  // Taken again from Settings and left with Esc, it stays on the list of finished tours.
  await second.getByTestId('reset-tour-learn-page').click();
  await expect(popover(second)).toHaveAttribute('data-tour-id', 'learn-page');
  await second.keyboard.press('Escape');
  await expect(popover(second)).toHaveCount(0);
  await second.goto('/settings');
  await expect(second.getByTestId('reset-tour-learn-page')).toBeVisible();
});
