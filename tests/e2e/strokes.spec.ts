// Kanji stroke order (/kanji-test, with the kanji of the learner's choice), the printable practice sheet, its old address, and the credits page.
import {expect, test, type Page} from '@playwright/test';

const drawingOf = (page: Page, character: string) =>
  page.getByRole('img', {name: new RegExp(`^Stroke order of ${character}:`)});

test('/kanji-test shows the kanji the learner chooses, carried in the address; anything else is refused with a reason', async ({
  page,
}) => {
  await page.goto('/kanji-test');
  await expect(drawingOf(page, '字')).toBeVisible();
  const field = page.getByLabel('Kanji to show');
  const problem = page.locator('.kanji-chooser .field-error');
  await expect(field).toHaveValue('字');
  for (const [text, message] of [
    ['水火', 'Type one kanji at a time: “水”, not “水火”.'],
    ['a', '“a” is not a kanji. Type one kanji, such as 水.'],
    ['丂', 'KanjiVG has no stroke order for 丂. Try another kanji.'],
  ] as const) {
    await field.fill(text);
    await page.getByRole('button', {name: 'Show its strokes'}).click();
    await expect(problem).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('');
    await expect(drawingOf(page, '字')).toBeVisible();
  }
  await field.fill('水');
  await field.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('kanji')).toBe('水');
  await expect(drawingOf(page, '水')).toHaveAccessibleName('Stroke order of 水: 4 strokes');
  await expect(page.getByTestId('kanji-card').getByRole('heading')).toHaveText('水');
  await expect(problem).toHaveCount(0);
  await expect(page).toHaveTitle('Stroke order of 水 · Genki Study');

  // The address alone chooses; one that names no kanji shows 字.
  await page.goto('/kanji-test?kanji=火');
  await expect(drawingOf(page, '火')).toBeVisible();
  await expect(page.getByLabel('Kanji to show')).toHaveValue('火');
  await page.goto('/kanji-test?kanji=fire');
  await expect(drawingOf(page, '字')).toBeVisible();
});

test('/kanji-test draws 字 with 6 numbered strokes in 6 colours, animated, and replays on request', async ({page}) => {
  await page.goto('/kanji-test');
  await expect(page).toHaveTitle('Stroke order of 字 · Genki Study');
  const figure = page.getByTestId('stroke-order');
  const drawing = drawingOf(page, '字');
  await expect(drawing).toHaveAccessibleName('Stroke order of 字: 6 strokes');

  const strokes = drawing.locator('.strokes path');
  await expect(strokes).toHaveCount(6);
  expect(await strokes.evaluateAll((paths) => paths.map((path) => path.getAttribute('data-stroke')))).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
  ]);
  const colours = await strokes.evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke));
  expect(new Set(colours).size).toBe(6);
  await expect(drawing.locator('.stroke-numbers text')).toHaveText(['1', '2', '3', '4', '5', '6']);
  // Each number has its stroke's colour.
  expect(
    await drawing
      .locator('.stroke-numbers text')
      .evaluateAll((texts) => texts.map((text) => getComputedStyle(text).fill)),
  ).toEqual(colours);

  // It plays on arrival: stroke by stroke, each one later than the one before.
  await expect(drawing).toHaveClass(/is-animating/);
  expect(await strokes.evaluateAll((paths) => paths.map((path) => getComputedStyle(path).animationName))).toEqual(
    Array(6).fill('stroke-draw'),
  );
  const delays = await strokes.evaluateAll((paths) =>
    paths.map((path) => parseFloat(getComputedStyle(path).animationDelay)),
  );
  expect(delays).toEqual([...delays].sort((a, b) => a - b));
  expect(new Set(delays).size).toBe(6);
  await expect(figure).toHaveAttribute('data-state', 'done', {timeout: 15_000});

  // The meanings and readings come from KANJIDIC.
  const card = page.getByTestId('kanji-card');
  await expect(card).toContainText('character, letter, word');
  await expect(card.getByRole('definition').first()).toHaveText('ジ');

  // Replay from the keyboard: the strokes start over.
  const replay = page.getByRole('button', {name: 'Replay stroke order'});
  await replay.focus();
  await page.keyboard.press('Enter');
  await expect(figure).toHaveAttribute('data-state', 'playing');
  const lastStrokeOpacity = await drawing
    .locator('.strokes path')
    .last()
    .evaluate((path) => Number(getComputedStyle(path).opacity));
  expect(lastStrokeOpacity).toBeLessThan(1);
  await expect(figure).toHaveAttribute('data-state', 'done', {timeout: 15_000});
  await expect(drawing.locator('.strokes path').last()).toHaveCSS('opacity', '1');
});

