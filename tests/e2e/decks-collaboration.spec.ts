// Two signed-in learners edit one shared deck at the same time, in two browsers, on the real stack: the owner
// invites, the editor accepts the link (and opening it again opens the deck at once); then concurrent edits of different fields of one word, two meanings added at
// once, two words inserted at the same place, a word deleted while the other edits it (the editor is told), and
// the editor removed (told, read-only). After each step both pages show the same list.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, newDevice} from './helpers.ts';
import {
  addWord,
  createDeck,
  DECK_LEARNER,
  DECK_SECOND,
  deckRow as row,
  deckWords,
  enterAs,
  renderedDeck,
  sharedWord,
} from './deck-helpers.ts';

async function openEditor(page: Page, word: string) {
  await row(page, word).getByTestId('item-edit').click();
  const editor = page.getByTestId('item-editor');
  await expect(editor).toBeVisible();
  return editor;
}

async function expectSame(a: Page, b: Page) {
  await expect
    .poll(async () => JSON.stringify(await renderedDeck(a)) === JSON.stringify(await renderedDeck(b)), {
      timeout: 10_000,
    })
    .toBe(true);
  return renderedDeck(a);
}

test('owner and editor edit one deck at once and both pages end identical', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const sql = e2eDatabase();
  const editorContext = await newDevice(browser, testInfo);
  try {
    const editor = await editorContext.newPage();
    await enterAs(owner, DECK_LEARNER);
    await enterAs(editor, DECK_SECOND.label, DECK_SECOND.name);

    const deckID = await createDeck(owner, 'Shared kitchen');
    await expectConnected(owner);
    for (const [word, meaning] of [
      ['なべ', 'pot'],
      ['さら', 'plate'],
      ['はし', 'chopsticks'],
      ['コップ', 'cup'],
    ] as const)
      await addWord(owner, word, meaning);
    await owner.getByTestId('add-item-form').getByRole('button', {name: 'Close'}).click();

    // The owner makes an invite link; the editor opens it and lands in the deck, under "Shared with me".
    await owner.getByTestId('deck-sharing-toggle').click();
    await owner.getByTestId('invite-create').click();
    const link = await owner.getByTestId('invite-link').first().inputValue();
    expect(link).toMatch(new RegExp(`/vocab\\?invite=[A-Za-z0-9_-]{32}&deck=${deckID}$`));
    await editor.goto(link);
    await expect(editor.getByTestId('deck-title')).toHaveText('Shared kitchen');
    await expect(editor.getByTestId('shared-deck-row')).toHaveAttribute('data-deck-id', String(deckID));
    // Opening the link again opens the deck at once, and says the editor already had it.
    await editor.goto(link);
    await expect(editor.getByTestId('notice-info')).toContainText('You can already edit this deck.');
    await expect(editor.getByTestId('deck-title')).toHaveText('Shared kitchen');
    expect(new URL(editor.url()).search).toBe(`?deck=${deckID}`);
    await expect(owner.getByTestId('editor-row')).toContainText('Eddie Editor');
    await expectSame(owner, editor);

    // Presence: the editor opens a word; the owner sees who has it in hand.
    const editorForm = await openEditor(editor, 'さら');
    await expect(row(owner, 'さら').getByTestId('item-presence')).toHaveAttribute(
      'aria-label',
      'Eddie Editor is editing this word',
    );
    await expect(owner.getByTestId('deck-presence-list')).toBeVisible();

    // 1. Same word, different fields, at once: the owner's reading and the editor's word both survive.
    const ownerForm = await openEditor(owner, 'さら');
    await ownerForm.getByTestId('edit-furigana').fill('さら');
    await editorForm.getByTestId('edit-word').fill('皿');
    await Promise.all([
      ownerForm.getByTestId('edit-furigana').press('Enter'),
      editorForm.getByTestId('edit-word').press('Enter'),
    ]);
    await expect(row(owner, '皿')).toContainText('さら');
    await expect(row(editor, '皿')).toContainText('さら');
    await expectSame(owner, editor);

    // 2. Both add a meaning to the same word at once: both are kept.
    await ownerForm.getByTestId('edit-add-english').click();
    await editorForm.getByTestId('edit-add-english').click();
    await ownerForm.getByTestId('edit-new-entry').getByRole('textbox').fill('dish');
    await editorForm.getByTestId('edit-new-entry').getByRole('textbox').fill('platter');
    await Promise.all([
      ownerForm.getByTestId('edit-new-entry').getByRole('textbox').press('Enter'),
      editorForm.getByTestId('edit-new-entry').getByRole('textbox').press('Enter'),
    ]);
    for (const page of [owner, editor]) {
      await expect(row(page, '皿').getByTestId('deck-item-meanings')).toContainText('dish');
      await expect(row(page, '皿').getByTestId('deck-item-meanings')).toContainText('platter');
    }
    await expectSame(owner, editor);
    await owner.getByTestId('item-editor-close').click();
    await editor.getByTestId('item-editor-close').click();

    // 3. Both insert a word at the same place (after なべ) at once: both land between なべ and 皿, in one order.
    for (const page of [owner, editor]) {
      await row(page, 'なべ').getByTestId('item-menu').click();
      await page.getByRole('menuitem', {name: 'Add a word below'}).click();
    }
    await owner.getByTestId('item-form-word').fill('やかん');
    await owner.getByTestId('add-item-form').getByLabel('Meaning 1', {exact: true}).fill('kettle');
    await editor.getByTestId('item-form-word').fill('まないた');
    await editor.getByTestId('add-item-form').getByLabel('Meaning 1', {exact: true}).fill('chopping board');
    await Promise.all([owner.getByTestId('item-form-submit').click(), editor.getByTestId('item-form-submit').click()]);
    await expect.poll(() => deckWords(owner)).toHaveLength(6);
    await expectSame(owner, editor);
    const words = await deckWords(owner);
    expect(words[0]).toBe('なべ');
    expect(words.slice(1, 3).toSorted()).toEqual(['まないた', 'やかん']);
    expect(words.slice(3)).toEqual(['皿', 'はし', 'コップ']);
    for (const page of [owner, editor])
      await page.getByTestId('add-item-form').getByRole('button', {name: 'Close'}).click();

    // 4. The owner deletes a word the editor is editing: the editor is told, with their text kept; nothing comes back
    // unless they ask for it.
    const editing = await openEditor(editor, 'はし');
    await editing.getByTestId('edit-add-english').click();
    await editing.getByTestId('edit-new-entry').getByRole('textbox').fill('sticks');
    await row(owner, 'はし').getByTestId('item-menu').click();
    await owner.getByRole('menuitem', {name: 'Delete'}).click();
    await expect(editor.getByTestId('word-deleted')).toContainText('“はし” was deleted by');
    await expect(editor.getByTestId('word-deleted')).toContainText('sticks');
    await expect(editor.getByTestId('item-editor')).toHaveCount(0);
    await editor.getByTestId('word-deleted-dismiss').click();
    await expect(editor.getByTestId('word-deleted')).toHaveCount(0);
    await expect
      .poll(() => deckWords(editor))
      .toEqual(['なべ', expect.any(String), expect.any(String), '皿', 'コップ']);
    const final = await expectSame(owner, editor);
    expect(final).toHaveLength(5);
    const stored =
      await sql`select word from vocabulary_items where deck_id = ${deckID} and deleted_at is null order by position collate "C", id`;
    expect(stored.map((each) => each.word)).toEqual(await deckWords(owner));
    expect((await sql`select item_count from user_decks where deck_id = ${deckID}`)[0]!.item_count).toBe(5);

    // 5. The owner removes the editor: the editor is told and can no longer edit.
    await owner.getByTestId('editor-remove').click();
    await owner.getByTestId('sharing-confirm-accept').click();
    await expect(editor.getByTestId('notice-error').filter({hasText: 'no longer'})).toBeVisible();
    await expect(editor.getByTestId('add-item')).toHaveCount(0);
    await expect(editor.getByTestId('shared-deck-row')).toHaveCount(0);

    // A revoked link is refused, with the reason, and makes nobody an editor.
    await owner.getByTestId('invite-revoke').click();
    await expect(owner.getByTestId('invite-row')).toHaveAttribute('data-state', 'revoked');
    await editor.goto(link);
    await expect(editor.getByTestId('invite-result')).toHaveAttribute('data-state', 'refused');
    await expect(editor.getByTestId('invite-result')).toContainText('This invite link is no longer valid');
    expect((await sql`select count(*)::int as n from deck_members where deck_id = ${deckID}`)[0]!.n).toBe(0);
  } finally {
    await editorContext.close();
    await sql.end();
  }
});

