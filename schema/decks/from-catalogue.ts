// A word of the built-in vocabulary as a deck item: what importing a built-in deck copies, and what the item editor
// offers when a learner types a word the catalogue knows.
import type {VocabularyItem} from '../catalogue.ts';
import {DECK_PARTS_OF_SPEECH, normalizeDeckItem, type DeckItemContent, type DeckItemDraft} from './deck-item.ts';

export function deckDraftOfVocabulary(item: VocabularyItem): DeckItemDraft {
  const partOfSpeech = (DECK_PARTS_OF_SPEECH as readonly string[]).includes(item.partOfSpeech)
    ? (item.partOfSpeech as DeckItemDraft['partOfSpeech'])
    : null;
  return {
    word: item.word,
    // A kana word's reading is itself: no furigana.
    furigana: item.reading === item.word ? null : item.reading,
    english: item.english,
    partOfSpeech,
    info: item.notes ?? [],
    mnemonics: item.mnemonics ? {reading: item.mnemonics.reading ?? [], kanji: item.mnemonics.kanji ?? []} : null,
    exampleSentences: item.examples ?? [],
    particles: item.particles ?? [],
    videos: [],
  };
}

/** The catalogue's items hold the same rules; one that would not (a catalogue bug) is left out rather than copied. */
export function deckItemsOfVocabulary(items: readonly VocabularyItem[]): DeckItemContent[] {
  return items.flatMap((item) => {
    const result = normalizeDeckItem(deckDraftOfVocabulary(item));
    return result.ok ? [result.item] : [];
  });
}
