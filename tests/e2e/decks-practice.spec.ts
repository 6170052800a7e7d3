// A learner's own deck in practice and review, on the real stack: answers at /practice/{userID}/{deckID} create
// FSRS cards keyed by the word, exactly like built-in sets, in meanings and in spellings mode; when they come due,
// /practice/review shows the deck's word (even one the catalogue lacks); and the learner's entry for a built-in word
// replaces the built-in meanings.
import {expect, test} from '@playwright/test';
import {currentUserID} from './review-helpers.ts';
import {e2eDatabase, expectConnected} from './helpers.ts';
import {addWord, createDeck, DECK_LEARNER, enterAs} from './deck-helpers.ts';

test('deck answers grade cards keyed by the word; they come due in review with the deck’s meanings', async ({page}) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    const userID = await currentUserID(page);
    const deckID = await createDeck(page, 'Mine');
    await expectConnected(page);
    // 先生 is a built-in word; ぴかぴか is not.
    await addWord(page, '先生', 'my teacher');
    await addWord(page, 'ぴかぴか', 'sparkling');

    // Words only: the kanji of 先生 would otherwise come first, as in built-in practice.
    await page.goto('/settings');
    await page.getByLabel('Learn kanji and radicals before the words that use them').uncheck();
    await expect
      .poll(
        async () =>
          (
            await sql`select user_preferences #> '{routes,vocab-practice,enable-kanji-radical-prereqs}' as prereqs from profiles where user_id = ${userID}`
          )[0]?.prereqs,
      )
      .toBe(false);
    await page.goto(`/practice/${userID}/${deckID}?mode=meanings`);
    await expect(page.getByRole('heading', {level: 1, name: 'Mine'})).toBeVisible();
    const meanings: Record<string, string> = {先生: 'my teacher', ぴかぴか: 'sparkling'};
    const asked: string[] = [];
    while (asked.length < 2) {
      // The next question only once the last one's feedback has gone: read any sooner, the old word's meaning,
      // offered again as a wrong choice, would be picked.
      await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
      const word = (await page.locator('[data-item-key]').getAttribute('data-item-key'))!;
      expect(Object.keys(meanings).filter((each) => !asked.includes(each))).toContain(word);
      await page.locator('.practice-choice', {hasText: meanings[word]!}).click();
      await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
      await page.keyboard.press('Enter');
      asked.push(word);
    }
    await expect(page.getByTestId('practice-summary')).toBeVisible();
    await expect
      .poll(async () =>
        (
          await sql`select practice_item_key as key from fsrs_cards where user_id = ${userID} and type = 'vocabulary' and mode = 'meanings' and practice_item_key in ('ぴかぴか', '先生') order by key`
        ).map((row) => row.key),
      )
      .toEqual(['ぴかぴか', '先生'].toSorted());

    // Both due now: review shows the deck's meanings, for the built-in word too ("Your Decks" comes first).
    await sql`update fsrs_cards set due_at = now() - interval '1 hour' where user_id = ${userID} and practice_item_key in ('ぴかぴか', '先生')`;
    await page.goto('/practice/review');
    await expectConnected(page);
    const seen: Record<string, string> = {};
    for (let remaining = 2; remaining > 0; remaining--) {
      const question = await page.getByTestId('review-question').textContent();
      await expect(page.getByTestId('review-card')).not.toHaveAttribute('aria-busy', 'true');
      await page.keyboard.press('Space');
      seen[(await page.getByTestId('review-question').textContent())!] = (await page
        .getByTestId('review-answer')
        .textContent())!;
      expect(question).toBeTruthy();
      await page.keyboard.press('3');
    }
    expect(seen.先生).toContain('my teacher');
    expect(seen.ぴかぴか).toContain('sparkling');

    // Spellings mode: the deck's meaning is shown, the word typed (romaji becomes kana), and the answer grades a card
    // of that mode.
    await page.goto(`/practice/${userID}/${deckID}?mode=spellings`);
    await expect(page.getByTestId('practice-mode-spellings')).toBeChecked();
    const word = (await page.locator('[data-item-key]').getAttribute('data-item-key'))!;
    await expect(page.locator('.practice-meaning')).toHaveText(meanings[word]!);
    await expect(page.getByLabel('Answer in Japanese')).toBeFocused();
    if (word === 'ぴかぴか') await page.keyboard.type('pikapika');
    else await page.keyboard.insertText(word);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
    await expect
      .poll(
        async () =>
          (
            await sql`select count(*)::int as n from fsrs_cards where user_id = ${userID} and mode = 'spellings' and practice_item_key = ${word}`
          )[0]!.n,
      )
      .toBe(1);
  } finally {
    await sql.end();
  }
});

