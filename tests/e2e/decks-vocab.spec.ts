// /vocab as one learner uses it, on the real stack: a built-in deck imported through /vocab?import= copies every
// word (checked against the catalogue and Postgres); an unknown id creates nothing; words reorder by keyboard and the
// order survives a reload; deleting a word can be undone, at once even with the network cut; a panel closed in one tab
// closes in the learner's other tab; on a narrow screen the three areas are tabs that the arrow keys move between, and
// the page opens on the one where the learner has something; a long meaning is read whole at any width.
import {expect, test, type Page} from '@playwright/test';
import type {DeckInfo} from '../../schema/catalogue.ts';
import {currentUserID} from './review-helpers.ts';
import {e2eDatabase, expectConnected, signUpInContext} from './helpers.ts';
import {addWord, createDeck, DECK_LEARNER, deckRow, deckWords, enterAs, openDeck} from './deck-helpers.ts';

async function deckInfo(page: Page, id: string): Promise<DeckInfo> {
  const response = await page.request.get(
    `/api/catalogue/deck-info?input=${encodeURIComponent(JSON.stringify({deck_id: id}))}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as DeckInfo;
}

test('importing a built-in deck copies every word; an unknown id creates nothing; words reorder by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    const userID = await currentUserID(page);

    // Unknown built-in deck: said so, nothing created.
    await page.goto('/vocab?import=genki_1_ch99_vocab-list');
    await expect(page.getByTestId('import-request-unknown')).toContainText(
      'There is no built-in deck “genki_1_ch99_vocab-list”',
    );
    await expectConnected(page);
    expect(
      (
        await sql`select count(*)::int as n from user_decks where user_id = ${userID} and source like 'builtin:genki_1_ch99%'`
      )[0]!.n,
    ).toBe(0);

    // A real one: the request names the deck and its word count; accepting copies every word.
    const info = await deckInfo(page, 'genki_1_ch3_vocab-list');
    await page.goto(`/vocab?import=${info.deck_id}`);
    const request = page.getByTestId('import-request');
    await expect(request).toContainText(info.title);
    await expect(page.getByTestId('import-request-summary')).toContainText(`${info.item_count} words`);
    await page.getByTestId('import-request-accept').click();
    await expect(page.getByTestId('deck-title')).toHaveText(info.title);
    await expect(page.getByTestId('deck-word-count')).toHaveText(`${info.item_count} words`);
    const rows =
      await sql`select d.deck_id, d.item_count, count(i.id)::int as items from user_decks d join vocabulary_items i using (deck_id)
      where d.user_id = ${userID} and d.source = ${`builtin:${info.deck_id}`} and i.deleted_at is null group by d.deck_id`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.items).toBe(info.item_count);
    expect(rows[0]!.item_count).toBe(info.item_count);
    const words = (
      await sql`select word from vocabulary_items where deck_id = ${rows[0]!.deck_id} order by position collate "C", id`
    ).map((row) => row.word as string);
    const {items: catalogueItems} = (await (
      await page.request.get(`/api/catalogue/vocabulary?input=${encodeURIComponent(JSON.stringify({keys: info.keys}))}`)
    ).json()) as {items: {word: string}[]};
    expect(words).toEqual(catalogueItems.map((item) => item.word));
    // The deck appears in the learner's panel with its count.
    await expect(
      page.locator(`[data-testid="deck-row"][data-deck-id="${rows[0]!.deck_id}"]`).getByTestId('deck-count'),
    ).toHaveText(`${info.item_count} words`);

    // Importing it again asks first.
    await page.goto(`/vocab?import=${info.deck_id}`);
    await expect(page.getByTestId('import-request-again')).toBeVisible();
    await page.getByTestId('import-request').getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByTestId('import-request')).not.toBeVisible();
    expect(
      (
        await sql`select count(*)::int as n from user_decks where user_id = ${userID} and source = ${`builtin:${info.deck_id}`}`
      )[0]!.n,
    ).toBe(1);
  } finally {
    await sql.end();
  }
});

test('words reorder by keyboard, the order is stored, and a delete can be undone', async ({page}) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  try {
    await enterAs(page, DECK_LEARNER);
    await page.goto('/vocab');
    await expectConnected(page);
    await page.getByTestId('new-deck').click();
    await page.getByTestId('new-deck-form').getByRole('textbox').fill('Kitchen');
    await page.getByTestId('new-deck-form').getByRole('button', {name: 'Create'}).click();
    await expect(page.getByTestId('deck-title')).toHaveText('Kitchen');
    for (const [word, meaning] of [
      ['なべ', 'pot'],
      ['さら', 'plate'],
      ['はし', 'chopsticks'],
    ] as const)
      await addWord(page, word, meaning);
    await expect.poll(() => deckWords(page)).toEqual(['なべ', 'さら', 'はし']);

    // Alt+↓ on the first word twice: it goes to the end, and keeps the focus.
    const first = page.getByTestId('deck-item').filter({hasText: 'なべ'});
    await first.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => deckWords(page)).toEqual(['さら', 'なべ', 'はし']);
    await expect(page.getByTestId('deck-item').filter({hasText: 'なべ'})).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => deckWords(page)).toEqual(['さら', 'はし', 'なべ']);
    // ↑ moves the focus, Alt+↑ moves the word.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('deck-item').filter({hasText: 'はし'})).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => deckWords(page)).toEqual(['はし', 'さら', 'なべ']);

    const deckID = Number(new URL(page.url()).searchParams.get('deck'));
    await expect
      .poll(async () =>
        (
          await sql`select word from vocabulary_items where deck_id = ${deckID} and deleted_at is null order by position collate "C", id`
        ).map((row) => row.word),
      )
      .toEqual(['はし', 'さら', 'なべ']);
    await page.reload();
    await openDeck(page, deckID);
    await expect.poll(() => deckWords(page)).toEqual(['はし', 'さら', 'なべ']);

    // Delete by keyboard; once the server has the deletion, undo with the network cut: the word comes back at once,
    // from the device, and the restore lands when the network returns.
    await page.getByTestId('deck-item').filter({hasText: 'さら'}).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => deckWords(page)).toEqual(['はし', 'なべ']);
    const sara = () =>
      sql`select deleted_at from vocabulary_items where deck_id = ${deckID} and word = 'さら'`.then(
        (rows) => rows[0]?.deleted_at ?? null,
      );
    await expect.poll(sara).not.toBeNull();
    await page.waitForTimeout(500); // lets the deletion's confirmation reach the page
    await page.context().setOffline(true);
    await page.getByTestId('notice-action').click();
    await expect.poll(() => deckWords(page)).toEqual(['はし', 'さら', 'なべ']);
    await expect(page.getByTestId('deck-word-count')).toHaveText('3 words');
    await page.context().setOffline(false);
    await expect.poll(sara).toBeNull();

    // The panels' open state is a setting (routes.vocab): closing one here closes it in the learner's other tab.
    const other = await page.context().newPage();
    await openDeck(other, deckID);
    const area = (tab: Page) => tab.getByTestId('vocab-area');
    const wasOpen = (await area(page).getAttribute('data-left')) === 'open';
    await expect(area(other)).toHaveAttribute('data-left', wasOpen ? 'open' : 'closed');
    await page.getByTestId('vocab-panel-left-toggle').click();
    await expect(area(page)).toHaveAttribute('data-left', wasOpen ? 'closed' : 'open');
    await expect(area(other)).toHaveAttribute('data-left', wasOpen ? 'closed' : 'open');
    const userID = await currentUserID(page);
    await expect
      .poll(
        async () =>
          (
            await sql`select user_preferences #> '{routes,vocab,leftSidebarExpand}' as open from profiles where user_id = ${userID}`
          )[0]?.open,
      )
      .toBe(!wasOpen);

    // At 375 px the regions are tabs: one shows at a time, a closed panel still opens as its tab, and choosing a deck
    // shows its words.
    await other.setViewportSize({width: 375, height: 740});
    await expect(other.getByTestId('vocab-tab-deck')).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByTestId('deck-view')).toBeVisible();
    await expect(other.getByTestId('vocab-panel-left')).toBeHidden();
    await expect(other.getByTestId('vocab-panel-right')).toBeHidden();
    await other.getByTestId('vocab-tab-built-in').click();
    await expect(other.getByTestId('built-in-decks')).toBeVisible();
    await expect(other.getByTestId('vocab-list')).toBeHidden();
    await expect(other.getByTestId('vocab-panel-left-toggle')).toBeHidden();
    await other.getByTestId('vocab-tab-mine').click();
    await expect(other.getByTestId('built-in-decks')).toBeHidden();
    await other.locator(`[data-testid="deck-row"][data-deck-id="${deckID}"]`).getByTestId('deck-select').click();
    await expect(other.getByTestId('vocab-tab-deck')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => deckWords(other)).toEqual(['はし', 'さら', 'なべ']);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('vocab-panel-left-toggle').click();
    await expect(area(other)).toHaveAttribute('data-left', wasOpen ? 'open' : 'closed');
  } finally {
    await sql.end();
  }
});