test('a word deleted while a co-editor types in it: their text is kept, the deleter named, an undo clears it, a re-add brings the word back', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const sql = e2eDatabase();
  const editorContext = await newDevice(browser, testInfo);
  try {
    const editor = await editorContext.newPage();
    const deckName = `Typing ${crypto.randomUUID().slice(0, 6)}`;
    await sharedWord(owner, editor, deckName, '食べる');
    await expect(row(owner, '食べる')).toBeVisible();

    // The owner types a new meaning, not sent yet, when the editor deletes the word.
    let form = await openEditor(owner, '食べる');
    const meaning = form.getByTestId('edit-english').getByTestId('edit-entry').first().getByRole('textbox');
    await meaning.fill('to eat up');
    await row(editor, '食べる').getByTestId('item-menu').click();
    await editor.getByRole('menuitem', {name: 'Delete'}).click();
    const deleted = owner.getByTestId('word-deleted');
    await expect(deleted).toContainText('“食べる” was deleted by Eddie Editor while you were editing it');
    await expect(deleted.getByTestId('word-deleted-text')).toContainText('to eat up');

    // The editor undoes the delete: the message goes, and the owner's editor is back with their text in it.
    await editor.getByTestId('notice-action').click();
    await expect(deleted).toHaveCount(0);
    await expect(owner.getByTestId('notice-error')).toHaveCount(0);
    form = owner.getByTestId('item-editor');
    await expect(form.getByTestId('edit-english').getByTestId('edit-entry').first().getByRole('textbox')).toHaveValue(
      'to eat up',
    );
    await form.getByTestId('edit-english').getByTestId('edit-entry').first().getByRole('textbox').press('Enter');
    await expect(row(editor, '食べる')).toContainText('to eat up');

    // Deleted again while the owner adds a meaning, and not undone: the owner adds the word back with their text.
    await form.getByTestId('edit-add-english').click();
    await form.getByTestId('edit-new-entry').getByRole('textbox').fill('to consume');
    await row(editor, '食べる').getByTestId('item-menu').click();
    await editor.getByRole('menuitem', {name: 'Delete'}).click();
    await expect(deleted).toContainText('“食べる” was deleted by Eddie Editor');
    await expect(deleted.getByTestId('word-deleted-text')).toContainText('to consume');
    await expect(row(editor, '食べる')).toHaveCount(0);
    await deleted.getByTestId('word-deleted-readd').click();
    await expect(deleted).toHaveCount(0);
    for (const page of [owner, editor])
      await expect(row(page, '食べる').getByTestId('deck-item-meanings')).toHaveText('to eat up; to consume');
    const stored =
      await sql`select i.english, i.deleted_at from vocabulary_items i join user_decks d using (deck_id) where d.deck_name = ${deckName} order by i.created_at`;
    expect(
      stored.map((each) => [each.english.map((entry: {text: string}) => entry.text), each.deleted_at === null]),
    ).toEqual([
      [['to eat up'], false],
      [['to eat up', 'to consume'], true],
    ]);
  } finally {
    await editorContext.close();
    await sql.end();
  }
});
