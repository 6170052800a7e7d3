// The conjugation drill as learners use it, by keyboard only: a chapter step opened from its path and completed,
// a reverse drill, a shared address that reproduces a drill on another device, and invalid search parameters that
// fall back to the learner's saved options. Answers are worked out with the engine from what the page shows.
import {expect, test, type Page} from '@playwright/test';
import {toRomaji} from 'wanakana';
import {STATIVE_VERB_KEYS, WORD_BANK} from '../../schema/conjugation/banks/index.ts';
import {conjugate} from '../../schema/conjugation/conjugate.ts';
import type {ConjugationForm} from '../../schema/conjugation/forms.ts';
import {bankWordKey} from '../../schema/conjugation/word-bank.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';
import {buildDrill} from '../../src/features/conjugation/drill.ts';
import {formLabel} from '../../src/features/conjugation/form-labels.ts';
import {consoleDuring} from './console-messages.ts';
import {e2eDatabase, expectCompletionStored, expectConnected, newDevice, signUp, uniqueEmail} from './helpers.ts';

type Shown = {word: string; form: string; reverse: boolean};

const question = (page: Page) => page.getByTestId('conjugation-question');
const summary = (page: Page) => page.getByTestId('practice-summary');

/** Waits for the next question (what it asks) or the summary (null). */
async function nextQuestion(page: Page): Promise<Shown | null> {
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  await expect(
    page.locator('[data-testid="conjugation-question"], [data-testid="practice-summary"]').first(),
  ).toBeVisible();
  if (await summary(page).isVisible()) return null;
  const shown = question(page);
  return {
    word: (await shown.getAttribute('data-word'))!,
    form: (await shown.getAttribute('data-form'))!,
    reverse: (await shown.getAttribute('data-reverse')) === 'true',
  };
}

function parseForm(key: string): ConjugationForm {
  const [form, register, tense, polarity] = key.split(':');
  return {form, register, tense, polarity} as ConjugationForm;
}

function answersOf(shown: Shown): string[] {
  const word = WORD_BANK.find((each) => bankWordKey(each) === shown.word);
  if (!word) throw new Error(`${shown.word} is not in the word bank`);
  return conjugate({kana: word.reading, class: word.class}, parseForm(shown.form));
}

/** Types the answer (romaji, turned into kana as typed) or a wrong one, and checks the verdict. */
async function answerTyped(page: Page, shown: Shown, right: boolean) {
  const input = page.getByLabel('Answer in Japanese');
  await expect(input).toBeFocused();
  await page.keyboard.type(right ? toRomaji(answersOf(shown)[0]!) : 'mattakuchigau');
  await page.keyboard.press('Enter');
  await expect(input).not.toHaveValue(/[a-z]/i);
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', right ? 'right' : 'wrong');
  await page.keyboard.press('Enter');
}

/** Presses the number of the right form (or of a wrong one). */
async function answerReverse(page: Page, shown: Shown, right: boolean) {
  const labels = await question(page).locator('.practice-choice > span').allTextContents();
  expect(labels).toHaveLength(4);
  const correct = labels.indexOf(formLabel(parseForm(shown.form)));
  expect(correct, `the right form is offered for ${shown.word}`).toBeGreaterThanOrEqual(0);
  await page.keyboard.press(String((right ? correct : (correct + 1) % labels.length) + 1));
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', right ? 'right' : 'wrong');
  await page.keyboard.press('Enter');
}

