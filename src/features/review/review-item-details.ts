// A review card's word as the learner's override list tells it (schema/decks/vocabulary-overrides.ts): the built-in
// word with their own deck entry standing in when "Your Decks" comes first, and a word only their decks hold (the
// catalogue has none) told from their entry while "Your Decks" is enabled.
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import type {DeckItemContent} from '../../../schema/decks/deck-item.ts';
import {USER_DECKS_SOURCE, vocabularyFromEntry, withOwnEntries} from '../../../schema/decks/vocabulary-overrides.ts';
import type {Settings} from '../../../schema/settings.ts';
import type {ItemDetails} from './vocabulary-cache.ts';

type Overrides = Settings['override-settings']['vocabularyOverrides'];

export function reviewItemDetails(key: string, catalogue: ItemDetails | undefined, entries: readonly DeckItemContent[], overrides: Overrides): ItemDetails | undefined {
  if (catalogue?.status === 'ready') return {status: 'ready', item: withOwnEntries([catalogue.item], entries, overrides)[0]!};
  const entry = entries.find((each) => each.word === key);
  const ownEnabled = overrides.some((override) => override.sourceId === USER_DECKS_SOURCE && override.enabled);
  if (!entry || !ownEnabled) return catalogue;
  const base: VocabularyItem = {key, word: entry.word, reading: entry.furigana ?? entry.word, english: entry.english, partOfSpeech: entry.partOfSpeech ?? ('' as VocabularyItem['partOfSpeech'])};
  return {status: 'ready', item: vocabularyFromEntry(base, entry)};
}
