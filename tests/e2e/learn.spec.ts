// Learning paths in the browser: /learn finds the learner's chapter, lessons are walked with their Next buttons
// and completed, and another tab follows the progress and the active chapter without a reload.
import {expect, test, type Page} from '@playwright/test';
import {expectConnected, signUp, signUpInContext, uniqueEmail} from './helpers.ts';

declare global {
  interface Window {
    __noReload?: boolean;
  }
}

const CHAPTER_0 = '/learn/genki_1/chapter-0';

async function openLessonByNext(page: Page, slug: string, title: string) {
  await page.getByTestId('next-step').click();
  await page.waitForURL((url) => url.pathname === `/lessons/${slug}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
}

async function completeLesson(page: Page) {
  await page.getByRole('button', {name: 'Mark complete'}).click();
  await expect(page.getByTestId('completion-status')).toContainText('Completed');
}

test('a new learner starts at chapter 0, walks three lessons with Next, and another tab follows along', async ({
  page,
  context,
}) => {
  await signUp(page, {email: uniqueEmail('learn')});
  await page.getByTestId('start-learning').click();
  await page.waitForURL((url) => url.pathname === CHAPTER_0);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('First steps: sounds and kana');
  await expectConnected(page);
  await expect(page.getByTestId('module-welcome-overview')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('upcoming-modules').locator('li').first()).toContainText('Welcome to Japanese');

  // A second tab on the chapter page, kept open without reloading.
  const other = await context.newPage();
  await other.goto(CHAPTER_0);
  await expect(other.getByTestId('module-welcome-overview')).toHaveAttribute('data-state', 'current');
  await other.evaluate(() => (window.__noReload = true));

  // The first lesson from its card, then two more by their Next buttons.
  await page.getByTestId('module-welcome-overview').getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/lessons/welcome-overview');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome to Japanese');
  await expect(page.locator('.lesson section').first()).toBeVisible();
  await completeLesson(page);
  await openLessonByNext(page, 'writing-systems', 'Three scripts, one language');
  await completeLesson(page);
  await openLessonByNext(page, 'japanese-pronunciation', 'How Japanese sounds');
  await completeLesson(page);

  // The other tab shows the progress as it happens.
  for (const slug of ['welcome-overview', 'writing-systems', 'japanese-pronunciation']) {
    await expect(other.getByTestId(`module-${slug}`)).toHaveAttribute('data-state', 'completed');
  }
  await expect(other.getByTestId('module-japanese-ammo-first-sounds')).toHaveAttribute('data-state', 'current');
  await expect(other.getByTestId('chapter-progress')).toContainText(/^3 of \d+ steps done$/);
  expect(await other.evaluate(() => window.__noReload)).toBe(true);

  // Completing a lesson again keeps one record; the lessons overview counts it once.
  await page.goto('/lessons/writing-systems');
  await expect(page.getByTestId('completion-status')).toContainText('Completed');
  // Done once, the button says what doing it again does: the completion date moves to now.
  await expect(page.getByRole('button', {name: 'Mark complete'})).toHaveCount(0);
  await page.getByRole('button', {name: 'Update the completion date to now'}).click();
  await page.goto('/lessons');
  await expect(page.getByTestId('lessons-done')).toHaveText('3 of 36 completed.');

  // Visiting a chapter of the other course in this tab makes it the active one; the other tab moves there too.
  await page.goto('/learn/genki_2/chapter-14');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Gifts and feelings');
  await other.waitForURL((url) => url.pathname === '/learn/genki_2/chapter-14');
  // The header's Learn opens the active chapter.
  await page.evaluate(() => (window.__noReload = true));
  await page.getByRole('link', {name: 'Genki Study'}).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation').getByRole('link', {name: 'Learn', exact: true}).click();
  await page.waitForURL((url) => url.pathname === '/learn/genki_2/chapter-14');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Gifts and feelings');
  expect(await page.evaluate(() => window.__noReload)).toBe(true);
  // So does a full load of /learn a moment after a change, though this device's copy of the settings may not have
  // been written with it yet: /learn waits for the server's copy while it is online.
  await page.goto('/learn/genki_2/chapter-15');
  await other.waitForURL((url) => url.pathname === '/learn/genki_2/chapter-15');
  await page.goto('/learn');
  await page.waitForURL((url) => url.pathname !== '/learn');
  expect(new URL(page.url()).pathname).toBe('/learn/genki_2/chapter-15');
  await page.goto('/learn/genki_1');
  await page.waitForURL((url) => url.pathname === CHAPTER_0);
});

test('a chapter’s step count adds up to the steps it lists, its worksheet included', async ({page, context}) => {
  await signUpInContext(context, 'learn-count');
  await page.goto('/learn/genki_1/chapter-1');
  await expect(page.getByTestId('module-genki_1_ch1_worksheet')).toHaveAttribute('data-state', 'todo');
  const listed = await page.getByTestId('learning-path').locator(':scope > li').count();
  await expect(page.getByTestId('chapter-progress')).toHaveText(`0 of ${listed} steps done`);
  await expect(page.getByTestId('chapter-unavailable')).toHaveCount(0);
});

test('unknown courses and chapters lead to genki_1 chapter-0', async ({page}) => {
  for (const address of [
    '/learn/genki_9',
    '/learn/genki_9/chapter-1',
    '/learn/genki_2/chapter-3',
    '/learn/genki_1/chapter-99',
    '/learn/genki_1/lesson-1',
  ]) {
    await page.goto(address);
    await page.waitForURL((url) => url.pathname === CHAPTER_0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('First steps: sounds and kana');
  }
  await page.goto('/lessons/no-such-lesson');
  await expect(page.getByRole('heading', {name: '404 / Page not found'})).toBeVisible();
});

test('a genki_2 chapter shows its own path; a signed-out visitor follows it without tracking', async ({page}) => {
  await page.goto('/learn/genki_2/chapter-15');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('A trip to the mountains');
  const path = page.getByTestId('learning-path');
  await expect(path.getByTestId('module-genki_2_ch15_grammar-notes')).toBeVisible();
  await expect(path.getByTestId('module-genki_2_ch15_conjugation-volitional')).toBeVisible();
  await expect(path.locator('li').last()).toHaveAttribute('data-testid', 'module-genki_2_ch15_all-vocab-test');
  await expect(path.getByTestId('module-hiragana')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-to-track')).toBeVisible();

  // The visit made it the active chapter (kept in the settings cookie for a visitor).
  await page.goto('/learn');
  await page.waitForURL((url) => url.pathname !== '/learn');
  expect(new URL(page.url()).pathname).toBe('/learn/genki_2/chapter-15');

  // Grammar notes open at the chapter's section; lessons ask visitors to sign in before completing.
  await path.getByTestId('module-genki_2_ch15_grammar-notes').getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/grammar-notes' && url.hash === '#chapter-15');
  await expect(page.locator('#chapter-15')).toBeInViewport();
  await page.goto('/lessons/hiragana');
  await expect(page.getByTestId('sign-in-to-complete')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Mark complete'})).toHaveCount(0);
});
