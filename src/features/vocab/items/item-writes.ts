// Writes to a deck's words, each through the durable outbox, with ids and times chosen here.
import {generateNKeysBetween} from 'fractional-indexing';
import type {AppZero} from '../../../app/zero.ts';
import {submitWrite} from '../../../app/outbox/write-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {queries} from '../../../../schema/queries.ts';
import {refusalOf} from '../../../../schema/refusals.ts';
import {draftOfContent, type DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import type {EntryIntent} from '../../../../schema/decks/item-lists.ts';
import type {ScalarFields} from './item-edits.ts';
import {placeAtEnd, type Placement} from './order-keys.ts';

export const newItemID = () => crypto.randomUUID();
export const newEntryID = () => crypto.randomUUID().slice(0, 12);

export function addItem(zero: AppZero, deckID: number, placement: Placement, item: DeckItemContent) {
  const itemID = newItemID();
  return {itemID, result: submitWrite(zero, mutators.deckItems.add({itemID, deckID, ...placement, item: draftOfContent(item), createdAt: Date.now()}))};
}

export function setItemFields(zero: AppZero, itemID: string, fields: ScalarFields) {
  return submitWrite(zero, mutators.deckItems.setFields({itemID, fields, updatedAt: Date.now()}));
}

export function changeItemEntry(zero: AppZero, itemID: string, intent: EntryIntent) {
  return submitWrite(zero, mutators.deckItems.changeEntry({itemID, intent, updatedAt: Date.now()}));
}

export function moveItem(zero: AppZero, itemID: string, deckID: number, placement: Placement) {
  return submitWrite(zero, mutators.deckItems.move({itemID, deckID, ...placement, updatedAt: Date.now()}));
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
export async function moveItemToDeck(zero: AppZero, itemID: string, deckID: number) {
  const items = await zero.run(queries.decks.items({deckID}), {type: 'complete'});
  return moveItem(zero, itemID, deckID, placeAtEnd(items));
}

/** Adds imported words after the deck's last word, all or nothing: one write, which the server applies in one
 * transaction (or refuses whole, when a word breaks a rule or the deck has no room for all of them). It goes through
 * the outbox like every write, so a closed tab's import is sent by the next tab. Throws the refusal's message. */
export async function importItems(zero: AppZero, deckID: number, lastKey: string | null, items: readonly DeckItemContent[]) {
  const positions = generateNKeysBetween(lastKey, null, items.length);
  const batch = items.map((item, index) => ({itemID: newItemID(), position: positions[index]!, item: draftOfContent(item)}));
  const refusal = refusalOf(await submitWrite(zero, mutators.deckItems.addMany({deckID, items: batch, createdAt: Date.now()})).server);
  if (refusal) throw new Error(refusal.message);
}
