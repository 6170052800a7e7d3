// Text the learner has typed into a word's editor and not sent yet (a field is sent when they leave it). The deck
// view keeps it apart from the editor, so that it outlives the word: when a co-editor deletes the word meanwhile,
// the learner's text is shown, can be added back as a new word, and is back in the editor if the delete is undone.
import {normalizeDeckItem, type NormalizedItem} from '../../../../schema/decks/deck-item.ts';
import {applyEntryIntent, draftOf, type ItemList} from '../../../../schema/decks/item-lists.ts';
import type {StoredItem} from './item-edits.ts';
import {LIST_FIELDS} from './item-fields.ts';

export type TypedField = 'word' | 'furigana';

/** One field or list element typed into; `entryID` null: an element being added. */
export type Typed =
  | {kind: 'field'; field: TypedField; value: string}
  | {kind: 'entry'; list: ItemList; entryID: string | null; value: Record<string, string>};

/** What the editor holds for one open word, by `typedKey`. */
export type TypedText = Map<string, Typed>;

export function typedKey(
  typed: Pick<Typed, 'kind'> & ({field: TypedField} | {list: ItemList; entryID: string | null}),
): string {
  return 'field' in typed ? typed.field : `${typed.list}:${typed.entryID ?? 'new'}`;
}

/** The word as the learner saw it last with their typed text in it, under the §5 rules: what adding it back adds. An
 * element that is gone from the word is added as a new one. */
export function keptContent(item: StoredItem, typed: TypedText): NormalizedItem {
  let next: StoredItem = item;
  let added = 0;
  for (const each of typed.values()) {
    if (each.kind === 'field') {
      next = {...next, [each.field]: each.field === 'word' ? each.value.trim() : each.value.trim() || null};
      continue;
    }
    const add = {type: 'add' as const, list: each.list, entryID: `typed-${added++}`, value: each.value};
    let outcome = applyEntryIntent(
      next,
      each.entryID === null ? add : {type: 'edit', list: each.list, entryID: each.entryID, value: each.value},
    );
    if ('refused' in outcome) outcome = applyEntryIntent(next, add);
    if ('lists' in outcome) next = {...next, ...outcome.lists};
  }
  return normalizeDeckItem(draftOf(next));
}

export type TypedLine = {label: string; text: string};

/** The typed text as the learner reads it back: "Meaning: to eat up", "Example: 食べた — I ate". */
export function typedLines(typed: TypedText): TypedLine[] {
  return [...typed.values()].flatMap((each): TypedLine[] => {
    if (each.kind === 'field')
      return each.value.trim() ? [{label: each.field === 'word' ? 'Word' : 'Reading', text: each.value.trim()}] : [];
    const field = LIST_FIELDS.find((candidate) => candidate.list === each.list)!;
    const parts = field.parts.filter((part) => each.value[part.key]?.trim());
    if (!parts.length) return [];
    const label =
      field.parts.length === 1 ? field.parts[0]!.label : `${field.one[0]!.toUpperCase()}${field.one.slice(1)}`;
    return [{label, text: parts.map((part) => each.value[part.key]!.trim()).join(' — ')}];
  });
}
