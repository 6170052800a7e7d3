// Writes to a deck's words, each through the durable outbox, with ids and times chosen here.
import {generateNKeysBetween} from 'fractional-indexing';
import type {AppZero} from '../../../app/zero.ts';
import {submitWrite} from '../../../app/outbox/write-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {queries} from '../../../../schema/queries.ts';
import {refusalOf} from '../../../../schema/refusals.ts';
import {DECK_LIMITS} from '../../../../schema/decks/deck-limits.ts';
import type {DeckItemContent, DeckItemDraft} from '../../../../schema/decks/deck-item.ts';
import type {EntryIntent} from '../../../../schema/decks/item-lists.ts';
import type {ScalarFields} from './item-edits.ts';
import {keyAtEnd} from './order-keys.ts';

export const newItemID = () => crypto.randomUUID();
export const newEntryID = () => crypto.randomUUID().slice(0, 12);

/** What the mutators take for an item: its content without the derived `isVerb`. */
export function draftOfContent({isVerb: _derived, ...draft}: DeckItemContent): DeckItemDraft {
  return draft;
}

export function addItem(zero: AppZero, deckID: number, position: string, item: DeckItemContent) {
  const itemID = newItemID();
  return {itemID, result: submitWrite(zero, mutators.deckItems.add({itemID, deckID, position, item: draftOfContent(item), createdAt: Date.now()}))};
}

export function setItemFields(zero: AppZero, itemID: string, fields: ScalarFields) {
  return submitWrite(zero, mutators.deckItems.setFields({itemID, fields, updatedAt: Date.now()}));
}

export function changeItemEntry(zero: AppZero, itemID: string, intent: EntryIntent) {
  return submitWrite(zero, mutators.deckItems.changeEntry({itemID, intent, updatedAt: Date.now()}));
}

export function moveItem(zero: AppZero, itemID: string, deckID: number, position: string) {
  return submitWrite(zero, mutators.deckItems.move({itemID, deckID, position, updatedAt: Date.now()}));
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
  return moveItem(zero, itemID, deckID, keyAtEnd(items.map((item) => item.position)));
}

/**
 * Adds imported words after the deck's last word, all or nothing: in writes of at most DECK_LIMITS.itemsPerWrite
 * words, each its own transaction, one after the other; when one is refused, the words of the writes before it are
 * deleted again and the refusal is thrown.
 */
export async function importItems(zero: AppZero, deckID: number, lastKey: string | null, items: readonly DeckItemContent[], progress: (done: number) => void) {
  const positions = generateNKeysBetween(lastKey, null, items.length);
  const added: string[] = [];
  for (let start = 0; start < items.length; start += DECK_LIMITS.itemsPerWrite) {
    const batch = items.slice(start, start + DECK_LIMITS.itemsPerWrite).map((item, index) => ({
      itemID: newItemID(), position: positions[start + index]!, item: draftOfContent(item),
    }));
    const answer = await submitWrite(zero, mutators.deckItems.addMany({deckID, items: batch, createdAt: Date.now()})).server;
    const refusal = refusalOf(answer);
    if (refusal) {
      for (const itemID of added) void deleteItem(zero, itemID);
      throw new Error(refusal.message);
    }
    added.push(...batch.map((each) => each.itemID));
    progress(added.length);
  }
}
