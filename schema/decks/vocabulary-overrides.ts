// "Your Decks" in the vocabulary override list (requirements §3.2): where the learner's own deck has an entry for a word, it
// stands in for the built-in one — its reading, meanings, notes, examples — when "Your Decks" is enabled and comes
// before "Built-in Vocabulary" (a lower priority number; the defaults are 0 and 999). The catalogue key stays, so
// the word's review cards are the same either way.
import type {VocabularyItem} from '../catalogue.ts';
import type {Settings} from '../settings.ts';
import type {DeckItemContent} from './deck-item.ts';

export const USER_DECKS_SOURCE = 'user-decks';
export const BUILT_IN_SOURCE = 'built-in';

type VocabularyOverrides = Settings['override-settings']['vocabularyOverrides'];

/** Whether the learner's own entries win over the built-in ones. */
export function ownEntriesWin(overrides: VocabularyOverrides): boolean {
  const own = overrides.find((override) => override.sourceId === USER_DECKS_SOURCE);
  const builtIn = overrides.find((override) => override.sourceId === BUILT_IN_SOURCE);
  if (!own?.enabled) return false;
  return !builtIn?.enabled || own.priority < builtIn.priority;
}

/** The item as the learner's entry tells it. */
export function vocabularyFromEntry(item: VocabularyItem, entry: DeckItemContent): VocabularyItem {
  return {
    ...item,
    reading: entry.furigana ?? item.reading,
    english: entry.english,
    ...(entry.partOfSpeech ? {partOfSpeech: entry.partOfSpeech} : {}),
    notes: entry.info,
    mnemonics: entry.mnemonics ?? undefined,
    examples: entry.exampleSentences,
    particles: entry.particles,
  };
}

/** Built-in words with the learner's entries (by word; the first deck's entry when several decks have one) in their
 * place, when the override list says so. */
export function withOwnEntries(
  items: readonly VocabularyItem[],
  entries: readonly DeckItemContent[],
  overrides: VocabularyOverrides,
): VocabularyItem[] {
  if (!entries.length || !ownEntriesWin(overrides)) return items as VocabularyItem[];
  const byWord = new Map<string, DeckItemContent>();
  for (const entry of entries) if (!byWord.has(entry.word)) byWord.set(entry.word, entry);
  return items.map((item) => {
    const entry = byWord.get(item.word);
    return entry ? vocabularyFromEntry(item, entry) : item;
  });
}
