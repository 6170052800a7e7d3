// Writing a kanji on the writing pad with the mouse, from KanjiVG's own strokes. Not a spec itself.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {parseStrokePaths, STROKE_BOX, type Point} from '../../src/features/kanji/stroke-paths.ts';
import {pathPoints} from '../../src/features/handwriting/path-points.ts';
import {resample} from '../../src/features/handwriting/polyline.ts';
import {strokeFileName} from '../../schema/strokes.ts';

const KANJIVG = path.dirname(createRequire(import.meta.url).resolve('@madcat/kanjivg/package.json'));

/** A kanji's strokes in order as points in KanjiVG's box, each drawn the way KanjiVG draws it. */
export function modelStrokes(character: string): Point[][] {
  const svg = fs.readFileSync(path.join(KANJIVG, 'dist', 'main', `${strokeFileName(character)}.svg`), 'utf8');
  return parseStrokePaths(svg).map((stroke) => resample(pathPoints(stroke.d), 12));
}

export const writingPad = (page: Page) => page.getByTestId('writing-pad');
export const writingFeedback = (page: Page) => page.getByTestId('writing-feedback');

/** Points in KanjiVG's box as points on the page, over the pad (scrolled into view). */
export async function onPad(page: Page, points: Point[]): Promise<Point[]> {
  await writingPad(page).scrollIntoViewIfNeeded();
  const box = (await writingPad(page).boundingBox())!;
  return points.map((p) => ({x: box.x + (p.x / STROKE_BOX) * box.width, y: box.y + (p.y / STROKE_BOX) * box.height}));
}

export async function drawWithMouse(page: Page, points: Point[]) {
  const [first, ...rest] = await onPad(page, points);
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, {steps: 2});
  await page.mouse.up();
}

/** A keyboard-only learner opens the stroke-by-stroke view of `kanji` (`strokes` frames) and grades themselves
 * "Needed help": Tab past "Right first time" to it. */
export async function gradeOnPaperWithKeyboard(page: Page, kanji: string, strokes: number) {
  await page.getByRole('button', {name: 'Write on paper: show stroke by stroke'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', {name: `${kanji} stroke by stroke`}).getByRole('img')).toHaveCount(strokes);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Right first time'})).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

/** Waits until the service worker's cache holds the stroke image and data of the file `stem` (e.g. "04e09"). */
export async function expectStrokesKept(page: Page, stem: string) {
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('strokes')).keys()).map((key) => key.url)))
    .toEqual(expect.arrayContaining([expect.stringMatching(`/${stem}.svg$`), expect.stringMatching(`/${stem}.json$`)]));
}
