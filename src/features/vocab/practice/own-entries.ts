// "Your Decks" in the override list (spec §3.2, issue 9 point 7): the learner's own deck entry for a word stands in
// for the built-in one wherever words are shown and practised, when the source is enabled and comes before the
// built-in vocabulary by priority (lowest number first). The key stays the catalogue's, so the card is the same.
import type {VocabularyItem} from '../../../../schema/catalogue.ts';
import type {Settings} from '../../../../schema/settings.ts';
import {practiceItemsOf, type DeckItemRow} from './deck-practice.ts';

export const USER_DECKS_SOURCE = 'user-decks';
export const BUILT_IN_SOURCE = 'built-in';

type Overrides = Settings['override-settings']['vocabularyOverrides'];

/** Whether the learner's entries are used at all, and whether they win over the built-in ones. */
export function ownEntriesPlace(overrides: Overrides): {used: boolean; first: boolean} {
  const own = overrides.find((override) => override.sourceId === USER_DECKS_SOURCE);
  const builtIn = overrides.find((override) => override.sourceId === BUILT_IN_SOURCE);
  if (!own?.enabled) return {used: false, first: false};
  return {used: true, first: !builtIn?.enabled || own.priority < builtIn.priority};
}

/** A word's details from the two sources, in the learner's order: the first that has it. */
export function preferred<T>(own: T | undefined, builtIn: T | undefined, ownFirst: boolean): T | undefined {
  return ownFirst ? own ?? builtIn : builtIn ?? own;
}

/** The learner's entry for each word: when a word is in several of their decks, the one changed last. */
export function ownEntriesByWord(rows: readonly (DeckItemRow & {updated_at: number})[]): Map<string, VocabularyItem> {
  const latest = rows.toSorted((a, b) => b.updated_at - a.updated_at);
  return new Map(practiceItemsOf(latest).map((item) => [item.word, item]));
}

/** The items with the learner's own entries in place of the built-in ones, keeping each item's key. */
export function withOwnEntries(items: readonly VocabularyItem[], own: ReadonlyMap<string, VocabularyItem>): VocabularyItem[] {
  return items.map((item) => {
    const mine = own.get(item.key);
    return mine ? {...mine, key: item.key, partOfSpeech: mine.partOfSpeech || item.partOfSpeech} : item;
  });
}
