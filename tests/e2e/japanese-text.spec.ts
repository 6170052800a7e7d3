// Japanese text renders with Japanese glyphs on every machine: it is marked lang="ja" (so no Chinese variants are
// picked), and kana and kanji use the Noto Sans JP served with the app, also where the system has no Japanese font
// (as this test machine, and a fresh CI machine, has none).
import {expect, test, type Page} from '@playwright/test';

/** The fonts Chromium actually drew an element's text with, and how many glyphs each drew. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return fonts;
}

test('kana and kanji render with the self-hosted Noto Sans JP, loading only the slices the page uses', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname);
  });
  await page.goto('/kanji-test');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // The hero's kana and the kanji under test.
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans JP Variable"', 'あ字'))).toBe(true);

  await page.goto('/');
  const kicker = page.locator('.hero-kicker [lang="ja"]');
  await expect(kicker).toHaveText('げんき');
  await page.evaluate(() => document.fonts.ready);
  // One font drew all three kana, and the brand's kanji: our web font (its variable instance is named "Noto Sans
  // JP Thin"), not the system font's empty box.
  await expect
    .poll(() => platformFonts(page, '.hero-kicker [lang="ja"]'))
    .toEqual([
      expect.objectContaining({
        familyName: expect.stringMatching(/^Noto Sans JP\b/),
        isCustomFont: true,
        glyphCount: 3,
      }),
    ]);
  await expect
    .poll(() => platformFonts(page, '.brand-mark'))
    .toEqual([
      expect.objectContaining({
        familyName: expect.stringMatching(/^Noto Sans JP\b/),
        isCustomFont: true,
        glyphCount: 1,
      }),
    ]);

  // Split by unicode-range: two pages with some kana, a few kanji and Latin text fetch a few of the 124 slices.
  const slices = new Set(fontFiles);
  expect(slices.size).toBeGreaterThan(1);
  expect(slices.size).toBeLessThanOrEqual(15);
  expect([...slices].every((file) => /^\/assets\/noto-sans-jp-[\w-]+\.woff2$/.test(file))).toBe(true);
});

/** Text nodes with kana or kanji whose nearest lang attribute is not "ja", with where they are. */
function unmarkedJapanese(): string[] {
  const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!japanese.test(node.textContent ?? '') || element.closest('[lang]')?.getAttribute('lang') === 'ja') continue;
    found.push(
      `<${element.tagName.toLowerCase()} class="${element.className}">: ${node.textContent!.trim().slice(0, 60)}`,
    );
  }
  return found;
}

const PAGES_WITH_JAPANESE = [
  '/',
  '/learn/genki_1/chapter-0',
  '/learn/genki_1/chapter-1',
  '/lessons',
  '/lessons/dakuten-handakuten',
  '/lessons/x-wa-y-desu',
  '/grammar-notes',
  '/external-resources/japanese-ammo-particles',
  '/practice/genki_1_ch5_i-adjectives',
  '/practice/genki_2_ch19_vocab-list',
  '/practice/hiragana-quiz',
  '/kanji-test',
  '/additional-resources/kanji-practice-sheet',
];

test('every kana and kanji on the pages that show Japanese is inside lang="ja"', async ({page}) => {
  for (const path of PAGES_WITH_JAPANESE) {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(unmarkedJapanese), path).toEqual([]);
  }
});

test.describe('offline', () => {
  test.use({serviceWorkers: 'allow'});

  test('the service worker keeps the font slices a page used, so kana render offline too', async ({page, context}) => {
    await page.goto('/kanji-test');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A new page under the service worker fetches the slices through it (a reload could take them from memory).
    const online = await context.newPage();
    await online.goto('/kanji-test');
    await online.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => online.evaluate(async () => (await (await caches.open('fonts')).keys()).length))
      .toBeGreaterThan(0);

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto('/kanji-test');
    await expect(offline.getByRole('heading', {level: 1})).toBeVisible();
    await offline.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => offline.evaluate(() => document.fonts.check('16px "Noto Sans JP Variable"', 'あ字')))
      .toBe(true);
    await context.setOffline(false);
  });
});
