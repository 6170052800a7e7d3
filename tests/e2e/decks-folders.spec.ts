// Folders and moves on /vocab, on the real stack: nested folders, a deck moved into a folder by its menu and by drag
// and drop, a word dragged to another place and onto another deck, and a folder deleted with its contents after a
// confirmation that names how many decks and words go with it (or deleted with its decks kept, moved up).
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected} from './helpers.ts';
import {addWord, createDeck, DECK_LEARNER, deckWords, enterAs} from './deck-helpers.ts';

async function newFolder(page: Page, name: string, parent?: string) {
  if (parent) {
    await page.getByTestId('folder-row').filter({hasText: parent}).first().getByTestId('folder-menu').click();
    await page.getByRole('menuitem', {name: 'New folder inside'}).click();
  } else {
    await page.getByTestId('new-folder').click();
  }
  await page.getByTestId('new-folder-form').getByRole('textbox').fill(name);
  await page.getByTestId('new-folder-form').getByRole('button', {name: 'Create'}).click();
  await expect(page.getByTestId('folder-name').getByText(name, {exact: true})).toBeVisible();
}

const deckRow = (page: Page, name: string) =>
  page.getByTestId('deck-row').filter({has: page.getByTestId('deck-name').getByText(name, {exact: true})});

test('folders nest, decks and words move by menu and by dragging, and deleting a folder names what goes with it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    const food = await createDeck(page, 'Food');
    await expectConnected(page);
    for (const [word, meaning] of [
      ['パン', 'bread'],
      ['ごはん', 'rice'],
      ['みず', 'water'],
    ] as const)
      await addWord(page, word, meaning);
    const drinks = await createDeck(page, 'Drinks');
    await addWord(page, 'おちゃ', 'tea');

    await newFolder(page, 'Genki');
    await newFolder(page, 'Chapter 3', 'Genki');
    // Food into Genki › Chapter 3 by its menu; Drinks into Genki by dragging it onto the folder.
    await deckRow(page, 'Food').getByTestId('deck-menu').click();
    await page.getByTestId('move-deck').click();
    await page.getByTestId('move-target').selectOption({label: 'Genki › Chapter 3'});
    await page.getByTestId('confirm-move').click();
    await deckRow(page, 'Drinks').dragTo(
      page.getByTestId('folder-row').filter({hasText: 'Genki'}).first().locator('.deck-tree-line').first(),
    );
    const placed = async () =>
      (
        await sql`select d.deck_name, f.folder_name from user_decks d left join deck_folders f using (folder_id) where d.deck_id in ${sql([food, drinks])} order by d.deck_name`
      ).map((row) => `${row.deck_name} in ${row.folder_name ?? 'top'}`);
    await expect.poll(placed).toEqual(['Drinks in Genki', 'Food in Chapter 3']);
    // And stays there (nothing else took the drop).
    await expect(page.getByTestId('folder-row').filter({hasText: 'Genki'}).first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await placed()).toEqual(['Drinks in Genki', 'Food in Chapter 3']);

    // A word dragged to another place in its deck, then onto another deck.
    await deckRow(page, 'Food').getByTestId('deck-select').click();
    await expect.poll(() => deckWords(page)).toEqual(['パン', 'ごはん', 'みず']);
    const rows = page.getByTestId('deck-item');
    await rows.filter({hasText: 'みず'}).dragTo(rows.filter({hasText: 'パン'}), {targetPosition: {x: 200, y: 5}});
    await expect.poll(() => deckWords(page)).toEqual(['みず', 'パン', 'ごはん']);
    await rows.filter({hasText: 'みず'}).dragTo(deckRow(page, 'Drinks'));
    await expect.poll(() => deckWords(page)).toEqual(['パン', 'ごはん']);
    await expect(deckRow(page, 'Drinks').getByTestId('deck-count')).toHaveText('2 words');
    await expect(deckRow(page, 'Food').getByTestId('deck-count')).toHaveText('2 words');

    // Deleting Genki names what goes with it: 2 decks, 4 words. Keep them first: they move up, the folders go.
    await page.getByTestId('folder-row').filter({hasText: 'Genki'}).first().getByTestId('folder-menu').click();
    await page.getByTestId('delete-folder').first().click();
    await expect(page.getByTestId('delete-folder-summary')).toContainText('2 decks with 4 words');
    await page.getByTestId('delete-folder-keep').click();
    await expect(page.getByTestId('folder-name').getByText('Genki', {exact: true})).toHaveCount(0);
    await expect(page.getByTestId('folder-name').getByText('Chapter 3', {exact: true})).toBeVisible();
    await expect
      .poll(async () =>
        (await sql`select deck_name from user_decks where deck_id in ${sql([food, drinks])} and folder_id is null`).map(
          (row) => row.deck_name,
        ),
      )
      .toEqual(['Drinks']);

    // Chapter 3 holds Food: deleting it with its contents deletes the deck and its words.
    await page.getByTestId('folder-row').filter({hasText: 'Chapter 3'}).getByTestId('folder-menu').click();
    await page.getByTestId('delete-folder').click();
    await expect(page.getByTestId('delete-folder-summary')).toContainText('1 deck with 2 words');
    await page.getByTestId('delete-folder-all').click();
    await expect(deckRow(page, 'Food')).toHaveCount(0);
    await expect
      .poll(async () => (await sql`select count(*)::int as n from user_decks where deck_id = ${food}`)[0]!.n)
      .toBe(0);
    expect((await sql`select count(*)::int as n from user_decks where deck_id = ${drinks}`)[0]!.n).toBe(1);
    await expect(page.getByTestId('deck-missing')).toBeVisible();
  } finally {
    await sql.end();
  }
});
