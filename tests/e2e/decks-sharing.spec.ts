// Public decks and deck files on the real stack: a visitor who is not signed in browses the built-in decks on /vocab
// and is invited to sign in to make their own; a public deck is practised by that visitor (nothing saved), copied by another learner (the owner sees the count), and is not found once private; a CSV with
// bad rows names them and imports nothing until the learner chooses to skip them; an .apkg exported and imported
// again gives the same words.
import {readFile} from 'node:fs/promises';
import {expect, test} from '@playwright/test';
import {currentUserID} from './review-helpers.ts';
import {e2eDatabase, expectConnected, newDevice} from './helpers.ts';
import {addWord, createDeck, DECK_LEARNER, DECK_SECOND, deckWords, enterAs, renderedDeck} from './deck-helpers.ts';

test('a public deck is practised signed out, copied by another learner, and not found once private', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const sql = e2eDatabase();
  const visitorContext = await newDevice(browser, testInfo);
  try {
    await enterAs(owner, DECK_LEARNER);
    const userID = await currentUserID(owner);
    const deckID = await createDeck(owner, 'Colours');
    await expectConnected(owner);
    for (const [word, meaning] of [
      ['あか', 'red'],
      ['あお', 'blue'],
      ['しろ', 'white'],
      ['くろ', 'black'],
    ] as const)
      await addWord(owner, word, meaning);

    const visitor = await visitorContext.newPage();
    // Signed out, /vocab shows the built-in decks, opens one's words, and invites the visitor to sign in for their own.
    await visitor.goto('/vocab');
    await expect(visitor.getByTestId('vocab-sign-in-invitation')).toContainText('Build your own decks');
    await expect(
      visitor.getByTestId('vocab-sign-in-invitation').getByRole('link', {name: 'Sign in to make decks'}),
    ).toHaveAttribute('href', /\/auth\?mode=sign-in/);
    const chapterOne = visitor.locator('[data-testid="built-in-deck-row"][data-deck-key="genki_1_ch1_vocab-list"]');
    await chapterOne.getByRole('button').click();
    await expect(visitor.getByTestId('built-in-deck-view')).toContainText(`Built-in deck`);
    const count = Number((await chapterOne.locator('.deck-tree-count').textContent())!.match(/\d+/)![0]);
    await expect(visitor.getByTestId('built-in-deck-view').locator('tbody tr')).toHaveCount(count);
    await expect(
      visitor.getByTestId('built-in-deck-view').getByRole('link', {name: 'Sign in to import'}),
    ).toBeVisible();

    // Not public yet: not found; nor is a deck id that is not a whole number.
    await visitor.goto(`/practice/${userID}/${deckID}`);
    await expect(visitor.getByText('404 / Page not found')).toBeVisible();
    await visitor.goto(`/practice/${userID}/twelve`);
    await expect(visitor.getByText('404 / Page not found')).toBeVisible();
    // A dotted id looks like a file to the server, which answers 404 itself.
    expect((await visitor.request.get(`/practice/${userID}/12.5`)).status()).toBe(404);

    await owner.getByTestId('deck-sharing-toggle').click();
    await owner.getByTestId('deck-public-toggle').check();
    const link = await owner.getByTestId('deck-public-link').inputValue();
    expect(link).toMatch(new RegExp(`/practice/${userID}/${deckID}$`));
    await expect(
      owner.locator(`[data-testid="deck-row"][data-deck-id="${deckID}"]`).getByTestId('deck-public-badge'),
    ).toBeVisible();

    // Signed out: practise every word in meanings mode, by choosing the right meaning; nothing is saved.
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', {level: 1, name: 'Colours'})).toBeVisible();
    await expect(visitor.getByTestId('practice-guest-note')).toBeVisible();
    const meanings: Record<string, string> = {あか: 'red', あお: 'blue', しろ: 'white', くろ: 'black'};
    for (let asked = 0; asked < 4; asked++) {
      const word = await visitor.locator('[data-item-key]').getAttribute('data-item-key');
      await visitor.locator('.practice-choice', {hasText: meanings[word!]!}).click();
      await expect(visitor.getByTestId('practice-feedback')).toContainText('Correct');
      await visitor.keyboard.press('Enter');
    }
    await expect(visitor.getByTestId('practice-summary')).toContainText('4');
    expect(
      (
        await sql`select count(*)::int as n from fsrs_cards where practice_item_key in ('あか', 'あお', 'しろ', 'くろ')`
      )[0]!.n,
    ).toBe(0);

    // Another learner copies it: a deck of their own with the same words; the owner sees one copy.
    await enterAs(visitor, DECK_SECOND.label, DECK_SECOND.name);
    await visitor.goto(link);
    await visitor.getByTestId('deck-practice-copy').click();
    await expect(visitor.getByTestId('deck-title')).toHaveText('Colours');
    await expect.poll(() => deckWords(visitor)).toEqual(['あか', 'あお', 'しろ', 'くろ']);
    await expect(owner.getByTestId('deck-import-count')).toHaveText('Copied 1 time by other learners.');

    // Private again: not found for others.
    await owner.getByTestId('deck-public-toggle').uncheck();
    await expect(owner.getByTestId('deck-public-link')).toHaveCount(0);
    await visitor.goto(link);
    await expect(visitor.getByText('404 / Page not found')).toBeVisible();
  } finally {
    await visitorContext.close();
    await sql.end();
  }
});

