// After an answer the next card is shown at once, and the answer is sent and synced behind it: the outbox takes it,
// Zero applies it here, the server's rows come back and the outbox lets it go. None of that draws the card on
// screen again (issue 25: the page commits five more times per answer, and four of them drew the card again).
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, signUp, uniqueEmail} from './helpers.ts';
import {answerCard, currentUserID, seedCards, storedOutbox} from './review-helpers.ts';

type Redraws = Record<string, number>;

/** Counts, by card id, the commits that drew a review card again after it showed its question. React calls this hook
 * (the one its developer tools install) after every commit; a card drawn again has new props on its element. */
function countCardRedraws() {
  const redraws: Redraws = {};
  const lastProps = new WeakMap<Element, Record<string, unknown>>();
  type Fiber = {
    tag: number;
    stateNode: unknown;
    memoizedProps: Record<string, unknown>;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const visit = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const element = fiber.stateNode;
      if (element instanceof HTMLElement && element.dataset.testid === 'review-card') {
        const props = fiber.memoizedProps;
        const before = lastProps.get(element);
        if (before && before !== props && before['aria-busy'] === false && props['aria-busy'] === false) {
          const id = String(props['data-card-id']);
          redraws[id] = (redraws[id] ?? 0) + 1;
        }
        lastProps.set(element, props);
      } else visit(fiber.child);
    }
  };
  Object.assign(window, {
    cardRedraws: redraws,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: {current: Fiber}) => visit(root.current),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    },
  });
}

test('the next card is not drawn again while the answer before it is sent and synced', async ({page}) => {
  const sql = e2eDatabase();
  try {
    await signUp(page, {email: uniqueEmail('next-card-drawn-once')});
    await seedCards(sql, await currentUserID(page), [
      {key: '食べる', dueInDays: -3},
      {key: '飲む', dueInDays: -2},
      {key: '見る', dueInDays: -1},
    ]);
  } finally {
    await sql.end();
  }
  await page.addInitScript(countCardRedraws);
  await page.goto('/practice/review');
  await expectConnected(page);

  const answered = await answerCard(page, 3);
  const next = page.getByTestId('review-card');
  await expect(next).toHaveAttribute('aria-busy', 'false');
  const nextID = (await next.getAttribute('data-card-id'))!;
  expect(nextID).not.toBe(answered);
  // The answer has landed: the server took it and the outbox let it go.
  await expect.poll(async () => (await storedOutbox(page)).length, {timeout: 15_000}).toBe(0);
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

  const redraws = await page.evaluate(() => (window as unknown as {cardRedraws: Redraws}).cardRedraws);
  expect(redraws[nextID] ?? 0).toBe(0);
  await expect(page.locator(`[data-testid="review-card"][data-card-id="${nextID}"]`)).toBeVisible();
});
