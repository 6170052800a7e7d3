// Vocabulary practice that can be left and taken up again: the run is stored with its practice session and resumed
// where it was left; the counter says what is left, a missed item comes back marked as such and with its choices in
// another order.
import {expect, test, type Page} from '@playwright/test';
import {toRomaji} from 'wanakana';
import type {CatalogueStructure, PracticeModule, VocabularyItem} from '../../schema/catalogue.ts';
import {e2eDatabase, expectConnected, newDevice, signUp, signUpInContext, uniqueEmail} from './helpers.ts';

async function getCatalogue<T>(page: Page, endpoint: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/api/catalogue/${endpoint}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.ok(), `GET /api/catalogue/${endpoint}`).toBe(true);
  return (await response.json()) as T;
}

/** A practice module's words by key. */
async function wordsOf(
  page: Page,
  moduleKey: string,
): Promise<{module: PracticeModule; items: Map<string, VocabularyItem>}> {
  const {modules} = await getCatalogue<CatalogueStructure>(page, 'structure', {});
  const module = modules[moduleKey] as PracticeModule;
  const keysBySet = await getCatalogue<Record<string, string[]>>(page, 'vocabulary-keys', {
    setIds: module.vocab_set_ids,
  });
  const {items} = await getCatalogue<{items: VocabularyItem[]}>(page, 'vocabulary', {
    keys: module.vocab_set_ids.flatMap((id) => keysBySet[id] ?? []),
  });
  return {module, items: new Map(items.map((item) => [item.key, item]))};
}

const counter = (page: Page) => page.locator('.practice-progress-count');
const askedKey = (page: Page) => page.locator('[data-item-key]').getAttribute('data-item-key');

/** Waits until the server holds the learner's run of the module with `left` words still to ask. */
async function expectRunLeft(userID: string, moduleKey: string, left: number) {
  const sql = e2eDatabase();
  try {
    await expect
      .poll(
        async () =>
          (
            await sql<{left: number}[]>`
      select jsonb_array_length(run->'queue') as left from user_practice_sessions where user_id = ${userID} and module_path = ${moduleKey}`
          )[0]?.left,
      )
      .toBe(left);
  } finally {
    await sql.end();
  }
}

async function spell(page: Page, item: VocabularyItem, right: boolean) {
  await page.keyboard.type(right ? toRomaji(item.reading) : 'xx');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', right ? 'right' : 'wrong');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
}

test('leaving a practice set and coming back resumes it where it was left', async ({page}) => {
  test.setTimeout(90_000);
  await signUp(page, {email: uniqueEmail('resume')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  const {module, items} = await wordsOf(page, 'genki_1_ch1_people');
  const total = items.size;

  await page.goto(`/practice/${module.key}?mode=spellings`);
  await expectConnected(page);
  await expect(counter(page)).toHaveText(`0 / ${total}`);
  const asked: string[] = [];
  for (let i = 0; i < 3; i++) {
    const key = (await askedKey(page))!;
    asked.push(key);
    await spell(page, items.get(key)!, true);
  }
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  const nextKey = (await askedKey(page))!;
  expect(asked).not.toContain(nextKey);
  await expectRunLeft(userID, module.key, total - 3);

  await page.goto('/learn/genki_1/chapter-1');
  await page.goto(`/practice/${module.key}?mode=spellings`);
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  expect(await askedKey(page)).toBe(nextKey);
});

test('a set taken further on another device resumes where that device left it, not where this one last saw it', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const learner = await signUpInContext(context, 'resume-devices');
  const {module, items} = await wordsOf(page, 'genki_1_ch1_people');
  const total = items.size;
  const practice = `/practice/${module.key}?mode=spellings`;

  // This device answers one word and leaves at once; its own copy of the run stays at 1 answered.
  await page.goto(practice);
  await expectConnected(page);
  await spell(page, items.get((await askedKey(page))!)!, true);
  await expect(counter(page)).toHaveText(`1 / ${total}`);
  await expectRunLeft(learner.id, module.key, total - 1);
  await page.goto('about:blank');

  // The phone goes on with the same run.
  const phone = await newDevice(browser, testInfo);
  await phone.addCookies(await context.cookies());
  const phonePage = await phone.newPage();
  await phonePage.goto(practice);
  await expectConnected(phonePage);
  await expect(counter(phonePage)).toHaveText(`1 / ${total}`);
  for (let i = 0; i < 2; i++) await spell(phonePage, items.get((await askedKey(phonePage))!)!, true);
  await expect(counter(phonePage)).toHaveText(`3 / ${total}`);
  const nextKey = (await askedKey(phonePage))!;
  await expectRunLeft(learner.id, module.key, total - 3);
  await phone.close();

  await page.goto(practice);
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  expect(await askedKey(page)).toBe(nextKey);
});

test('a missed item comes back marked, the counter not counting it done, its choices in a new order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const {items} = await wordsOf(page, 'kana_hiragana');
  await page.goto('/practice/kana_hiragana');
  await expect(page.locator('.practice-choice')).toHaveCount(4);
  const total = items.size;
  const missedKey = (await askedKey(page))!;
  const firstOrder = await page.locator('.practice-choice > span').allTextContents();
  const right = firstOrder.indexOf(items.get(missedKey)!.english.join('; '));
  await page.keyboard.press(String(((right + 1) % 4) + 1));
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'wrong');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
    const key = (await askedKey(page))!;
    const labels = await page.locator('.practice-choice > span').allTextContents();
    await page.keyboard.press(String(labels.indexOf(items.get(key)!.english.join('; ')) + 1));
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  expect(await askedKey(page)).toBe(missedKey);
  await expect(page.getByTestId('practice-again')).toBeVisible();
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  expect(await page.locator('.practice-choice > span').allTextContents()).not.toEqual(firstOrder);
});
