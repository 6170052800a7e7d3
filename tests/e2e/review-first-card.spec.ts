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

  await page.reload({waitUntil: 'commit'});
  await expectQuestionShown(page);
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
