// A new deck item's row, as both one word's insert and many words' insert write it.
import type {DeckItemContent} from './deck-item.ts';
import {storedListsOf} from './item-lists.ts';

/** A new item's row from its checked content. */
export function itemRow(id: string, deck: number, position: string, content: DeckItemContent, at: number) {
  return {
    id,
    deck_id: deck,
    position,
    word: content.word,
    furigana: content.furigana,
    part_of_speech: content.partOfSpeech,
    is_verb: content.isVerb,
    ...storedListsOf(content),
    created_at: at,
    updated_at: at,
    deleted_at: null,
    deleted_by: null,
    versions: {},
  };
}

export type ItemRow = ReturnType<typeof itemRow>;