test('on a narrow screen the areas are tabs the arrow keys, Home and End move between; wide, they stand side by side', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/vocab');
  const tab = (name: string) => page.getByRole('tab', {name, exact: true});
  await expect(page.getByRole('tablist', {name: 'Vocabulary areas'}).getByRole('tab')).toHaveText([
    'Built-in decks',
    'Words',
    'Your decks',
  ]);
  const expectSelected = async (name: string) => {
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(name)).toHaveAttribute('tabindex', '0');
    await expect(page.locator(`#${await tab(name).getAttribute('aria-controls')}`)).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', {name})).toBeVisible();
  };
  await expect(tab('Built-in decks')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Words')).toHaveAttribute('tabindex', '-1');
  await tab('Built-in decks').focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected('Words');
  await expect(tab('Built-in decks')).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('End');
  await expectSelected('Your decks');
  await page.keyboard.press('ArrowRight');
  await expectSelected('Built-in decks');
  await page.keyboard.press('ArrowLeft');
  await expectSelected('Your decks');
  await page.keyboard.press('Home');
  await expectSelected('Built-in decks');

  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  for (const name of ['Built-in decks', 'Words', 'Your decks'])
    await expect(page.getByRole('region', {name})).toBeVisible();
});

test('on a phone /vocab opens on the built-in decks for a learner with no decks, and on their decks once they have one', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'vocab-phone');
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/vocab');
  await expectConnected(page);
  await expect(page.getByTestId('vocab-tab-built-in')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('built-in-decks')).toBeVisible();
  // Still there once the learner's (empty) decks have loaded.
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('vocab-tab-built-in')).toHaveAttribute('aria-selected', 'true');

  await page.getByTestId('vocab-tab-mine').click();
  await page.getByTestId('new-deck').click();
  await page.getByTestId('new-deck-form').getByRole('textbox').fill('Phone words');
  await page.getByTestId('new-deck-form').getByRole('button', {name: 'Create'}).click();
  await expect(page.getByTestId('deck-title')).toHaveText('Phone words');
  await page.goto('/vocab');
  await expect(page.getByTestId('vocab-tab-mine')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('deck-row')).toHaveCount(1);
});

