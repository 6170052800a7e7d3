// The main navigation at the widths learners use, from a 320 px phone to a 1280 px laptop: every link, and Review with
// its due count above all, is on screen, whole, uncovered (by the connection and pending-writes indicators beside it
// too) and never pushes the page sideways. Where the links do not fit they sit behind a menu button; Review stays out.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, failWritesOf, signUpInContext} from './helpers.ts';
import {seedCards} from './review-helpers.ts';
import {expectShownWhole, openMainMenuIfFolded, overlap, sidewaysScroll, type Box} from './layout-checks.ts';

/** Every link and button of the navigation and the two indicators beside it, measured in one go (the connection's
 * label changes as it retries, and the rows below it move with it). */
function headerBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const rect = (element: Element) => {
      const {x, y, width, height} = element.getBoundingClientRect();
      return {x, y, width, height};
    };
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const boxes: Record<string, Box> = {};
    for (const element of nav.querySelectorAll('a, button'))
      if (element.getClientRects().length) boxes[element.textContent!.trim()] = rect(element);
    for (const testID of ['pending-reviews', 'connection-state'])
      boxes[testID] = rect(document.querySelector(`[data-testid="${testID}"]`)!);
    return boxes;
  });
}

function expectApart(boxes: Record<string, Box>) {
  const entries = Object.entries(boxes);
  for (const [index, [name, box]] of entries.entries()) {
    for (const [other, otherBox] of entries.slice(index + 1))
      expect(overlap(box, otherBox), `${name} and ${other} overlap: ${JSON.stringify([box, otherBox])}`).toBe(false);
  }
}

test('at 320, 375, 768 and 1280 px every navigation link, Review and its due count are on screen, whole and uncovered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const learner = await signUpInContext(context, 'nav-widths');
  const sql = e2eDatabase();
  try {
    await seedCards(sql, learner.id, [
      {key: '食べる', dueInDays: -2},
      {key: '飲む', dueInDays: -1},
      {key: '見る', dueInDays: -1},
    ]);
    await page.goto('/settings');
    await expectConnected(page);
    // A change that waits to sync, so that its indicator stands beside the navigation.
    await failWritesOf(sql, {table: 'profiles', userID: learner.id});
    await page.getByTestId('color-mode').locator('label', {hasText: 'Dark'}).click();
    await expect(page.getByTestId('pending-reviews')).toHaveText('1 change waiting to sync');

    const nav = page.getByRole('navigation', {name: 'Main'});
    const linkNames = ['Home', 'Dashboard', 'Learn', 'Lessons', 'Vocab', 'Grammar', 'Settings'];
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({width, height: 800});
      const at = `at ${width} px`;
      await expect(page.getByTestId('due-badge')).toHaveText('3');
      await expectShownWhole(nav.getByTestId('review-nav-link'), `Review ${at}`);
      await expectShownWhole(page.getByTestId('pending-reviews'), `the pending-writes indicator ${at}`);
      await expectShownWhole(page.getByTestId('connection-state'), `the connection indicator ${at}`);
      await expectShownWhole(page.getByTestId('due-badge'), `the due count ${at}`);
      expect(
        await nav.getByTestId('review-nav-link').evaluate((link) => {
          const [outer, inner] = [
            link.getBoundingClientRect(),
            link.querySelector('.due-badge')!.getBoundingClientRect(),
          ];
          return (
            inner.left >= outer.left &&
            inner.right <= outer.right &&
            inner.top >= outer.top &&
            inner.bottom <= outer.bottom
          );
        }),
        `the due count sits on Review ${at}`,
      ).toBe(true);

      // The other links: in the strip, or behind the menu button when they do not fit.
      const menu = nav.getByRole('button', {name: 'Menu'});
      if (await menu.isVisible()) await expectShownWhole(menu, `the menu button ${at}`);
      const opened = await openMainMenuIfFolded(page);
      for (const name of linkNames) await expectShownWhole(nav.getByRole('link', {name, exact: true}), `${name} ${at}`);
      expectApart(await headerBoxes(page));
      if (opened) {
        await page.keyboard.press('Escape');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(nav.getByRole('link', {name: 'Home', exact: true})).toBeHidden();
      }
      expect(await sidewaysScroll(page), `no sideways scroll ${at}`).toBe(0);
    }

    // A link picked from the menu goes there, and the menu closes.
    await page.setViewportSize({width: 375, height: 800});
    await nav.getByRole('button', {name: 'Menu'}).click();
    await nav.getByRole('link', {name: 'Vocab', exact: true}).click();
    await expect(page).toHaveURL(/\/vocab$/);
    await expect(nav.getByRole('button', {name: 'Menu'})).toHaveAttribute('aria-expanded', 'false');
  } finally {
    await sql.end();
  }
});
