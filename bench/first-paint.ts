// First content painted on a page, timed the same way for the product (bench:review's first card) and for Zero's
// floor (its first row): from the navigation's start to the first task after the frame that shows the content
// (rAF → setTimeout), cold (a fresh browser profile: no service worker, no local data) and warm (that profile again).
import type {BrowserContext, Page} from '@playwright/test';

const STEP_TIMEOUT = 30_000;
/** Zero writes its local store to IndexedDB a second after the last change, at most every half second: a primed
 * profile waits that long before its warm loads, so that they find the rows there. */
const LOCAL_STORE_PERSISTED_MS = 2_000;

declare global {
  interface Window {
    __firstPaintAt?: number;
  }
}

/** An init script: records when the element `selector` first shows text other than the placeholder "…". */
export function recordFirstPaint(selector: string) {
  new MutationObserver((_, observer) => {
    const text = document.querySelector(selector)?.textContent;
    if (!text || text === '…') return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__firstPaintAt = performance.now())));
  }).observe(document, {subtree: true, childList: true, characterData: true});
}

async function firstPaint(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__firstPaintAt !== undefined, undefined, {timeout: STEP_TIMEOUT});
  const at = await page.evaluate(() => window.__firstPaintAt!);
  await page.close();
  return at;
}

type Loads = {
  loads: number;
  url: string;
  selector: string;
  /** A fresh browser profile. */
  newContext: () => Promise<BrowserContext>;
  /** Waits, on a page of the first profile, until it is ready for warm loads (its service worker installed, its
   * data synced). */
  prime: (page: Page) => Promise<void>;
};

/** `loads` cold loads, each in a fresh profile, and `loads` warm loads in the first profile once primed. */
export async function coldAndWarmLoads({loads, url, selector, newContext, prime}: Loads) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await newContext();
    await context.addInitScript(recordFirstPaint, selector);
    cold.push(await firstPaint(context, url));
    if (i === 0) {
      const primer = await context.newPage();
      await primer.goto(url);
      await prime(primer);
      await primer.waitForTimeout(LOCAL_STORE_PERSISTED_MS);
      await primer.close();
      for (let j = 0; j < loads; j++) warm.push(await firstPaint(context, url));
    }
    await context.close();
  }
  return {cold, warm};
}
