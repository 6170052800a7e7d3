// Built-in decks: each chapter's vocab-list module, whose vocab sets hold the chapter's words (requirements §2.2, §2.3).
import type {DeckInfo, VocabularyItem} from '../../schema/catalogue.ts';
import type {Catalogue} from './build-catalogue.ts';

export function builtInDeckInfo(catalogue: Catalogue, deckID: string): DeckInfo | null {
  const module = catalogue.modules[deckID];
  if (module?.kind !== 'practice' || module.session_type !== 'vocab-list') return null;
  const sets = module.vocab_set_ids.map((id) => catalogue.vocabSets.get(id)).filter((set) => set !== undefined);
  const keys = [...new Set(sets.flatMap((set) => set.keys))];
  const first = sets[0];
  return {
    deck_id: module.key,
    title: module.title,
    description: module.instructions ?? module.title,
    textbook_id: first && first.textbook !== 'kana' ? first.textbook : null,
    chapter: first?.chapter ?? null,
    item_count: keys.length,
    keys,
  };
}

export function builtInDeckWords(catalogue: Catalogue, info: DeckInfo): VocabularyItem[] {
  return info.keys.flatMap((key) => catalogue.vocabulary.get(key) ?? []);
}
