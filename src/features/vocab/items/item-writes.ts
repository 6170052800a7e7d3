// Writes to a deck's words, each through the durable outbox, with ids and times chosen here. A change to a field, an
// element or the word's place names the version of it the learner saw (schema/writes/field-versions.ts).
import {generateNKeysBetween} from 'fractional-indexing';
import type {AppZero} from '../../../app/zero.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {queries} from '../../../../schema/queries.ts';
import {zql} from '../../../../schema/zero-schema.ts';
import {refusalOf} from '../../../../schema/refusals.ts';
import {draftOfContent, type DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {entryField, type EntryIntent} from '../../../../schema/decks/item-lists.ts';
import {baseOf, type FieldVersions} from '../../../../schema/writes/field-versions.ts';
import type {ScalarFields} from './item-edits.ts';
import {placeAtEnd, type Placement} from './order-keys.ts';

export const newItemID = () => crypto.randomUUID();
export const newEntryID = () => crypto.randomUUID().slice(0, 12);

export function addItem(zero: AppZero, deckID: number, placement: Placement, item: DeckItemContent) {
  const itemID = newItemID();
  return {
    itemID,
    result: submitWrite(
      zero,
      mutators.deckItems.add({itemID, deckID, ...placement, item: draftOfContent(item), createdAt: Date.now()}),
    ),
  };
}

/** The word as the learner saw it. */
export type SeenItem = {id: string; versions: FieldVersions};

const COLUMN_OF_FIELD = {word: 'word', furigana: 'furigana', partOfSpeech: 'part_of_speech'} as const;

export function setItemFields(zero: AppZero, item: SeenItem, fields: ScalarFields) {
  const columns = (Object.keys(fields) as (keyof typeof COLUMN_OF_FIELD)[]).map((field) => COLUMN_OF_FIELD[field]);
  return submitWrite(zero, mutators.deckItems.setFields({itemID: item.id, fields, updatedAt: Date.now()}), {
    base: baseOf(item.versions, columns),
  });
}

export function changeItemEntry(zero: AppZero, item: SeenItem, intent: EntryIntent) {
  const base = intent.type === 'edit' ? baseOf(item.versions, [entryField(intent.list, intent.entryID)]) : undefined;
  return submitWrite(zero, mutators.deckItems.changeEntry({itemID: item.id, intent, updatedAt: Date.now()}), {base});
}

export function moveItem(zero: AppZero, item: SeenItem, deckID: number, placement: Placement) {
  return submitWrite(zero, mutators.deckItems.move({itemID: item.id, deckID, ...placement, updatedAt: Date.now()}), {
    base: baseOf(item.versions, ['position']),
  });
}

export function deleteItem(zero: AppZero, itemID: string) {
  return submitWrite(zero, mutators.deckItems.delete({itemID, deletedAt: Date.now()}));
}

/** Deletes a word the learner may want back: the deleted word stays on this device for `undoWindowMs`, so that an
 * undo (restoreItem) brings it back at once instead of after a trip to the server. */
export function deleteItemUndoably(zero: AppZero, itemID: string, undoWindowMs: number) {
  const kept = zero.preload(queries.decks.deletedItem({itemID}), {ttl: 'none'});
  setTimeout(kept.cleanup, undoWindowMs);
  return deleteItem(zero, itemID);
}

export function restoreItem(zero: AppZero, itemID: string) {
  return submitWrite(zero, mutators.deckItems.restore({itemID, restoredAt: Date.now()}));
}

/** Moves a word to the end of another deck: that deck's words are loaded first, to find its last place. */
export async function moveItemToDeck(zero: AppZero, item: SeenItem, deckID: number) {
  const items = await zero.run(queries.decks.items({deckID}), {type: 'complete'});
  return moveItem(zero, item, deckID, placeAtEnd(items));
}

/** Moves a word dragged onto another deck: only its id came with the drag, so its row is read from this device
 * (the word is on screen, so it is here). */
export async function moveDraggedItemToDeck(zero: AppZero, itemID: string, deckID: number) {
  const item = await zero.run(zql.vocabulary_items.where('id', itemID).one());
  if (!item) throw new Error('That word is not on this device');
  return moveItemToDeck(zero, item, deckID);
}

/** Adds imported words after the deck's last word, all or nothing: one write, which the server applies in one
 * transaction (or refuses whole, when a word breaks a rule or the deck has no room for all of them). It goes through
 * the outbox like every write, so a closed tab's import is sent by the next tab. Throws the refusal's message. */
export async function importItems(
  zero: AppZero,
  deckID: number,
  lastKey: string | null,
  items: readonly DeckItemContent[],
) {
  const positions = generateNKeysBetween(lastKey, null, items.length);
  const batch = items.map((item, index) => ({
    itemID: newItemID(),
    position: positions[index]!,
    item: draftOfContent(item),
  }));
  const refusal = refusalOf(
    await submitWrite(zero, mutators.deckItems.addMany({deckID, items: batch, createdAt: Date.now()})).server,
  );
  if (refusal) throw new Error(refusal.message);
}
