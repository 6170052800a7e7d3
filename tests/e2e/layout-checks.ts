// Layout checks shared by the specs: an element on screen, whole and uncovered; the header's and the footer's links
// all so (the main navigation's behind its menu button where they do not fit); a page that never scrolls sideways.
// Not a spec itself.
import {expect, type Locator, type Page} from '@playwright/test';

export type Box = {x: number; y: number; width: number; height: number};

export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** What keeps each shown element of `elements` from being on screen, whole (its text not cut off) and the topmost
 * thing at its centre; each problem names its element (`label`, or its accessible name). Empty: nothing. */
function layoutProblems(elements: Locator, label?: string): Promise<string[]> {
  return elements.evaluateAll(
    (nodes, label) =>
      nodes
        .filter((node) => node.checkVisibility())
        .flatMap((node) => {
          const name = label ?? node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.tagName;
          const rect = node.getBoundingClientRect();
          const problems: string[] = [];
          if (rect.left < -0.5 || rect.top < -0.5 || rect.right > innerWidth + 0.5 || rect.bottom > innerHeight + 0.5) {
            problems.push(
              `${name} is not on screen: ${JSON.stringify({x: rect.x, y: rect.y, width: rect.width, height: rect.height})}`,
            );
          }
          // Its own text cut short (an ellipsis, a scrolling box), or cut off by an ancestor that clips (a scrolling strip).
          if (getComputedStyle(node).overflowX !== 'visible' && node.scrollWidth > node.clientWidth + 1)
            problems.push(`${name} is cut short: ${node.scrollWidth} px wide in ${node.clientWidth}`);
          for (let parent = node.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === 'visible') continue;
            const outer = parent.getBoundingClientRect();
            if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5)
              problems.push(`${name} is cut off by ${parent.tagName.toLowerCase()}.${parent.className}`);
          }
          const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          if (top === null || !(top === node || node.contains(top)))
            problems.push(
              `${name} is covered by ${top ? `${top.tagName.toLowerCase()}.${top.className}` : 'nothing on screen'}`,
            );
          return problems;
        }),
    label,
  );
}

/** On screen, whole (its text not cut off) and the topmost thing at its centre. */
export async function expectShownWhole(element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  expect(await layoutProblems(element, what)).toEqual([]);
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
 * closed again) and every link of the footer (scrolled to, then back) is on screen, whole and uncovered. */
export async function expectNavigationShownWhole(page: Page, at: string) {
  expect(await layoutProblems(page.locator('header.app-header').locator('a, button')), `the header ${at}`).toEqual([]);
  const opened = await openMainMenuIfFolded(page);
  if (opened) {
    expect(await layoutProblems(page.locator('#nav-links a')), `the main menu ${at}`).toEqual([]);
    // Closed by its button: Escape means more on some pages (it leaves a practice run).
    await opened.click();
    await expect(opened).toHaveAttribute('aria-expanded', 'false');
  }
  const scrolled = await page.evaluate(() => {
    const {scrollY} = window;
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    return scrollY;
  });
  expect(
    await layoutProblems(page.getByRole('navigation', {name: 'Footer'}).getByRole('link')),
    `the footer ${at}`,
  ).toEqual([]);
  await page.evaluate((scrollY) => window.scrollTo(0, scrollY), scrolled);
}

/** How far the page scrolls sideways (0: not at all). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
}
