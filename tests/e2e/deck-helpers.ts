// Steps shared by the deck specs. Not a spec itself.
import {expect, type Page} from '@playwright/test';
import {expectConnected, signIn, signUp, uniqueEmail} from './helpers.ts';

/** The row of the open deck that shows `word`. */
export const deckRow = (page: Page, word: string) =>
  page.getByTestId('deck-item').filter({has: page.getByTestId('deck-item-word').getByText(word, {exact: true})});

/** The words of the open deck as the page shows them, in order. */
export function deckWords(page: Page): Promise<string[]> {
  return page.getByTestId('deck-item-word').allTextContents();
}

/** The open deck's words with their readings and meanings, as rendered: what two pages must agree on. */
export async function renderedDeck(page: Page): Promise<string[]> {
  return page
    .getByTestId('deck-item')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [
          row.querySelector('[data-testid="deck-item-word"]')?.textContent ?? '',
          row.querySelector('[data-testid="deck-item-reading"]')?.textContent ?? '',
          row.querySelector('[data-testid="deck-item-meanings"]')?.textContent ?? '',
        ].join(' | '),
      ),
    );
}

export async function openDeck(page: Page, deckID: number) {
  await page.goto(`/vocab?deck=${deckID}`);
  await expect(page.getByTestId('deck-view')).toBeVisible();
}

export async function createDeck(page: Page, name: string): Promise<number> {
  await page.goto('/vocab');
  return createDeckHere(page, name);
}

/** Creates a deck from /vocab, already open, and opens it. */
export async function createDeckHere(page: Page, name: string): Promise<number> {
  await page.getByTestId('new-deck').click();
  await page.getByTestId('new-deck-form').getByRole('textbox').fill(name);
  await page.getByTestId('new-deck-form').getByRole('button', {name: 'Create'}).click();
  await expect(page.getByTestId('deck-title')).toHaveText(name);
  return Number(new URL(page.url()).searchParams.get('deck'));
}

/** Adds a word with one meaning through the add form (opened if needed). */
export async function addWord(page: Page, word: string, meaning: string) {
  const form = page.getByTestId('add-item-form');
  if (!(await form.isVisible())) await page.getByTestId('add-item').click();
  await form.getByTestId('item-form-word').fill(word);
  await form.getByLabel('Meaning 1', {exact: true}).fill(meaning);
  await form.getByTestId('item-form-submit').click();
  await expect(page.getByTestId('deck-item').filter({hasText: word}).first()).toBeVisible();
}

const accounts = new Map<string, string>();

/** Enters as the learner `label`: signed up the first time in this worker, signed in after that. Sign-ups are rate
 * limited per address, and better-auth's window restarts only after a quiet minute, so the suite's sign-ups add up:
 * the deck specs share one learner, and their assertions look only at what each spec made. */
export const DECK_LEARNER = 'deck-learner';
/** A second learner, for sharing: named, so that co-editors see the name. */
export const DECK_SECOND = {label: 'deck-second', name: 'Eddie Editor'};

export async function enterAs(page: Page, label: string, name?: string) {
  const known = accounts.get(label);
  if (known) {
    await signIn(page, {email: known});
    return;
  }
  const email = uniqueEmail(label);
  accounts.set(label, email);
  await signUp(page, {email, ...(name && {name})});
}

/** The owner's deck with one word, shared with the second learner, open on both pages. */
export async function sharedWord(owner: Page, editor: Page, deckName: string, word: string) {
  await enterAs(owner, DECK_LEARNER);
  await enterAs(editor, DECK_SECOND.label, DECK_SECOND.name);
  await createDeck(owner, deckName);
  await expectConnected(owner);
  await addWord(owner, word, 'to eat');
  await owner.getByTestId('add-item-form').getByRole('button', {name: 'Close'}).click();
  await owner.getByTestId('deck-sharing-toggle').click();
  await owner.getByTestId('invite-create').click();
  await editor.goto(await owner.getByTestId('invite-link').first().inputValue());
  await expect(editor.getByTestId('deck-title')).toHaveText(deckName);
  await expectConnected(editor);
  await expect(deckRow(editor, word)).toContainText('to eat');
}
