// Vocabulary practice and kana quizzes as a learner uses them, with the keyboard only, against the real catalogue:
// the module is read from GET /api/catalogue/structure (the first vocab-practice module of genki_1 chapter 1), and
// the cards the answers create are read back from Postgres.
import {expect, test, type Page} from '@playwright/test';
import {toRomaji} from 'wanakana';
import type {CatalogueStructure, PracticeModule, VocabularyHierarchy, VocabularyItem} from '../../schema/catalogue.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';
import {e2eDatabase, expectConnected, signUp, uniqueEmail} from './helpers.ts';

async function getCatalogue<T>(page: Page, endpoint: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/api/catalogue/${endpoint}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.ok(), `GET /api/catalogue/${endpoint}`).toBe(true);
  return (await response.json()) as T;
}

/** The first vocab-practice module on genki_1 chapter 1's path that allows spellings, and its words by key. */
async function chapterOnePracticeSet(page: Page) {
  const {textbooks, modules} = await getCatalogue<CatalogueStructure>(page, 'structure', {});
  const chapter = textbooks
    .find((textbook) => textbook.id === 'genki_1')
    ?.chapters.find((each) => each.slug === 'chapter-1');
  const module = chapter?.learning_path_items
    .map((key) => modules[key])
    .find(
      (each): each is PracticeModule =>
        each?.kind === 'practice' &&
        each.session_type === 'vocab-practice' &&
        (each.allowed_practice_modes ?? ['spellings']).includes('spellings'),
    );
  if (!module) throw new Error('genki_1 chapter-1 has no vocab-practice module with spellings');
  const keysBySet = await getCatalogue<Record<string, string[]>>(page, 'vocabulary-keys', {
    setIds: module.vocab_set_ids,
  });
  const keys = [...new Set(module.vocab_set_ids.flatMap((id) => keysBySet[id] ?? []))];
  const {items} = await getCatalogue<{items: VocabularyItem[]}>(page, 'vocabulary', {keys});
  expect(items.length).toBeGreaterThan(4);
  return {module, items: new Map(items.map((item) => [item.key, item]))};
}

const summary = (page: Page) => page.getByTestId('practice-summary');

/** Waits for the next question (its item key) or the summary (null). */
async function nextQuestion(page: Page): Promise<string | null> {
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  await expect(page.locator('[data-item-key], [data-kana], [data-testid="practice-summary"]').first()).toBeVisible();
  if (await summary(page).isVisible()) return null;
  return page.locator('[data-item-key]').getAttribute('data-item-key');
}

