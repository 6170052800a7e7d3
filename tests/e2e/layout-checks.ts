// Layout checks shared by the specs: an element on screen, whole and uncovered; the header's and the footer's links
// all so (the main navigation's behind its menu button where they do not fit); a page that never scrolls sideways.
// Not a spec itself.
import {expect, type Locator, type Page} from '@playwright/test';

export type Box = {x: number; y: number; width: number; height: number};

export const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
  && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** On screen, whole (its text not cut off) and the topmost thing at its centre. */
export async function expectShownWhole(page: Page, element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  const box = (await element.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(inside(box, {x: 0, y: 0, width: viewport.width, height: viewport.height}), `${what} is on screen: ${JSON.stringify(box)}`).toBe(true);
  const {cut, topmost} = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    // Cut off by an ancestor that clips (a scrolling strip), or its own text cut short.
    let clipped = node.scrollWidth > node.clientWidth + 1;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) clipped = true;
    }
    return {cut: clipped, topmost: top !== null && (top === node || node.contains(top))};
  });
  expect(cut, `${what} is not cut off`).toBe(false);
  expect(topmost, `${what} is not covered`).toBe(true);
}

/** The main navigation's Menu button when its links do not fit in the strip, opened; null when they fit. */
export async function openMainMenuIfFolded(page: Page): Promise<Locator | null> {
  const menu = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Menu'});
  if (!(await menu.isVisible())) return null;
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

/** Every link and button of the header (the main navigation's behind its menu button, opened for the check and
 * closed again) and every link of the footer (scrolled to) is on screen, whole and uncovered. */
export async function expectNavigationShownWhole(page: Page, at: string) {
  const header = page.locator('header.app-header');
  const menu = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Menu'});
  if (await menu.isVisible()) await expectShownWhole(page, menu, `the menu button ${at}`);
  for (const control of await header.locator('a, button').filter({visible: true}).all()) await expectShownWhole(page, control, `${await accessibleName(control)} ${at}`);
  const opened = await openMainMenuIfFolded(page);
  if (opened) {
    for (const link of await page.locator('#nav-links a').all()) await expectShownWhole(page, link, `${await accessibleName(link)}, in the menu, ${at}`);
    await page.keyboard.press('Escape');
    await expect(opened).toHaveAttribute('aria-expanded', 'false');
  }
  for (const link of await page.getByRole('navigation', {name: 'Footer'}).getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    await expectShownWhole(page, link, `${await accessibleName(link)}, in the footer, ${at}`);
  }
}

function accessibleName(element: Locator): Promise<string> {
  return element.evaluate((node) => node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.tagName);
}

/** How far the page scrolls sideways (0: not at all). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
}
