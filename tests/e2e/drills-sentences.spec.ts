// Sentence practice by keyboard: a chapter's sentence step from its path, a hint asked for, answers typed in
// romaji, in kana, in the plain register and with another particle, every accepted answer shown (the model first),
// the session recorded, the step completed once the miss is retried right.
import {expect, test, type Page} from '@playwright/test';
import {toRomaji} from 'wanakana';
import {sentenceAnswers} from '../../schema/sentences/sentence-answers.ts';
import {SENTENCE_SETS} from '../../server/catalogue/sentences/sentence-sets.ts';
import {expectCompletionStored, expectConnected, signUp, uniqueEmail} from './helpers.ts';

const SET = SENTENCE_SETS.find((set) => set.id === 'genki_1_ch3_sentences-place-time-particles')!;

async function nextSentence(page: Page): Promise<string | null> {
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  await expect(
    page.locator('[data-testid="sentence-question"], [data-testid="practice-summary"]').first(),
  ).toBeVisible();
  if (await page.getByTestId('practice-summary').isVisible()) return null;
  return page.getByTestId('sentence-question').getAttribute('data-sentence');
}

test('a chapter’s sentence step: hints, lenient answers by keyboard, every accepted answer shown, the step completed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, {email: uniqueEmail('sentences')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;

  await page.goto('/learn/genki_1/chapter-3');
  const card = page.getByTestId(`module-${SET.id}`);
  await expect(card).not.toHaveAttribute('data-state', 'disabled');
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/practice/sentence-practice/${SET.id}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(SET.title);
  await expectConnected(page);

  let index = 0;
  for (let key = await nextSentence(page); key !== null; key = await nextSentence(page), index++) {
    const sentence = SET.sentences[Number(key.split(':').at(-1))]!;
    expect(key).toBe(`${SET.id}:${index}`);
    await expect(page.locator('.sentence-english')).toHaveText(sentence.english);
    const input = page.getByLabel('Answer in Japanese');
    await expect(input).toBeFocused();
    // Each question starts with its hint closed, whatever was opened before.
    await expect(page.getByTestId('sentence-hint')).toHaveCount(0);
    if (index === 0) {
      // Alt+H shows the hint while typing.
      await page.keyboard.press('Alt+h');
      await expect(page.getByTestId('sentence-hint')).toContainText(sentence.hint);
    }
    if (index === 1) {
      // So does its button; the answer is then typed in the field again.
      await page.getByRole('button', {name: /Show a hint/}).click();
      await expect(page.getByTestId('sentence-hint')).toContainText(sentence.hint);
      await input.click();
    }
    // First a wrong answer; then romaji of the reading, the plain register in kana, and an alternative particle
    // where there is one.
    const accepted = sentenceAnswers(sentence);
    const plain = accepted.find((each) => each.register === 'plain')!;
    const answer =
      index === 0
        ? 'chigaimasu'
        : index === 1
          ? toRomaji(sentence.reading.replace(/[。、]/g, ' '))
          : index === 2
            ? plain.segments!.map((segment) => segment.reading).join('')
            : (sentence.alternatives?.[0] ?? sentence.reading);
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('practice-feedback');
    await expect(feedback).toHaveAttribute('data-verdict', index === 0 ? 'wrong' : 'right');
    const shown = page.getByTestId('sentence-answers');
    await expect(shown.locator('.sentence-model')).toContainText(sentence.japanese);
    await expect(shown.locator('li')).toHaveText(accepted.slice(1).map((each) => each.japanese));
    await page.keyboard.press('Enter');
  }
  expect(index).toBe(SET.sentences.length);
  await expect(page.getByTestId('practice-score')).toHaveText(`${SET.sentences.length - 1} / ${SET.sentences.length}`);
  await expect(page.getByTestId('practice-summary').locator('.practice-misses')).toContainText(
    SET.sentences[0]!.japanese,
  );
  // A run with a miss completes nothing yet; retrying the miss right does (docs/progress.md).
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'misses-left');
  await page.getByRole('button', {name: 'Retry misses'}).click();
  expect(await nextSentence(page)).toBe(`${SET.id}:0`);
  await page.keyboard.type(SET.sentences[0]!.reading);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-score')).toHaveText('1 / 1');
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'saved');

  await expectCompletionStored(userID, SET.id, SET.sentences.length + 1);
  await page.goto('/learn/genki_1/chapter-3');
  await expect(page.getByTestId(`module-${SET.id}`)).toHaveAttribute('data-state', 'completed');
});

test('an unknown sentence set is not found', async ({page}) => {
  await page.goto('/practice/sentence-practice/no-such-set');
  await expect(page.getByRole('heading', {name: '404 / Page not found'})).toBeVisible();
});
