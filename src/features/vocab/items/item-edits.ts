// Edits of a word in place, as the intents the deck mutators take: a field edit names only its field, and a list
// edit names one element (architecture.md "Conflict semantics"). Each is checked against the §5 rules on the word
// as it is now, so a change the server would refuse is refused here with the same message, before anything is sent.
import {normalizeDeckItem} from '../../../../schema/decks/deck-item.ts';
import {
  applyEntryIntent,
  draftOf,
  entriesOf,
  type AnyEntry,
  type EntryIntent,
  type ItemList,
  type StoredLists,
  type StoredScalars,
} from '../../../../schema/decks/item-lists.ts';
import type {FieldVersions} from '../../../../schema/writes/field-versions.ts';
import type {setItemFieldsArgs} from '../../../../schema/mutators/deck-items.ts';
import type {z} from 'zod';

export type ScalarFields = z.input<typeof setItemFieldsArgs>['fields'];
export type ScalarField = keyof ScalarFields;
export type StoredItem = StoredScalars & StoredLists & {versions: FieldVersions};

export type Checked<T> = {ok: true; change: T} | {ok: true; change: null} | {ok: false; message: string};

const STORED_FIELD = {word: 'word', furigana: 'furigana', partOfSpeech: 'part_of_speech'} as const;

function ruleCheck(next: StoredItem): string | null {
  const result = normalizeDeckItem(draftOf(next));
  return result.ok ? null : result.message;
}

/** The field change for `value`, or null when it changes nothing (after trimming). */
export function scalarEdit(item: StoredItem, field: ScalarField, value: string): Checked<ScalarFields> {
  const trimmed = value.trim();
  const stored =
    field === 'word' ? item.word : field === 'furigana' ? (item.furigana ?? '') : (item.part_of_speech ?? '');
  if (trimmed === stored) return {ok: true, change: null};
  const storedValue = field === 'word' ? trimmed : trimmed || null;
  const message = ruleCheck({...item, [STORED_FIELD[field]]: storedValue});
  if (message) return {ok: false, message};
  return {ok: true, change: {[field]: field === 'partOfSpeech' ? trimmed || null : trimmed} as ScalarFields};
}

export function listEntries(item: StoredItem, list: ItemList): AnyEntry[] {
  return entriesOf(item, list);
}

/** The intent that makes element `entryID` hold `value`: an add when it is new (`entryID` null: `newID` names it),
 * an edit when it changed, a remove when it was emptied; null when nothing changes. */
export function entryEdit(
  item: StoredItem,
  list: ItemList,
  entryID: string | null,
  value: Record<string, string>,
  newID: () => string,
): Checked<EntryIntent> {
  const blank = Object.values(value).every((text) => !text.trim());
  let intent: EntryIntent;
  if (entryID === null) {
    if (blank) return {ok: true, change: null};
    intent = {type: 'add', list, entryID: newID(), value};
  } else {
    const current = entriesOf(item, list).find((entry) => entry.id === entryID);
    if (!current) return {ok: false, message: 'That part of the word was removed by someone else'};
    const same = Object.entries(value).every(([key, text]) => (current[key] ?? '') === text.trim());
    if (same) return {ok: true, change: null};
    intent = blank ? {type: 'remove', list, entryID} : {type: 'edit', list, entryID, value};
  }
  return checkedIntent(item, intent);
}

export function entryRemoval(item: StoredItem, list: ItemList, entryID: string): Checked<EntryIntent> {
  return checkedIntent(item, {type: 'remove', list, entryID});
}

function checkedIntent(item: StoredItem, intent: EntryIntent): Checked<EntryIntent> {
  const outcome = applyEntryIntent(item, intent);
  if ('refused' in outcome) return {ok: false, message: outcome.message};
  if (!outcome.changed) return {ok: true, change: null};
  const message = ruleCheck({...item, ...outcome.lists});
  return message ? {ok: false, message} : {ok: true, change: intent};
}