test('a long meaning is read whole, wrapped in its row, at 375 and 1280 px', async ({page}) => {
  const long =
    'to put something down gently in a place where it will stay for a long while, such as a book on a high shelf or a pot on the back of the stove';
  await enterAs(page, DECK_LEARNER);
  await createDeck(page, `Long meanings ${crypto.randomUUID().slice(0, 6)}`);
  await addWord(page, '置く', long);
  await addWord(page, '取る', 'to take');
  await page.getByTestId('add-item-form').getByRole('button', {name: 'Close'}).click();
  for (const width of [1280, 375]) {
    await page.setViewportSize({width, height: 900});
    const meanings = deckRow(page, '置く').getByTestId('deck-item-meanings');
    await expect(meanings).toHaveText(long);
    await expect
      .poll(
        () =>
          meanings.evaluate((element) => {
            const row = element.closest('[data-testid="deck-item"]')!;
            const box = element.getBoundingClientRect();
            const rowBox = row.getBoundingClientRect();
            const next = row.parentElement!.nextElementSibling?.getBoundingClientRect();
            return {
              whole: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
              inRow: box.top >= rowBox.top && box.bottom <= rowBox.bottom,
              nextBelow: !next || next.top >= rowBox.bottom - 1,
            };
          }),
        {message: `at ${width} px`},
      )
      .toEqual({whole: true, inRow: true, nextBelow: true});
  }
});
