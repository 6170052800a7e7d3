// A learner's deck as practice material: its words in the shape built-in practice uses, so that the same screen,
// the same answer checking and the same FSRS cards serve both. A card's item key is the word, as the catalogue's
// keys are, so a learner's own entry for a word and the built-in one grade the same card; words spelled alike are
// told apart (schema/decks/practice-keys.ts), so every word of the deck is asked.
import type {PartOfSpeech, VocabularyItem} from '../../../../schema/catalogue.ts';
import type {VocabPracticeModule} from '../../practice/load-practice.ts';
import {contentOf, type StoredLists, type StoredScalars} from '../../../../schema/decks/item-lists.ts';
import {deckID} from '../../../../schema/decks/deck-args.ts';
import {deckItemKeys} from '../../../../schema/decks/practice-keys.ts';

export type DeckItemRow = StoredScalars & StoredLists & {is_verb: boolean};

/** The deck's words for practice, in deck order: every word with a meaning, each under its own key. */
export function practiceItemsOf(rows: readonly DeckItemRow[]): VocabularyItem[] {
  const contents = rows.map(contentOf).filter((content) => content.word && content.english.length);
  const keys = deckItemKeys(contents);
  return contents.map((content, index) => {
    const mnemonics = content.mnemonics && {
      ...(content.mnemonics.reading.length ? {reading: content.mnemonics.reading} : {}),
      ...(content.mnemonics.kanji.length ? {kanji: content.mnemonics.kanji} : {}),
    };
    return {
      key: keys[index]!,
      word: content.word,
      reading: content.furigana ?? content.word,
      english: content.english,
      // No part of speech given: the question shows none.
      partOfSpeech: (content.partOfSpeech ?? '') as PartOfSpeech,
      ...(content.info.length ? {notes: content.info} : {}),
      ...(mnemonics && Object.keys(mnemonics).length ? {mnemonics} : {}),
      ...(content.exampleSentences.length ? {examples: content.exampleSentences} : {}),
      ...(content.particles.length ? {particles: content.particles} : {}),
    };
  });
}

/** The practice "module" of a deck: practised like a vocabulary set, in both modes. */
export function deckPracticeModule(deck: {
  deck_id: number;
  user_id: string;
  deck_name: string;
  deck_description?: string | null;
}): VocabPracticeModule {
  return {
    kind: 'practice',
    key: `deck:${deck.user_id}:${deck.deck_id}`,
    title: deck.deck_name,
    session_type: 'vocab-practice',
    vocab_set_ids: [],
    allowed_practice_modes: ['meanings', 'spellings'],
    ...(deck.deck_description ? {instructions: deck.deck_description} : {}),
  };
}

/** The deck id of an address: a whole number written in digits, or null (requirements §2.1: anything else is not found). */
export function parseDeckIDParam(text: string): number | null {
  if (!/^\d{1,16}$/.test(text)) return null;
  const parsed = deckID.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}