test('a chapter step opens its preset drill; answered by keyboard with one miss retried, it completes the step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, {email: uniqueEmail('conjugation')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  const moduleKey = 'genki_1_ch3_conjugation-masu-form';

  await page.goto('/learn/genki_1/chapter-3');
  const card = page.getByTestId(`module-${moduleKey}`);
  await expect(card).not.toHaveAttribute('data-state', 'disabled');
  await expect(card).not.toContainText('Not available yet');
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/practice/conjugation');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Polite verbs: ～ます and ～ません');
  // The address now names every option and a seed: the drill it shows can be shared as it is.
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  const url = new URL(page.url());
  expect(url.searchParams.get('module')).toBe(moduleKey);
  expect(url.searchParams.get('amount')).toBe('10');
  expect(url.searchParams.get('past')).toBe('false');
  await expectConnected(page);

  let missed: Shown | null = null;
  let asked = 0;
  for (let shown = await nextQuestion(page); shown !== null; shown = await nextQuestion(page)) {
    expect(parseForm(shown.form)).toMatchObject({form: 'normal', register: 'polite', tense: 'nonpast'});
    await expect(question(page).getByTestId('conjugation-target')).toHaveText(formLabel(parseForm(shown.form)));
    await answerTyped(page, shown, missed !== null);
    missed ??= shown;
    asked++;
  }
  expect(asked).toBe(10);
  await expect(page.getByTestId('practice-score')).toHaveText('9 / 10');
  await expect(summary(page).locator('.practice-misses li')).toHaveCount(1);
  await expect(summary(page).locator('.practice-misses')).toContainText(answersOf(missed!)[0]!);
  // A run with a miss completes nothing yet (docs/progress.md).
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'misses-left');

  // Retry misses: the one missed question again, answered right this time.
  await page.keyboard.press('Enter');
  const retried = await nextQuestion(page);
  expect(retried).toEqual(missed);
  await answerTyped(page, retried!, true);
  await expect(page.getByTestId('practice-score')).toHaveText('1 / 1');
  await expect(page.getByTestId('completion-note')).toHaveAttribute('data-state', 'saved');

  await expectCompletionStored(userID, moduleKey, 11);
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.pathname === '/learn/genki_1/chapter-3');
  await expect(page.getByTestId(`module-${moduleKey}`)).toHaveAttribute('data-state', 'completed');
});

