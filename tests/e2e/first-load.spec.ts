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