test('a learner practises a chapter set by keyboard in both modes, and every word gets a card in each', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, {email: uniqueEmail('practice')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  const {module, items} = await chapterOnePracticeSet(page);
  // Words only here; the kanji and radicals that come first by default have a test of their own below.
  await page.goto('/settings');
  await page.getByLabel('Learn kanji and radicals before the words that use them').uncheck();
  // Practice takes the prerequisites setting from the server's copy, so the change must land before the next page.
  const database = e2eDatabase();
  try {
    await expect
      .poll(
        async () =>
          (
            await database`select user_preferences->'routes'->'vocab-practice'->>'enable-kanji-radical-prereqs' as prereqs from profiles where user_id = ${userID}`
          )[0]?.prereqs,
      )
      .toBe('false');
  } finally {
    await database.end();
  }

  await page.goto(`/practice/${module.key}`);
  await expect(page.getByRole('heading', {level: 1, name: module.title})).toBeVisible();
  await expectConnected(page);
  await expect(page.getByTestId('practice-mode-meanings')).toBeChecked();
  await expect(page.getByTestId('practice-guest-note')).toHaveCount(0);

  // Meanings, multiple choice: the first answer wrong on purpose, every other one right; a miss comes back.
  let missed: VocabularyItem | null = null;
  for (let key = await nextQuestion(page); key !== null; key = await nextQuestion(page)) {
    const item = items.get(key)!;
    await expect(page.locator('.practice-word')).toHaveText(item.word);
    const labels = await page.locator('.practice-choice > span').allTextContents();
    const right = labels.indexOf(item.english.join('; '));
    expect(right, `the right meaning of ${item.word} is offered`).toBeGreaterThanOrEqual(0);
    const pick = missed === null ? (right + 1) % labels.length : right;
    await page.keyboard.press(String(pick + 1));
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute(
      'data-verdict',
      pick === right ? 'right' : 'wrong',
    );
    missed ??= item;
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('practice-score')).toHaveText(`${items.size - 1} / ${items.size}`);
  await expect(summary(page).locator('.practice-misses li')).toHaveCount(1);
  await expect(summary(page).locator('.practice-misses')).toContainText(missed!.word);
  await expect(summary(page).locator('.practice-misses')).toContainText(missed!.english.join('; '));

  // M switches to spellings (the search param follows); answers are typed in romaji and become kana.
  await page.keyboard.press('m');
  await expect(page).toHaveURL(/[?&]mode=spellings/);
  await expect(page.getByTestId('practice-mode-spellings')).toBeChecked();
  for (let key = await nextQuestion(page); key !== null; key = await nextQuestion(page)) {
    const item = items.get(key)!;
    await expect(page.locator('.practice-meaning')).toHaveText(item.english.join('; '));
    const input = page.getByLabel('Answer in Japanese');
    await expect(input).toBeFocused();
    await page.keyboard.type(toRomaji(item.reading));
    await page.keyboard.press('Enter');
    await expect(input).not.toHaveValue(/[a-z]/i);
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('practice-score')).toHaveText(`${items.size} / ${items.size}`);
  await expect(summary(page).getByRole('heading', {name: 'All done, no misses!'})).toBeVisible();

  // Every word now has a scheduled card in both modes, and the practice was timed as a session of this module.
  const sql = e2eDatabase();
  try {
    for (const mode of ['meanings', 'spellings'] as const) {
      await expect
        .poll(
          async () => {
            const rows = await sql<{practice_item_key: string; due_at: Date | null}[]>`
          select practice_item_key, due_at from fsrs_cards where user_id = ${userID} and mode = ${mode} and type = 'vocabulary'`;
            return rows
              .filter((row) => row.due_at !== null)
              .map((row) => row.practice_item_key)
              .sort();
          },
          {message: `${mode} cards`},
        )
        .toEqual([...items.keys()].sort());
    }
    await expect
      .poll(
        async () => {
          const sessions = await sql<{module_path: string; questions_answered: number}[]>`
        select module_path, questions_answered from user_practice_sessions where user_id = ${userID}`;
          return sessions.map((session) => session.module_path);
        },
        {message: 'practice sessions'},
      )
      .toContain(module.key);
  } finally {
    await sql.end();
  }

  // The chapter page shows the module's progress per mode (requirements §4.6).
  await page.goto('/learn/genki_1/chapter-1');
  await expect(page.getByTestId(`practice-progress-${module.key}`)).toHaveText('Meanings 100%Spellings 100%');
  // At 100 % in both modes the step is done, here and on the dashboard.
  await expect(page.getByTestId(`module-${module.key}`)).toHaveAttribute('data-state', 'completed');
});

test("with the prerequisites setting on, a meanings run asks the words' kanji and radicals first and gives each a card", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, {email: uniqueEmail('prereqs')});
  const userID = ((await (await page.request.get('/api/user')).json()) as {user: {id: string}}).user.id;
  const {module, items} = await chapterOnePracticeSet(page);
  const hierarchy = await getCatalogue<VocabularyHierarchy>(page, 'hierarchy', {
    slugs: [...items.keys()],
    userOverrides: DEFAULT_SETTINGS['override-settings'],
  });
  const meaningOf = new Map<string, string>([
    ...hierarchy.kanji.map((kanji) => [`kanji/${kanji.character}`, kanji.meanings[0]!] as const),
    ...hierarchy.radicals.map((radical) => [`radical/${radical.radical}`, radical.meanings[0] ?? ''] as const),
  ]);

  await page.goto(`/practice/${module.key}`);
  await expectConnected(page);
  await page.getByLabel(/Type answers/).check();
  const asked: string[] = [];
  for (let key = await nextQuestion(page); key !== null; key = await nextQuestion(page)) {
    asked.push(key);
    const meaning = meaningOf.get(key) ?? items.get(key)!.english[0]!;
    await page.getByLabel('Meaning in English').fill(meaning);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await page.keyboard.press('Enter');
  }
  const prerequisites = asked.filter((key) => /^(kanji|radical)\//.test(key));
  expect(prerequisites.length).toBeGreaterThan(0);
  expect(prerequisites.length).toBeLessThanOrEqual(8);
  // Every kanji and radical came before the first word.
  expect(asked.slice(0, prerequisites.length)).toEqual(prerequisites);

  const sql = e2eDatabase();
  try {
    await expect
      .poll(async () => {
        const rows = await sql<{key: string}[]>`
        select type || '/' || practice_item_key as key from fsrs_cards
        where user_id = ${userID} and mode = 'meanings' and type in ('kanji', 'radical')`;
        return rows.map((row) => row.key).sort();
      })
      .toEqual([...prerequisites].sort());
  } finally {
    await sql.end();
  }

  // The next run moves on to kanji not learnt yet.
  await page.reload();
  await expect(page.locator('[data-item-key]')).toBeVisible();
  expect(prerequisites).not.toContain(await page.locator('[data-item-key]').getAttribute('data-item-key'));
});

