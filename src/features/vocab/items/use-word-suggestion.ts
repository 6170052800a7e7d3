// When the word typed into the add form is a word of the built-in vocabulary, its reading, meanings and the rest, as
// a deck item draft to offer. Looked up a moment after typing stops; answers are kept for the page's life.
import {useEffect, useState} from 'react';
import type {DeckItemDraft} from '../../../../schema/decks/deck-item.ts';
import {deckDraftOfVocabulary} from '../../../../schema/decks/from-catalogue.ts';
import {fetchVocabularyDetails} from '../../../app/catalogue/catalogue-api.ts';

const LOOKUP_DELAY_MS = 250;
const known = new Map<string, DeckItemDraft | null>();

async function lookUp(word: string): Promise<DeckItemDraft | null> {
  if (known.has(word)) return known.get(word)!;
  // Catalogue keys are the word itself (a few homographs carry a suffix and are not offered).
  const [item] = await fetchVocabularyDetails([word]);
  const draft = item && item.word === word ? deckDraftOfVocabulary(item) : null;
  known.set(word, draft);
  return draft;
}

export function useWordSuggestion(word: string): DeckItemDraft | null {
  const [suggestion, setSuggestion] = useState<DeckItemDraft | null>(null);
  const wanted = word.trim();
  useEffect(() => {
    if (!wanted) {
      setSuggestion(null);
      return;
    }
    if (known.has(wanted)) {
      setSuggestion(known.get(wanted)!);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      lookUp(wanted).then(
        (found) => current && setSuggestion(found),
        () => current && setSuggestion(null),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  return suggestion?.word === wanted ? suggestion : null;
}