test('the import preview shows alternatives and repeated rows; either alternative is then right in practice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    const userID = await currentUserID(page);
    const deckID = await createDeck(page, 'Either way');
    await expectConnected(page);

    const csv = [
      'word,reading,meaning',
      '足;脚,あし,foot',
      '行く,いく；ゆく,"to go, to head for"',
      '足; 脚,あし,foot',
    ].join('\n');
    await page.getByTestId('deck-import-open').click();
    await page
      .getByTestId('deck-import-file-input')
      .setInputFiles({name: 'either.csv', mimeType: 'text/csv', buffer: Buffer.from(csv)});
    const row = (line: number) => page.locator(`[data-testid="deck-import-row"][data-position="${line}"]`);
    await expect(row(2).getByTestId('deck-import-alternative')).toHaveText(['足', '脚']);
    await expect(row(3).getByTestId('deck-import-alternative')).toHaveText(['いく', 'ゆく']);
    await expect(page.getByTestId('deck-import-duplicate')).toHaveText([
      'Lines 2 and 4 are the same word: 足; 脚 (あし), “foot”.',
    ]);
    await expect(row(3)).toContainText('to go, to head for');
    await page.getByTestId('deck-import-split-commas').check();
    await expect(row(3)).toContainText('to go; to head for');
    await expect(page.getByTestId('deck-import-submit')).toHaveText('Import 3 words');
    await page.getByTestId('deck-import-skip-duplicates').check();
    await page.getByTestId('deck-import-skip').click();
    await expect(page.getByTestId('deck-import-done')).toContainText('Imported 2 words');
    await page.getByTestId('deck-import-close').click();
    await expect
      .poll(async () =>
        (
          await sql`select word, furigana, english from vocabulary_items where deck_id = ${deckID} and deleted_at is null order by position`
        ).map((item) => [item.word, item.furigana, item.english.map((entry: {text: string}) => entry.text)]),
      )
      .toEqual([
        ['足; 脚', 'あし', ['foot']],
        ['行く', 'いく; ゆく', ['to go', 'to head for']],
      ]);

    // Spellings: 脚 for the one, ゆく (typed in romaji) for the other.
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
    await page.goto(`/practice/${userID}/${deckID}?mode=spellings`);
    for (let asked = 0; asked < 2; asked++) {
      await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
      const key = await page.locator('[data-item-key]').getAttribute('data-item-key');
      await expect(page.getByLabel('Answer in Japanese')).toBeFocused();
      if (key === '行く') await page.keyboard.type('yuku');
      else await page.keyboard.insertText('脚');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('practice-feedback')).toHaveAttribute('data-verdict', 'right');
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('practice-score')).toHaveText('2 / 2');
  } finally {
    await sql.end();
  }
});

test('a CSV with bad rows imports nothing until they are skipped; an .apkg round trip keeps the words', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    const deckID = await createDeck(page, 'From a file');
    await expectConnected(page);

    const csv = ['word,reading,meaning', '猫,ねこ,cat', ',いぬ,dog', '鳥,とり,bird', '魚,さかな,'].join('\n');
    await page.getByTestId('deck-import-open').click();
    await page
      .getByTestId('deck-import-file-input')
      .setInputFiles({name: 'animals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv)});
    await expect(page.getByTestId('deck-import-problem')).toHaveCount(2);
    await expect(page.getByTestId('deck-import-problems')).toContainText('3');
    await expect(page.getByTestId('deck-import-problems')).toContainText('5');
    await expect(page.getByTestId('deck-import-submit')).toHaveCount(0);
    expect((await sql`select count(*)::int as n from vocabulary_items where deck_id = ${deckID}`)[0]!.n).toBe(0);

    await page.getByTestId('deck-import-skip').click();
    await expect(page.getByTestId('deck-import-done')).toContainText('Imported 2 words');
    await page.getByTestId('deck-import-close').click();
    await expect.poll(() => deckWords(page)).toEqual(['猫', '鳥']);
    await expect
      .poll(
        async () =>
          (
            await sql`select count(*)::int as n from vocabulary_items where deck_id = ${deckID} and deleted_at is null`
          )[0]!.n,
      )
      .toBe(2);

    // Export as .apkg, import it into a new deck: the same words, readings and meanings.
    const before = await renderedDeck(page);
    await page.getByTestId('deck-export-button').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('deck-export-apkg').click();
    const file = await (await download).path();
    const bytes = await readFile(file);

    await createDeck(page, 'From Anki');
    await page.getByTestId('deck-import-open').click();
    await page
      .getByTestId('deck-import-file-input')
      .setInputFiles({name: 'from-a-file.apkg', mimeType: 'application/octet-stream', buffer: bytes});
    await page.getByTestId('deck-import-submit').click();
    await expect(page.getByTestId('deck-import-done')).toContainText('Imported 2 words');
    await page.getByTestId('deck-import-close').click();
    await expect.poll(() => renderedDeck(page)).toEqual(before);
  } finally {
    await sql.end();
  }
});