test('a reverse drill by number keys, and its shared address gives another device the same questions', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(
    '/practice/conjugation?normal=true&potential=true&passive=true&verb=true&iAdjective=false&reverse=true&amount=6&jlptLevel=n4',
  );
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  const shared = page.url();
  await expect(page.getByTestId('practice-guest-note')).toBeVisible();

  const seen: Shown[] = [];
  for (let shown = await nextQuestion(page); shown !== null; shown = await nextQuestion(page)) {
    expect(shown.reverse).toBe(true);
    const [written] = shown.word.split('|');
    const dictionary = await question(page).locator('.conjugation-dictionary').textContent();
    expect(dictionary!.replace(/\([^)]*\)/gu, ''), 'the dictionary form, furigana aside').toContain(written!);
    seen.push({...shown, word: `${shown.word} ${await question(page).getByTestId('conjugation-shown').textContent()}`});
    await answerReverse(page, shown, seen.length !== 2);
  }
  expect(seen).toHaveLength(6);
  await expect(page.getByTestId('practice-score')).toHaveText('5 / 6');
  await expect(page.getByTestId('completion-note')).toHaveCount(0);

  // Another device, signed in with other saved options, opens the shared address: the same drill.
  const other = await newDevice(browser, testInfo);
  try {
    const second = await other.newPage();
    await signUp(second, {email: uniqueEmail('shared-drill')});
    const secondID = ((await (await second.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
    await second.goto('/settings');
    await second.getByLabel('Questions per round (1–100)').fill('3');
    await second.keyboard.press('Enter');
    await expect.poll(() => savedOptions(secondID)).toMatchObject({amount: 3});
    await second.goto(shared);
    await expect(second).toHaveURL(shared);
    const again: Shown[] = [];
    for (let shown = await nextQuestion(second); shown !== null; shown = await nextQuestion(second)) {
      again.push({
        ...shown,
        word: `${shown.word} ${await question(second).getByTestId('conjugation-shown').textContent()}`,
      });
      await answerReverse(second, shown, true);
    }
    expect(again).toEqual(seen);
    await expect(second.getByTestId('practice-score')).toHaveText('6 / 6');
  } finally {
    await other.close();
  }
});

test('invalid search parameters fall back to the saved options, and the options panel saves new ones', async ({
  page,
}) => {
  await signUp(page, {email: uniqueEmail('drill-options')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  await page.goto('/settings');
  await page.getByLabel('Questions per round (1–100)').fill('4');
  await page.keyboard.press('Enter');
  await expect.poll(() => savedOptions(userID)).toMatchObject({amount: 4});

  // amount=500 is out of range: the whole search is dropped, so the saved 4 and the default forms apply (the
  // address follows the saved options until the first answer, as the profile finishes syncing).
  await page.goto('/practice/conjugation?amount=500&teForm=true');
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  await expect(page).toHaveURL(/[?&]amount=4(&|$)/);
  await expect(page).toHaveURL(/[?&]teForm=false/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');

  // Options by keyboard: open the panel, switch to the te-form only; the address and the saved settings follow.
  const options = page.getByTestId('conjugation-options');
  await options.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(options).toHaveJSProperty('open', true);
  // Every option is a target of at least 24 × 24 px (WCAG 2.2), its whole label included, with a square box, on a phone too.
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 720});
    for (const label of await options.locator('label.toggle').all()) {
      const [target, box] = [await label.boundingBox(), await label.locator('input').boundingBox()];
      expect(Math.min(target!.width, target!.height), String(await label.textContent())).toBeGreaterThanOrEqual(24);
      expect(box!.width, String(await label.textContent())).toBeCloseTo(box!.height, 0);
      expect(box!.width, String(await label.textContent())).toBeGreaterThanOrEqual(18);
    }
  }
  await options.getByLabel('Te-form').focus();
  await page.keyboard.press('Space');
  await expect(options.getByLabel('Te-form')).toBeChecked();
  await options.getByLabel('Normal').focus();
  await page.keyboard.press('Space');
  await expect(options.getByLabel('Normal')).not.toBeChecked();
  await expect(page).toHaveURL(/[?&]teForm=true/);
  await expect(page).toHaveURL(/[?&]normal=false/);
  const shown = await nextQuestion(page);
  expect(parseForm(shown!.form).form).toBe('te');

  await expect.poll(() => savedOptions(userID)).toMatchObject({teForm: true, normal: false, amount: 4});
  await page.goto('/practice/conjugation');
  await expect(page).toHaveURL(/[?&]teForm=true/);
  await expect(page).toHaveURL(/[?&]normal=false/);
});

/** The conjugation options saved in the learner's profile. */
async function savedOptions(userID: string): Promise<Record<string, unknown> | undefined> {
  const sql = e2eDatabase();
  try {
    const [profile] = await sql<{options: Record<string, unknown> | null}[]>`
      select user_preferences->'conjugation-practice' as options from profiles where user_id = ${userID}`;
    return profile?.options ?? undefined;
  } finally {
    await sql.end();
  }
}

test("the emoji hints are drawn in the app's own Noto Emoji, loaded from this origin", async ({page}) => {
  // The default drill with hints on, at the first seed whose first word has one (its address names every option).
  const options = {...DEFAULT_SETTINGS['conjugation-practice'], emoji: true};
  const seed = Array.from({length: 1000}, (_, index) => index).find(
    (each) => buildDrill(options, each, WORD_BANK, STATIVE_VERB_KEYS).questions[0]?.word.emoji,
  );
  expect(seed, 'a seed whose first word has an emoji').toBeDefined();
  const search = new URLSearchParams(Object.entries({...options, seed}).map(([key, value]) => [key, String(value)]));
  const said = await consoleDuring(page, async () => {
    await page.goto(`/practice/conjugation?${search}`);
    const hint = question(page).locator('.conjugation-emoji');
    await expect(hint).toBeVisible();
    expect(await hint.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Emoji",/);
    // Every character of the hint is in a face of Noto Emoji that the page has loaded.
    const hintText = (await hint.textContent())!;
    await expect
      .poll(
        () =>
          page.evaluate((text) => {
            const loaded = [...document.fonts].filter(
              (face) => face.family.replaceAll('"', '') === 'Noto Emoji' && face.status === 'loaded',
            );
            const ranges = loaded.flatMap((face) =>
              face.unicodeRange.split(',').map((range) => {
                const [first, last = first] = range
                  .trim()
                  .replace(/^U\+/i, '')
                  .split('-')
                  .map((hex) => parseInt(hex, 16));
                return [first!, last!];
              }),
            );
            return [...text].filter(
              (character) =>
                !ranges.some(
                  ([first, last]) => character.codePointAt(0)! >= first! && character.codePointAt(0)! <= last!,
                ),
            );
          }, hintText),
        {message: `the characters of ${hintText} not yet in a loaded face of Noto Emoji`},
      )
      .toEqual([]);
    // No slice of any font is inlined as a data: URL, which the policy (font-src 'self') would refuse.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('src').includes('data:'))
          .map((rule) => (rule as CSSFontFaceRule).style.getPropertyValue('font-family')),
      ),
    ).toEqual([]);
  });
  // A font the Content-Security-Policy refused (a data: URL, another origin) would have said so here.
  expect(said).toEqual([]);
});
