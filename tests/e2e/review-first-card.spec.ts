// A returning learner's first card (issue 25): what the card does not need waits, and what it needs does not wait
// in series. The page does not wait for the server to say who is signed in; the server's counts are asked for only
// once the card is shown.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, signUp, uniqueEmail} from './helpers.ts';
import {currentUserID, seedCards} from './review-helpers.ts';

/** The first card's question, once it shows a word (not the placeholder "…"). */
async function expectQuestionShown(page: Page) {
  await expect(page.getByTestId('review-question')).not.toHaveText('…');
  await expect(page.getByTestId('review-question')).not.toHaveText('');
}

/** A learner with cards due who has reviewed on this browser before: the page has shown their first card. */
async function returningLearner(page: Page, label: string) {
  const sql = e2eDatabase();
  try {
    await signUp(page, {email: uniqueEmail(label)});
    await seedCards(sql, await currentUserID(page), [
      {key: '食べる', dueInDays: -2},
      {key: '飲む', dueInDays: -1},
    ]);
  } finally {
    await sql.end();
  }
  await page.goto('/practice/review');
  await expectConnected(page);
  await expectQuestionShown(page);
  // Zero writes its local store to IndexedDB a second after the last change.
  await page.waitForTimeout(2_000);
}

test("a returning learner's first card is shown while the server has not yet said who is signed in", async ({page}) => {
  await returningLearner(page, 'first-card-user');
  let answerUser!: () => void;
  const userHeld = new Promise<void>((resolve) => (answerUser = resolve));
  await page.route('**/api/user', async (route) => {
    await userHeld;
    await route.continue();
  });

  // Whether the app's request for /api/user had settled when the card's question was first shown. (The app gives up
  // waiting for it after a while, aborting it, and goes on as the remembered user: that would settle it.)
  await page.addInitScript(() => {
    const state = window as unknown as {userSettled: boolean; userSettledWhenShown?: boolean};
    state.userSettled = false;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const response = send(input, init);
      if (String(input).endsWith('/api/user')) void response.finally(() => (state.userSettled = true)).catch(() => {});
      return response;
    };
    new MutationObserver((_, observer) => {
      const question = document.querySelector('[data-testid="review-question"]')?.textContent;
      if (!question || question === '…') return;
      state.userSettledWhenShown = state.userSettled;
      observer.disconnect();
    }).observe(document, {subtree: true, childList: true, characterData: true});
  });

  await page.reload({waitUntil: 'commit'});
  await expectQuestionShown(page);
  expect(await page.evaluate(() => (window as unknown as {userSettledWhenShown?: boolean}).userSettledWhenShown)).toBe(
    false,
  );
  answerUser();
  await expectConnected(page);
  await expectQuestionShown(page);
});

test("the server's counts are asked for once the first card is shown, not beside it", async ({page}) => {
  await returningLearner(page, 'first-card-counts');
  // What the card showed when each request for the server's counts was sent.
  await page.addInitScript(() => {
    const shownAtCounts: (string | null)[] = [];
    (window as unknown as {shownAtCounts: typeof shownAtCounts}).shownAtCounts = shownAtCounts;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/review/due-counts'))
        shownAtCounts.push(document.querySelector('[data-testid="review-question"]')?.textContent ?? null);
      return send(input, init);
    };
  });

  await page.reload();
  await expectQuestionShown(page);
  await expect(page.getByTestId('seen-stats')).toContainText('Seen so far: 2 words');
  const question = await page.getByTestId('review-question').textContent();
  const shownAtCounts = await page.evaluate(
    () => (window as unknown as {shownAtCounts: (string | null)[]}).shownAtCounts,
  );
  expect(shownAtCounts.length).toBeGreaterThan(0);
  expect(shownAtCounts.every((shown) => shown === question)).toBe(true);
});

test('the first card is shown once, with its word read from the device, not first with a placeholder', async ({
  page,
}) => {
  await returningLearner(page, 'first-card-word');
  // What the card's question said when the card first appeared.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('[data-testid="review-card"]');
      if (!card) return;
      (window as unknown as {firstQuestion: string | null}).firstQuestion =
        card.querySelector('[data-testid="review-question"]')?.textContent ?? null;
      observer.disconnect();
    }).observe(document, {subtree: true, childList: true});
  });

  await page.reload();
  await expectQuestionShown(page);
  const question = await page.getByTestId('review-question').textContent();
  expect(await page.evaluate(() => (window as unknown as {firstQuestion: string | null}).firstQuestion)).toBe(question);
});
