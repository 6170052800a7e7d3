// Writing a kanji by hand on /kanji-test?mode=write: strokes drawn with the mouse are checked one by one (right,
// reversed, out of order, the hint after two misses, the stroke drawn for the learner after three), the end sums
// them up; the pad takes touch on a 375 px phone without scrolling the page; a keyboard-only learner can open the
// stroke-by-stroke view and grade themselves; a kanji opened on a first visit can be written offline after a reload,
// from the service worker's cache. axe finds nothing serious on the way.
import {expect, test} from '@playwright/test';
import {seriousViolations} from './axe.ts';
import type {Point} from '../../src/features/kanji/stroke-paths.ts';
import {
  drawWithMouse,
  expectStrokesKept,
  gradeOnPaperWithKeyboard,
  modelStrokes,
  onPad,
  writingFeedback,
  writingPad,
} from './writing-helpers.ts';

/** 三's three strokes as points in KanjiVG's box, each drawn left to right. */
const SAN = modelStrokes('三');

test('strokes drawn with the mouse are kept or refused with their reason; two misses bring the hint', async ({
  page,
}) => {
  await page.goto('/kanji-test?kanji=三&mode=write');
  await expect(writingFeedback(page)).toHaveText('Write stroke 1 of 3.');

  await drawWithMouse(page, SAN[0]!);
  await expect(writingFeedback(page)).toHaveText('Stroke 1: right. Now stroke 2.');
  await expect(writingPad(page)).toHaveAttribute('data-strokes-kept', '1');

  await drawWithMouse(page, SAN[1]!.toReversed());
  await expect(writingFeedback(page)).toHaveText('Drawn from the wrong end. Try stroke 2 again.');
  await expect(page.getByTestId('stroke-miss')).toBeVisible();
  await expect(page.getByTestId('stroke-hint')).toHaveCount(0);

  await drawWithMouse(page, SAN[2]!);
  await expect(writingFeedback(page)).toHaveText(
    'This is stroke 3, stroke 2 comes first. Try stroke 2 again. Start at the dot and go the way the line points.',
  );
  await expect(page.getByTestId('stroke-hint')).toBeVisible();
  await expect(writingPad(page)).toHaveAttribute('data-strokes-kept', '1');
  expect(await seriousViolations(page)).toEqual([]);

  await drawWithMouse(page, SAN[1]!);
  await expect(page.getByTestId('stroke-hint')).toHaveCount(0);
  await drawWithMouse(page, SAN[2]!);
  const result = page.getByTestId('writing-result');
  await expect(result.getByRole('listitem')).toHaveText([
    '2 right first time',
    '1 right after a miss',
    '0 drawn for you',
  ]);
  await expect(result.getByRole('img', {name: "Your 三 over the model's strokes"})).toBeVisible();
  await expect(result.locator('.strokes path')).toHaveCount(3);
  await result.getByRole('button', {name: 'Replay my strokes'}).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('after three misses the stroke is drawn for the learner and counted as helped', async ({page}) => {
  await page.goto('/kanji-test?kanji=三&mode=write');
  for (let miss = 0; miss < 3; miss++) await drawWithMouse(page, SAN[0]!.toReversed());
  await expect(writingFeedback(page)).toHaveText('Stroke 1: drawn for you. Now stroke 2.');
  await expect(writingPad(page).locator('.stroke-helped')).toHaveCount(1);
  await drawWithMouse(page, SAN[1]!);
  await drawWithMouse(page, SAN[2]!);
  await expect(page.getByTestId('writing-result').getByRole('listitem')).toHaveText([
    '2 right first time',
    '0 right after a miss',
    '1 drawn for you',
  ]);
});

test.describe('on a 375 px touch screen', () => {
  test.use({viewport: {width: 375, height: 700}, hasTouch: true, isMobile: true});

  test('the pad fits, takes a finger and does not scroll the page while drawing', async ({page}) => {
    await page.goto('/kanji-test?kanji=三&mode=write');
    // The Japanese font arrives once the page is shown; swapped in mid-stroke, it moves the text above the pad and the
    // page's scroll with it (by 2 px in one CI run), which is not the finger scrolling the page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.replaceAll('"', '') === 'Noto Sans JP Variable' && face.status === 'loaded',
          );
        }),
      )
      .toBe(true);
    const box = (await writingPad(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await writingPad(page).scrollIntoViewIfNeeded();
    expect(await writingPad(page).evaluate((element) => getComputedStyle(element).touchAction)).toBe('none');
    const scrolledBefore = await page.evaluate(() => window.scrollY);

    // A vertical finger movement on the pad: on a page it would scroll; here it is a stroke.
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) =>
      cdp.send('Input.dispatchTouchEvent', {type, touchPoints: at ? [{x: at.x, y: at.y}] : []});
    const points = await onPad(page, SAN[0]!);
    await touch('touchStart', points[0]);
    for (const p of points.slice(1)) await touch('touchMove', p);
    await touch('touchEnd');
    await expect(writingFeedback(page)).toHaveText('Stroke 1: right. Now stroke 2.');

    const down = await onPad(page, [
      {x: 54, y: 20},
      {x: 54, y: 50},
      {x: 54, y: 90},
    ]);
    await touch('touchStart', down[0]);
    for (const p of down.slice(1)) await touch('touchMove', p);
    await touch('touchEnd');
    await expect(page.getByTestId('stroke-miss')).toHaveCount(1); // a straight line: no box, so not "visible"
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
  });
});

test('a learner on the keyboard opens the stroke-by-stroke view and grades themselves', async ({page}) => {
  await page.goto('/kanji-test?kanji=三&mode=write');
  await gradeOnPaperWithKeyboard(page, '三', 3);
  await expect(page.getByTestId('self-grade')).toHaveText('You graded yourself: needed help.');
  await expect(page.getByRole('button', {name: 'Needed help'})).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('offline', () => {
  test.use({serviceWorkers: 'allow'});

  test('a kanji opened for writing while online can still be written offline after a reload', async ({
    page,
    context,
  }) => {
    // The learner's first visit: the page fetches the strokes while the service worker is still installing.
    await page.goto('/kanji-test?kanji=三&mode=write');
    await expect(writingFeedback(page)).toHaveText('Write stroke 1 of 3.');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expectStrokesKept(page, '04e09');
    // The browser's HTTP cache may be cleared at any time; the service worker's cache is what offline rests on.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');

    await context.setOffline(true);
    await page.reload();
    await expect(writingFeedback(page)).toHaveText('Write stroke 1 of 3.');
    for (const stroke of SAN) await drawWithMouse(page, stroke);
    await expect(page.getByTestId('writing-result').getByRole('listitem')).toHaveText([
      '3 right first time',
      '0 right after a miss',
      '0 drawn for you',
    ]);
    await context.setOffline(false);
  });
});
