// Worksheets (issue 23): a chapter's worksheet step opened from its path, a wrong answer told why and put right,
// Finish with boxes left (nothing recorded), the rest filled in, the step completed and ticked on the path; and every
// sheet printed through Chromium's PDF: the sheet on one or two pages, the answer key on a page of its own.
import {expect, test, type Page} from '@playwright/test';
import {textbookOfChapter} from '../../schema/catalogue.ts';
import {chapterKeyPrefix} from '../../server/catalogue/modules/keys.ts';
import {WORKSHEET_LOADERS} from '../../src/content/worksheets/index.ts';
import {worksheetSchema, type Worksheet} from '../../src/features/worksheets/worksheet.ts';
import {worksheetBlanks} from '../../src/features/worksheets/worksheet-blanks.ts';
import {listedAnswers} from '../../src/features/worksheets/worksheet-check.ts';
import {expectCompletionStored, expectConnected, signUp, uniqueEmail} from './helpers.ts';

const CHAPTERS = Array.from({length: 21}, (_, chapter) => chapter);
const worksheetKey = (chapter: number) => `${chapterKeyPrefix(textbookOfChapter(chapter), chapter)}_worksheet`;

async function sheetOf(chapter: number): Promise<Worksheet> {
  return worksheetSchema.parse((await WORKSHEET_LOADERS[chapter]!()).default);
}

const blankInput = (page: Page, id: string) => page.locator(`[data-blank="${id}"] input`);

test('a worksheet step: instant checking with reasons, Finish, and the step completed on the path', async ({page}) => {
  test.setTimeout(120_000);
  const key = worksheetKey(1);
  const blanks = worksheetBlanks(await sheetOf(1));
  await signUp(page, {email: uniqueEmail('worksheet')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;

  await page.goto('/learn/genki_1/chapter-1');
  const card = page.getByTestId(`module-${key}`);
  await expect(card).not.toHaveAttribute('data-state', 'disabled');
  await expect(card).not.toContainText('Not available yet');
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/worksheets/${key}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Self-introduction worksheet');
  await expectConnected(page);

  // A wrong particle is told why, on Enter; the right one is accepted.
  const [first, ...rest] = blanks;
  const particle = blankInput(page, first!.id);
  await particle.fill('が');
  await particle.press('Enter');
  const box = page.locator(`[data-blank="${first!.id}"]`);
  await expect(box).toHaveAttribute('data-state', 'wrong');
  await expect(box).toContainText('は marks the topic');
  await expect(particle).toHaveAttribute('aria-invalid', 'true');
  await particle.fill('wa');
  await particle.press('Enter');
  await expect(box).toHaveAttribute('data-state', 'right');

  // Finishing with boxes left records nothing.
  await page.getByRole('button', {name: 'Finish the worksheet'}).click();
  await expect(page.getByTestId('worksheet-score')).toContainText(`1 of ${blanks.length} right`);
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'misses-left');

  // Each remaining box filled with an answer of the sheet, checked as it is left; the last one completes the step.
  for (const {id, blank} of rest) {
    const input = blankInput(page, id);
    await input.fill(listedAnswers(blank)[0]!);
    await input.blur();
    await expect(page.locator(`[data-blank="${id}"]`)).toHaveAttribute('data-state', 'right');
  }
  await expect(page.getByTestId('worksheet-score')).toContainText(`${blanks.length} of ${blanks.length} right`);
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'saved');

  await expectCompletionStored(userID, key);
  await page.goto('/learn/genki_1/chapter-1');
  await expect(page.getByTestId(`module-${key}`)).toHaveAttribute('data-state', 'completed');
});

/** Pages of a PDF Chromium wrote: its page objects (/Type /Page, not the /Type /Pages tree). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/** Hides elements through the CSSOM (the app's CSP refuses inline style sheets). */
async function hide(page: Page, selector: string) {
  await page.locator(selector).evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).style.setProperty('display', 'none', 'important');
  });
}

test('every worksheet prints on one or two pages, with the answer key on a page of its own', async ({page}) => {
  test.setTimeout(180_000);
  const printed: string[] = [];
  for (const chapter of CHAPTERS) {
    await page.goto(`/worksheets/${worksheetKey(chapter)}`);
    await expect(page.locator('.worksheet-section').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const formats = ['A4', 'Letter'] as const;
    const whole = [];
    for (const format of formats) whole.push(pageCount(await page.pdf({format})));
    // The key cut to its heading still takes a page of its own: it does not start on the sheet's last page.
    await hide(page, '.worksheet-key-section');
    const headingOnly = pageCount(await page.pdf({format: 'A4'}));
    // The sheet without its key: the key's pages are the difference.
    await hide(page, '.worksheet-key');
    for (const [index, format] of formats.entries()) {
      const sheet = pageCount(await page.pdf({format}));
      printed.push(`chapter ${chapter} ${format}: ${sheet} + ${whole[index]! - sheet}`);
      if (format === 'A4') printed.push(`chapter ${chapter} A4 key heading: ${sheet} + ${headingOnly - sheet}`);
    }
  }
  const expected = printed.map((line) => line.replace(/: \d \+ \d$/, ''));
  const fits = printed.filter((line) => /: [12] \+ 1$/.test(line)).map((line) => line.replace(/: \d \+ \d$/, ''));
  expect(fits, printed.join('\n')).toEqual(expected);

  await page.reload();
  await page.emulateMedia({media: 'print'});
  const key = page.getByTestId('worksheet-key');
  await expect(key).toBeVisible();
  expect(await key.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
  await expect(page.locator('.worksheet-actions')).toBeHidden();
  await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeHidden();
});
