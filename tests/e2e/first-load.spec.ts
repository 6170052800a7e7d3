// A visitor's first load, in the order its content needs things: a chapter page's route chunks and catalogue
// structure are asked for by the page beside its scripts (not once they have run), and what the content does not
// need (the offline app's service worker, the fonts' stylesheets, asking whether analytics is on) waits until the
// content is shown.
import {expect, test, type Page, type Request} from '@playwright/test';

const CHAPTER_3 = '/learn/genki_1/chapter-3';
const STRUCTURE = '/api/catalogue/structure?input=%7B%7D';

function requestsOf(page: Page, wanted: (path: string) => boolean) {
  const seen: string[] = [];
  const note = (request: Request) => {
    const {pathname, search} = new URL(request.url());
    if (wanted(pathname)) seen.push(pathname + search);
  };
  page.on('request', note);
  return seen;
}

async function expectChapterShown(page: Page) {
  await expect(page.locator('.chapter-description')).toBeVisible();
  await expect(page.getByTestId('learning-path')).toBeVisible();
}

test("a chapter page asks for its route's chunks and the catalogue's structure beside its scripts, each once", async ({
  page,
}) => {
  const structure = requestsOf(page, (path) => path === '/api/catalogue/structure');
  const chapterChunk = requestsOf(page, (path) => /^\/assets\/_chapterSlug-[\w-]+\.js$/.test(path));
  // None of the app's code runs until both have been asked for.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto(CHAPTER_3, {waitUntil: 'commit'});
  await expect.poll(() => structure).toEqual([STRUCTURE]);
  await expect.poll(() => chapterChunk).toHaveLength(1);
  releaseScripts();
  await expectChapterShown(page);
  // The app's own requests took the page's answers.
  expect(structure).toEqual([STRUCTURE]);
  expect(chapterChunk).toHaveLength(1);
});

test.describe(() => {
  test.use({serviceWorkers: 'allow'});

  test('the service worker, the fonts and the analytics question wait until the first page is shown', async ({
    page,
  }) => {
    const extras = requestsOf(
      page,
      (path) => /^\/assets\/noto-(sans-jp|emoji)-[\w-]+\.css$/.test(path) || path === '/api/analytics/config',
    );
    const serviceWorkerRegistered = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    let releaseStructure!: () => void;
    const structureHeld = new Promise<void>((resolve) => (releaseStructure = resolve));
    await page.route('**/api/catalogue/structure*', async (route) => {
      await structureHeld;
      await route.continue();
    });

    await page.goto(CHAPTER_3, {waitUntil: 'commit'});
    // The app is running and waiting for the chapter: it shows its pending state (after a second of waiting).
    await expect(page.getByText('Loading the chapter…')).toBeVisible();
    expect(extras).toEqual([]);
    expect(await serviceWorkerRegistered()).toBe(false);

    releaseStructure();
    await expectChapterShown(page);
    await expect
      .poll(() => extras.toSorted())
      .toEqual([
        '/api/analytics/config',
        expect.stringMatching(/^\/assets\/noto-emoji-/),
        expect.stringMatching(/^\/assets\/noto-sans-jp-/),
      ]);
    await expect.poll(serviceWorkerRegistered).toBe(true);
  });
});

test("the Tour button looks for its page tour's elements once a frame is painted, not as the page changes", async ({
  page,
}) => {
  // Whether an element is drawn is asked of the layout (getClientRects): asked right after the page changed (in the
  // task of React's commit), it makes the browser lay the page out there and again for the frame. Counted here: the
  // tour's elements asked for after a change to the page and before the next frame.
  await page.addInitScript(() => {
    const seen = {checks: 0, beforeAFrame: 0};
    (window as unknown as {tourChecks: typeof seen}).tourChecks = seen;
    let changed = false;
    const frame = () => {
      changed = false;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    for (const method of ['appendChild', 'insertBefore', 'removeChild', 'replaceChild'] as const) {
      const original = Node.prototype[method] as (...args: unknown[]) => unknown;
      Node.prototype[method] = function (this: Node, ...args: unknown[]) {
        if (document.body?.contains(this)) changed = true;
        return original.apply(this, args);
      } as never;
    }
    const getClientRects = Element.prototype.getClientRects;
    Element.prototype.getClientRects = function (this: Element) {
      if (this.hasAttribute('data-tour')) {
        seen.checks++;
        if (changed) seen.beforeAFrame++;
      }
      return getClientRects.call(this);
    };
  });
  // As Lighthouse loads a page for a phone: the CPU four times slower.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(CHAPTER_3);
  await expectChapterShown(page);
  await expect(page.getByTestId('tour-button')).toHaveText('Tour of this page');
  const {checks, beforeAFrame} = await page.evaluate(
    () => (window as unknown as {tourChecks: {checks: number; beforeAFrame: number}}).tourChecks,
  );
  expect(checks).toBeGreaterThan(0);
  expect(beforeAFrame).toBe(0);
});
