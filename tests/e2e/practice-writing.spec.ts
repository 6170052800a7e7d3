// The "write it" step of vocabulary practice: a learner who has met the kanji 人, 学 and 生 (kanji cards of theirs, in
// meanings mode) practises the spellings of Genki I chapter 1's people. A word spelt right is followed by writing the
// kanji they have met of it, one after another, checked stroke by stroke; a word whose kanji they have not met is not.
// Skip writing works from the keyboard, and neither writing nor skipping changes the word's grade. axe finds nothing
// serious. The met kanji's strokes are kept for offline use as soon as the run starts.
import {expect, test, type Page} from '@playwright/test';
import {toRomaji} from 'wanakana';
import type {VocabularyItem} from '../../schema/catalogue.ts';
import {kanjiInWord} from '../../schema/kanji-in-word.ts';
import {seriousViolations} from './axe.ts';
import {e2eDatabase, expectConnected, signUp, uniqueEmail} from './helpers.ts';
import {currentUserID, seedCards} from './review-helpers.ts';
import {drawWithMouse, expectStrokesKept, modelStrokes, writingFeedback, writingPad} from './writing-helpers.ts';

const MODULE = 'genki_1_ch1_people';
const MET = ['人', '学', '生'];

async function wordsOf(page: Page, setID: string): Promise<Map<string, VocabularyItem>> {
  const catalogue = async <T>(endpoint: string, input: unknown) => {
    const response = await page.request.get(
      `/api/catalogue/${endpoint}?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    expect(response.ok(), `GET /api/catalogue/${endpoint}`).toBe(true);
    return (await response.json()) as T;
  };
  const keys = (await catalogue<Record<string, string[]>>('vocabulary-keys', {setIds: [setID]}))[setID] ?? [];
  const {items} = await catalogue<{items: VocabularyItem[]}>('vocabulary', {keys});
  return new Map(items.map((item) => [item.key, item]));
}

/** Spells the word asked now right, in romaji; resolves with its key. */
async function spellRight(page: Page, words: Map<string, VocabularyItem>): Promise<string> {
  await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
  const key = (await page.locator('[data-item-key]').getAttribute('data-item-key'))!;
  const input = page.getByLabel('Answer in Japanese');
  await expect(input).toBeFocused();
  await page.keyboard.type(toRomaji(words.get(key)!.reading));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
  return key;
}

/** Writes `character` on the pad with the mouse, each stroke as KanjiVG draws it, and sees every stroke right. */
async function writeOnPad(page: Page, character: string) {
  const strokes = modelStrokes(character);
  // The pad sits low in the question: clear of the sticky header before the pen goes down.
  await writingPad(page).evaluate((pad) => pad.scrollIntoView({block: 'center'}));
  for (const [index, stroke] of strokes.entries()) {
    await drawWithMouse(page, stroke);
    if (index < strokes.length - 1)
      await expect(writingFeedback(page)).toHaveText(`Stroke ${index + 1}: right. Now stroke ${index + 2}.`);
  }
  await expect(page.getByTestId('writing-result').getByRole('listitem')).toHaveText([
    `${strokes.length} right first time`,
    '0 right after a miss',
    '0 drawn for you',
  ]);
}

test('after spelling a word right, the learner writes the kanji they have met of it, or skips from the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, {email: uniqueEmail('practice-writing')});
  const userID = await currentUserID(page);
  const sql = e2eDatabase();
  try {
    await seedCards(
      sql,
      userID,
      MET.map((key) => ({key, type: 'kanji', mode: 'meanings', dueInDays: 5})),
    );
    const words = await wordsOf(page, MODULE);
    expect([...words.keys()]).toEqual(expect.arrayContaining(['人', '学生', '先生']));

    await page.goto(`/practice/${MODULE}?mode=spellings`);
    await expectConnected(page);
    const writing = page.getByTestId('word-writing');
    const skip = page.getByRole('button', {name: 'Skip writing'});
    const asked = writing.getByTestId('word-writing-kanji');
    const next = page.getByRole('button', {name: /^(Next|See results)$/});
    const checked = new Set<string>();
    while (!['人', '学生', '先生', 'unmet'].every((each) => checked.has(each))) {
      const key = await spellRight(page, words);
      const metHere = kanjiInWord(words.get(key)!.word).filter((character) => MET.includes(character));
      if (key === '人') {
        await expect(asked).toHaveText('Write 人 one stroke at a time, in order.');
        await expect(skip).toBeFocused();
        expect(await seriousViolations(page)).toEqual([]);
        await writeOnPad(page, '人');
        await expect(skip).toHaveCount(0);
        await expect(next).toBeFocused();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Enter');
      } else if (key === '学生') {
        // Two kanji met: one after the other, and Skip writing stays until the last is written.
        await expect(asked).toHaveText('Kanji 1 of 2: Write 学 one stroke at a time, in order.');
        await writeOnPad(page, '学');
        await expect(skip).toBeVisible();
        await page.getByRole('button', {name: 'Next kanji: 生'}).click();
        await expect(asked).toHaveText('Kanji 2 of 2: Write 生 one stroke at a time, in order.');
        await writeOnPad(page, '生');
        await expect(skip).toHaveCount(0);
        await next.click();
      } else if (key === '先生') {
        // Of 先生 only 生 was met, so only 生 is asked; Skip writing, focused, goes on to the next question.
        await expect(asked).toHaveText('Write 生 one stroke at a time, in order.');
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
      } else if (metHere.length > 0) {
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
        continue;
      } else {
        // A word with none of the met kanji goes on without a write step.
        await expect(writing).toHaveCount(0);
        if (kanjiInWord(words.get(key)!.word).length > 0) checked.add('unmet');
        await page.keyboard.press('Enter');
        continue;
      }
      checked.add(key);
    }

    // Written or skipped, each word was graded as spelt right: Good, once.
    await expect
      .poll(async () =>
        (
          await sql<{key: string; rating: number}[]>`
            select c.practice_item_key as key, l.rating from fsrs_review_logs l join fsrs_cards c on c.id = l.card_id
            where c.user_id = ${userID} and c.mode = 'spellings' and c.practice_item_key in ('人', '学生', '先生')`
        )
          .map(({key, rating}) => `${key}:${rating}`)
          .sort(),
      )
      .toEqual(['人:3', '先生:3', '学生:3']);
  } finally {
    await sql.end();
  }
});

test.describe('offline', () => {
  test.use({serviceWorkers: 'allow'});

  test('the strokes of the met kanji are kept when the run starts, so the step works in a tab opened offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, {email: uniqueEmail('practice-writing-offline')});
    const userID = await currentUserID(page);
    const sql = e2eDatabase();
    try {
      await seedCards(sql, userID, [{key: '人', type: 'kanji', mode: 'meanings', dueInDays: 5}]);
    } finally {
      await sql.end();
    }
    const words = await wordsOf(page, MODULE);

    await page.goto(`/practice/${MODULE}?mode=spellings`);
    await expectConnected(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // 人 is met: its strokes are in the service worker's cache before its question comes.
    await expectStrokesKept(page, '04eba');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');

    await context.setOffline(true);
    const reopened = await context.newPage();
    await reopened.goto(`/practice/${MODULE}?mode=spellings`);
    for (let key = await spellRight(reopened, words); key !== '人'; key = await spellRight(reopened, words)) {
      await reopened.keyboard.press('Enter');
    }
    await expect(reopened.getByTestId('word-writing-kanji')).toHaveText('Write 人 one stroke at a time, in order.');
    await writeOnPad(reopened, '人');
    await context.setOffline(false);
  });
});
