// A review card's word as the learner's override list tells it (schema/decks/vocabulary-overrides.ts): the built-in
// word with their own deck entry standing in when "Your Decks" comes first, and a word only their decks hold (the
// catalogue has none) told from their entry while "Your Decks" is enabled. A word spelled like another of its deck
// has a key of its own (schema/decks/practice-keys.ts): its entry is found by that key.
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import type {DeckItemContent} from '../../../schema/decks/deck-item.ts';
import {contentOf, type StoredLists, type StoredScalars} from '../../../schema/decks/item-lists.ts';
import {deckItemKeys} from '../../../schema/decks/practice-keys.ts';
import {USER_DECKS_SOURCE, vocabularyFromEntry, withOwnEntries} from '../../../schema/decks/vocabulary-overrides.ts';
import type {Settings} from '../../../schema/settings.ts';
import type {ItemDetails} from './vocabulary-cache.ts';

type Overrides = Settings['override-settings']['vocabularyOverrides'];
export type KeyedEntry = {key: string; entry: DeckItemContent};
type OwnRow = StoredScalars & StoredLists & {is_verb: boolean; id: string; deck_id: number; position: string};

/** The learner's entries with the keys their decks give them: every entry of a word must be among the rows, so that
 * words spelled alike get the keys practice gave them. Rows come in any order; the first deck's entry comes first. */
export function keyedOwnEntries(rows: readonly OwnRow[]): KeyedEntry[] {
  const decks = new Map<number, OwnRow[]>();
  for (const row of rows) {
    const deck = decks.get(row.deck_id);
    if (deck) deck.push(row);
    else decks.set(row.deck_id, [row]);
  }
  const byDeckOrder = (a: OwnRow, b: OwnRow) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return [...decks.values()].flatMap((deckRows) => {
    const entries = deckRows.toSorted(byDeckOrder).map(contentOf);
    const keys = deckItemKeys(entries);
    return entries.map((entry, index) => ({key: keys[index]!, entry}));
  });
}

export function reviewItemDetails(
  key: string,
  catalogue: ItemDetails | undefined,
  keyed: readonly KeyedEntry[],
  overrides: Overrides,
): ItemDetails | undefined {
  const entries = keyed.map((each) => each.entry);
  if (catalogue?.status === 'ready')
    return {status: 'ready', item: withOwnEntries([catalogue.item], entries, overrides)[0]!};
  const entry = keyed.find((each) => each.key === key)?.entry;
  const ownEnabled = overrides.some((override) => override.sourceId === USER_DECKS_SOURCE && override.enabled);
  if (!entry || !ownEnabled) return catalogue;
  const base: VocabularyItem = {
    key,
    word: entry.word,
    reading: entry.furigana ?? entry.word,
    english: entry.english,
    partOfSpeech: entry.partOfSpeech ?? ('' as VocabularyItem['partOfSpeech']),
  };
  return {status: 'ready', item: vocabularyFromEntry(base, entry)};
}