test('an unknown practice id is not found, and a bogus mode practises meanings', async ({page}) => {
  await page.goto('/practice/does-not-exist');
  await expect(page.getByRole('heading', {name: '404 / Page not found'})).toBeVisible();

  const {module, items} = await chapterOnePracticeSet(page);
  await page.goto(`/practice/${module.key}?mode=bogus`);
  await expect(page.getByRole('heading', {level: 1, name: module.title})).toBeVisible();
  await expect(page.getByTestId('practice-mode-meanings')).toBeChecked();
  await expect(page.getByText('What does this mean?')).toBeVisible();
  await expect(page.locator('.practice-choice')).toHaveCount(4);
  const key = await page.locator('[data-item-key]').getAttribute('data-item-key');
  await expect(page.locator('.practice-word')).toHaveText(items.get(key!)!.word);
  // Anonymous visitors practise without saving, and are told so.
  await expect(page.getByTestId('practice-guest-note')).toContainText('not saved');
});

test('a real IME is left alone while it composes, and its kanji answer counts', async ({page}) => {
  const {module, items} = await chapterOnePracticeSet(page);
  await page.goto(`/practice/${module.key}?mode=spellings`);
  const input = page.getByLabel('Answer in Japanese');
  await expect(input).toBeFocused();
  const item = items.get((await page.locator('[data-item-key]').getAttribute('data-item-key'))!)!;

  // What an IME shows mid-word is its business: romaji typed without an IME would have become kana by now.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', {text: 'ka', selectionStart: 2, selectionEnd: 2});
  await expect(input).toHaveValue('ka');
  await cdp.send('Input.insertText', {text: item.word});
  await expect(input).toHaveValue(item.word);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
});

/** Kunrei spellings for the kana Hepburn writes otherwise: the quiz takes either; every other kana in Hepburn, in capitals. */
const KUNREI: Record<string, string> = {し: 'si', ち: 'ti', つ: 'tu', ふ: 'hu'};
const romajiToType = (kana: string) => KUNREI[kana] ?? toRomaji(kana).toUpperCase();

test('the hiragana quiz works with the keyboard alone: type, check, next, retry the misses', async ({page}) => {
  await page.goto('/practice/hiragana-quiz');
  await expect(page.getByRole('heading', {level: 1, name: /hiragana quiz/i})).toBeVisible();

  let missedKana: string | null = null;
  let asked = 0;
  for (;;) {
    await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
    await expect(page.locator('[data-kana], [data-testid="practice-summary"]').first()).toBeVisible();
    if (await summary(page).isVisible()) break;
    const kana = (await page.locator('[data-kana]').getAttribute('data-kana'))!;
    await expect(page.getByLabel('Romaji')).toBeFocused();
    await page.keyboard.type(missedKana === null ? 'xx' : romajiToType(kana));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute(
      'data-verdict',
      missedKana === null ? 'wrong' : 'right',
    );
    missedKana ??= kana;
    await page.keyboard.press('Enter');
    asked++;
  }
  expect(asked).toBeGreaterThanOrEqual(46);
  await expect(page.getByTestId('practice-score')).toHaveText(`${asked - 1} / ${asked}`);
  await expect(summary(page).locator('.practice-misses')).toContainText(missedKana!);

  // "Retry misses" has the focus: Enter starts a round of just the missed kana.
  await expect(page.getByRole('button', {name: 'Retry misses'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-kana]')).toHaveAttribute('data-kana', missedKana!);
  await page.keyboard.type(romajiToType(missedKana!));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-score')).toHaveText('1 / 1');

  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/hiragana-quiz/);
});