test('with reduced motion, /kanji-test shows 字 stroke by stroke instead of animating', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/kanji-test');
  const drawing = drawingOf(page, '字');
  await expect(drawing).toBeVisible();
  await expect(drawing).not.toHaveClass(/is-animating/);
  const frames = page.getByRole('list', {name: '字 stroke by stroke'}).getByRole('img');
  await expect(frames).toHaveCount(6);
  await expect(frames.nth(2)).toHaveAccessibleName('Stroke 3 of 6');
  // Frame 3 shows strokes 1–3; only the third is in colour.
  await expect(frames.nth(2).locator('.strokes path')).toHaveCount(3);
  await expect(frames.nth(2).locator('.strokes path.stroke-earlier')).toHaveCount(2);

  const toggle = page.getByRole('button', {name: 'Hide stroke by stroke'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(frames).toHaveCount(0);
  await page.getByRole('button', {name: 'Show stroke by stroke'}).click();
  await expect(frames).toHaveCount(6);
});

test('the practice sheet gives each kanji of the text one row, skipping kana and repeats, and prints', async ({
  page,
}) => {
  await page.goto('/additional-resources');
  await page.getByRole('link', {name: /Kanji practice sheet/}).click();
  await expect(page).toHaveURL(/\/additional-resources\/kanji-practice-sheet$/);
  await expect(page).toHaveTitle('漢字練習シート · Genki Study');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('漢字練習シート');

  await page.getByLabel('Kanji to practise').fill('日本語を勉強します。日本！');
  const rows = page.getByTestId('sheet-row');
  await expect(rows).toHaveCount(5);
  expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-kanji')))).toEqual([
    '日',
    '本',
    '語',
    '勉',
    '強',
  ]);
  await expect(page.getByTestId('sheet-summary')).toHaveText('5 rows: 日 本 語 勉 強');

  // A row: the model with its numbered stroke order, 3 squares to trace, 7 empty ones (the defaults).
  const first = rows.first();
  await expect(drawingOf(page, '日')).toHaveAccessibleName('Stroke order of 日: 4 strokes');
  await expect(first.locator('.stroke-numbers text')).toHaveText(['1', '2', '3', '4']);
  await expect(first.locator('[data-cell="trace"]')).toHaveCount(3);
  await expect(first.locator('[data-cell="trace"]').first().locator('.sheet-trace-strokes path')).toHaveCount(4);
  await expect(first.locator('[data-cell="empty"]')).toHaveCount(7);
  await expect(first.locator('[data-cell="empty"]').first().locator('.stroke-guides line')).toHaveCount(2);

  await page.getByLabel('Practice squares per row').selectOption('6');
  await page.getByLabel('Of which to trace').selectOption('2');
  await expect(first.locator('[data-cell]')).toHaveCount(6);
  await expect(first.locator('[data-cell="trace"]')).toHaveCount(2);
  // All cells of a row are squares of one size.
  const boxes = await first
    .locator('.sheet-cell')
    .evaluateAll((cells) =>
      cells
        .map((cell) => cell.getBoundingClientRect())
        .map(({width, height}) => [Math.round(width), Math.round(height)]),
    );
  expect(boxes).toHaveLength(7);
  expect(new Set(boxes.map(([width, height]) => `${width}x${height}`)).size).toBe(1);
  expect(boxes[0]![0]).toBe(boxes[0]![1]);

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', {name: 'Print sheet'}).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // Printed: only the sheet, with its title; no header, footer or form.
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.locator('.app-footer')).toBeHidden();
  await expect(page.getByLabel('Kanji to practise')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Print sheet'})).toBeHidden();
  await expect(page.locator('.sheet-print-title')).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toBeVisible();
});

test('the practice sheet explains when a text has no kanji, and shows "no image" for a kanji KanjiVG lacks', async ({
  page,
}) => {
  await page.goto('/additional-resources/kanji-practice-sheet');
  const summary = page.getByTestId('sheet-summary');
  await expect(summary).toHaveText('Your sheet appears here as you type.');
  await page.getByLabel('Kanji to practise').fill('ひらがなとカタカナ、abc 123');
  await expect(summary).toContainText('No kanji found in this text');
  await expect(page.getByTestId('sheet-row')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Print sheet'})).toBeDisabled();

  // 𠀋 is in KANJIDIC but has no KanjiVG image: its row says so and traces the font's glyph.
  await page.getByLabel('Kanji to practise').fill('𠀋');
  const row = page.getByTestId('sheet-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', {name: 'No stroke order image for 𠀋'})).toBeVisible();
  await expect(row.locator('.sheet-trace-glyph').first()).toHaveText('𠀋');
});

test('the old address /learn/additional-resources/kanji-practice-sheet redirects to the sheet', async ({page}) => {
  await page.goto('/learn/additional-resources/kanji-practice-sheet');
  await expect(page).toHaveURL(/\/additional-resources\/kanji-practice-sheet$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('漢字練習シート');
});

test('the footer leads to the credits, which name KanjiVG, KANJIDIC2 and the fonts with their licences', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Footer'}).getByRole('link', {name: 'Credits'}).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page).toHaveTitle('Credits · Genki Study');

  const kanjivg = page.getByTestId('credit').filter({has: page.getByRole('heading', {name: 'KanjiVG'})});
  await expect(kanjivg.getByRole('link', {name: 'KanjiVG'})).toHaveAttribute('href', 'https://kanjivg.tagaini.net');
  await expect(kanjivg).toContainText('Ulrich Apel');
  await expect(kanjivg.getByRole('link', {name: 'CC BY-SA 3.0'})).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/3.0/',
  );

  const kanjidic = page.getByTestId('credit').filter({has: page.getByRole('heading', {name: 'KANJIDIC2'})});
  await expect(kanjidic).toContainText('EDRDG');
  await expect(kanjidic.getByRole('link', {name: /CC BY-SA 4.0/})).toHaveAttribute(
    'href',
    'https://www.edrdg.org/edrdg/licence.html',
  );

  for (const [name, licence] of [
    ['kanji', 'MPL-2.0'],
    ['WanaKana', 'MIT'],
    ['ts-fsrs', 'MIT'],
    ['Noto Sans JP', 'SIL Open Font License 1.1'],
    ['Noto Emoji', 'SIL Open Font License 1.1'],
  ] as const) {
    const credit = page.getByTestId('credit').filter({has: page.getByRole('heading', {name, exact: true})});
    await expect(credit.getByRole('link', {name: licence})).toBeVisible();
  }
});
