// Chapter steps complete by their kind's rule (src/features/progress/step-completion.ts): a kana quiz at full score
// ticks its step; a sentence set with misses does not, until the misses are retried right; kana steps show their
// meanings only, and a quiz no card progress at all.
import {expect, test, type Page} from '@playwright/test';
import {toRomaji} from 'wanakana';
import {SENTENCE_SETS} from '../../server/catalogue/sentences/sentence-sets.ts';
import {expectConnected, signUp, uniqueEmail} from './helpers.ts';

const SET = SENTENCE_SETS.find((set) => set.id === 'genki_1_ch1_sentences-x-wa-y-desu')!;

/** Waits for the next question (what `attribute` names on it) or the summary (null). */
async function nextQuestion(page: Page, attribute: 'data-kana' | 'data-sentence'): Promise<string | null> {
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  await expect(page.locator(`[${attribute}], [data-testid="practice-summary"]`).first()).toBeVisible();
  if (await page.getByTestId('practice-summary').isVisible()) return null;
  return page.locator(`[${attribute}]`).getAttribute(attribute);
}

test('a kana quiz finished at full score ticks its chapter 0 step; kana steps show meanings only', async ({page}) => {
  test.setTimeout(120_000);
  await signUp(page, {email: uniqueEmail('kana-quiz-step')});
  await page.goto('/learn/genki_1/chapter-0');
  await expect(page.getByTestId('module-hiragana-quiz')).not.toHaveAttribute('data-state', 'completed');
  await expect(page.getByTestId('practice-progress-kana_hiragana')).toHaveText('Meanings 0%');
  await expect(page.getByTestId('practice-progress-hiragana-quiz')).toHaveCount(0);

  await page.getByTestId('module-hiragana-quiz').getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/practice/hiragana-quiz');
  let asked = 0;
  for (
    let kana = await nextQuestion(page, 'data-kana');
    kana !== null;
    kana = await nextQuestion(page, 'data-kana'), asked++
  ) {
    await page.keyboard.type(toRomaji(kana));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('practice-score')).toHaveText(`${asked} / ${asked}`);
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'saved');

  await page.goto('/learn/genki_1/chapter-0');
  await expect(page.getByTestId('module-hiragana-quiz')).toHaveAttribute('data-state', 'completed');
});

/** Answers a first run of the set: the first sentence right, every other one wrong. */
async function answerOneOfEight(page: Page) {
  await page.goto(`/practice/sentence-practice/${SET.id}`);
  await expectConnected(page);
  let index = 0;
  for (
    let key = await nextQuestion(page, 'data-sentence');
    key !== null;
    key = await nextQuestion(page, 'data-sentence'), index++
  ) {
    const sentence = SET.sentences[Number(key.split(':').at(-1))]!;
    await page.keyboard.type(index === 0 ? sentence.reading : 'chigaimasu');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute(
      'data-verdict',
      index === 0 ? 'right' : 'wrong',
    );
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('practice-score')).toHaveText('1 / 8');
}

test('a sentence set left at 1 of 8 right is not ticked', async ({page}) => {
  test.setTimeout(90_000);
  expect(SET.sentences).toHaveLength(8);
  await signUp(page, {email: uniqueEmail('sentence-unticked')});
  await answerOneOfEight(page);
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'misses-left');
  await page.goto('/learn/genki_1/chapter-1');
  await expect(page.getByTestId('chapter-progress')).toHaveText(/^0 of \d+ steps done$/);
  await expect(page.getByTestId(`module-${SET.id}`)).not.toHaveAttribute('data-state', 'completed');
});

test('a sentence set’s misses retried until right tick its step', async ({page}) => {
  test.setTimeout(90_000);
  await signUp(page, {email: uniqueEmail('sentence-ticked')});
  await answerOneOfEight(page);
  await page.getByRole('button', {name: 'Retry misses'}).click();
  for (
    let key = await nextQuestion(page, 'data-sentence');
    key !== null;
    key = await nextQuestion(page, 'data-sentence')
  ) {
    await page.keyboard.type(SET.sentences[Number(key.split(':').at(-1))]!.reading);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('practice-score')).toHaveText('7 / 7');
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'saved');
  await page.goto('/learn/genki_1/chapter-1');
  await expect(page.getByTestId(`module-${SET.id}`)).toHaveAttribute('data-state', 'completed');
});
