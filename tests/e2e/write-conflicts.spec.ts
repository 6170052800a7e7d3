// Two editors of one shared deck change the same meaning of a word, and one of their changes is late: its answer was
// lost and the page sent it again, or it was made offline. Nothing is replaced silently: a resend of a write the
// server has applied changes nothing, and a write made on an older version of the meaning is refused as a conflict that
// its writer sees, with both values, and may answer with their own.
import {expect, test, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, newDevice} from './helpers.ts';
import {deckRow as row, sharedWord} from './deck-helpers.ts';

async function editMeaning(page: Page, word: string, meaning: string) {
  await row(page, word).getByTestId('item-edit').click();
  const editor = page.getByTestId('item-editor');
  const input: Locator = editor.getByTestId('edit-english').getByTestId('edit-entry').first().getByRole('textbox');
  await input.fill(meaning);
  await input.press('Enter');
  await editor.getByTestId('item-editor-close').click();
}

async function storedMeaning(deckName: string): Promise<string> {
  const sql = e2eDatabase();
  try {
    const [item] = await sql<{text: string}[]>`
      select i.english->0->>'text' as text from vocabulary_items i join user_decks d using (deck_id) where d.deck_name = ${deckName}`;
    return item?.text ?? '';
  } finally {
    await sql.end();
  }
}

/** The owner's sync socket: writes go out, but while `deaf` nothing comes back (the answers are lost). */
async function deafenable(context: BrowserContext) {
  let deaf = false;
  await context.routeWebSocket(/\/zero\/sync\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!deaf) socket.send(message);
    });
  });
  return {set: (value: boolean) => void (deaf = value)};
}

test('a co-editor’s newer edit of a meaning survives the other editor’s resend after a lost answer', async ({
  page: owner,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const editorContext = await newDevice(browser, testInfo);
  try {
    const editor = await editorContext.newPage();
    const socket = await deafenable(context);
    const deck = `Lost answers ${crypto.randomUUID().slice(0, 6)}`;
    await sharedWord(owner, editor, deck, '食べる');

    // The owner's change reaches the server, but its answer never comes back.
    socket.set(true);
    await editMeaning(owner, '食べる', 'to have a meal');
    await expect.poll(() => storedMeaning(deck)).toBe('to have a meal');
    await expect(owner.getByTestId('pending-reviews')).toHaveText('1 change waiting to sync');

    // The editor, who saw it, changes the same meaning again.
    await expect(row(editor, '食べる')).toContainText('to have a meal');
    await editMeaning(editor, '食べる', 'to eat (food)');
    await expect.poll(() => storedMeaning(deck)).toBe('to eat (food)');

    // The owner's page is reloaded with its change still waiting: it is sent again, and changes nothing.
    socket.set(false);
    await owner.reload();
    await expectConnected(owner);
    await expect(owner.getByTestId('pending-reviews')).toHaveCount(0, {timeout: 30_000});
    await expect(row(owner, '食べる')).toContainText('to eat (food)');
    await expect(row(editor, '食べる')).toContainText('to eat (food)');
    await owner.waitForTimeout(2000);
    expect(await storedMeaning(deck)).toBe('to eat (food)');
    // Not a conflict: the owner's change landed, and the editor's came after it.
    await expect(owner.getByTestId('write-conflict')).toHaveCount(0);
  } finally {
    await editorContext.close();
  }
});

test('an offline edit of a shared meaning, arriving after a co-editor’s newer edit, is a conflict its writer sees with both values', async ({
  page: owner,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const editorContext = await newDevice(browser, testInfo);
  try {
    const editor = await editorContext.newPage();
    const deck = `Offline edits ${crypto.randomUUID().slice(0, 6)}`;
    await sharedWord(owner, editor, deck, '飲む');

    // Offline, the owner changes the meaning; it shows on their page at once.
    await context.setOffline(true);
    await expect(owner.getByTestId('connection-state')).toContainText('Offline');
    await editMeaning(owner, '飲む', 'to drink (offline)');
    await expect(row(owner, '飲む')).toContainText('to drink (offline)');

    // Meanwhile the editor, online, changes the same meaning.
    await editMeaning(editor, '飲む', 'to drink');
    await expect.poll(() => storedMeaning(deck)).toBe('to drink');

    // Back online, the owner's change arrives late: refused, and put to the owner with both values.
    await context.setOffline(false);
    const conflict = owner.getByTestId('write-conflict');
    await expect(conflict).toBeVisible({timeout: 30_000});
    await expect(conflict).toContainText('A meaning — “飲む” was changed');
    await expect(conflict).toContainText('Eddie Editor changed it');
    await expect(conflict.getByTestId('conflict-theirs')).toHaveText('to drink');
    await expect(conflict.getByTestId('conflict-yours')).toHaveText('to drink (offline)');
    await expect(row(owner, '飲む')).toContainText('to drink');
    await expect(row(editor, '飲む')).toContainText('to drink');
    expect(await storedMeaning(deck)).toBe('to drink');

    // The owner keeps their own: it goes again, made on the meaning there now, and both pages follow.
    await conflict.getByRole('button', {name: 'Use mine'}).click();
    await expect(conflict).toHaveCount(0);
    await expect.poll(() => storedMeaning(deck)).toBe('to drink (offline)');
    await expect(row(editor, '飲む')).toContainText('to drink (offline)');
  } finally {
    await editorContext.close();
  }
});