test('two words spelled alike are both practised and reviewed: a deck of four words asks four', async ({page}) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    const userID = await currentUserID(page);
    const deckID = await createDeck(page, 'Days');
    await expectConnected(page);
    const words = [
      {word: '一日', reading: 'いちにち', meaning: 'one whole day', key: '一日'},
      {word: 'ぽかぽか', reading: '', meaning: 'pleasantly warm', key: 'ぽかぽか'},
      {word: '一日', reading: 'ついたち', meaning: 'first of the month', key: '一日 (ついたち)'},
      {word: 'ふわふわ', reading: '', meaning: 'soft and fluffy', key: 'ふわふわ'},
    ];
    for (const {word, reading, meaning} of words) {
      const form = page.getByTestId('add-item-form');
      if (!(await form.isVisible())) await page.getByTestId('add-item').click();
      await form.getByTestId('item-form-word').fill(word);
      await form.getByTestId('item-form-furigana').fill(reading);
      await form.getByLabel('Meaning 1', {exact: true}).fill(meaning);
      await form.getByTestId('item-form-submit').click();
      await expect(page.getByTestId('deck-item').filter({hasText: meaning})).toBeVisible();
    }

    await page.goto('/settings');
    await page.getByLabel('Learn kanji and radicals before the words that use them').uncheck();
    await expect
      .poll(
        async () =>
          (
            await sql`select user_preferences #> '{routes,vocab-practice,enable-kanji-radical-prereqs}' as prereqs from profiles where user_id = ${userID}`
          )[0]?.prereqs,
      )
      .toBe(false);
    await page.goto(`/practice/${userID}/${deckID}?mode=meanings`);
    const meaningOf = new Map(words.map((each) => [each.key, each.meaning]));
    const asked: string[] = [];
    while (!(await page.getByTestId('practice-summary').isVisible())) {
      await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
      const key = (await page.locator('[data-item-key]').getAttribute('data-item-key'))!;
      await page.locator('.practice-choice', {hasText: meaningOf.get(key)!}).click();
      await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
      await page.keyboard.press('Enter');
      asked.push(key);
    }
    expect(asked.toSorted()).toEqual(words.map((each) => each.key).toSorted());
    await expect(page.getByTestId('practice-score')).toHaveText('4 / 4');
    const keys = words.map((each) => each.key);
    await expect
      .poll(async () =>
        (
          await sql`select practice_item_key as key from fsrs_cards where user_id = ${userID} and mode = 'meanings' and practice_item_key in ${sql(keys)} order by key`
        ).map((row) => row.key),
      )
      .toEqual(keys.toSorted());

    // The second 一日 comes due in review as itself, with its own reading and meaning.
    await sql`update fsrs_cards set due_at = now() + interval '1 day' where user_id = ${userID}`;
    await sql`update fsrs_cards set due_at = now() - interval '1 hour' where user_id = ${userID} and mode = 'meanings' and practice_item_key = '一日 (ついたち)'`;
    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-question')).toHaveText('一日');
    await expect(page.getByTestId('review-card')).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-answer')).toContainText('first of the month');
  } finally {
    await sql.end();
  }
});
