// The built-in decks of /vocab: each chapter's vocab-list module (requirements §2.3), grouped by course and chapter in
// course order.
import type {CatalogueStructure, PracticeModule, TextbookID} from '../../../../schema/catalogue.ts';

export type BuiltInDeck = {key: string; title: string; setIDs: string[]};
export type BuiltInChapter = {number: number; title: string; decks: BuiltInDeck[]};
export type BuiltInCourse = {id: TextbookID; name: string; chapters: BuiltInChapter[]};

function isVocabList(module: unknown): module is PracticeModule {
  const practice = module as PracticeModule | undefined;
  return practice?.kind === 'practice' && practice.session_type === 'vocab-list';
}

export function builtInDeckGroups(structure: Pick<CatalogueStructure, 'textbooks' | 'modules'>): BuiltInCourse[] {
  return structure.textbooks
    .map((textbook) => ({
      id: textbook.id,
      name: textbook.short_name || textbook.name,
      chapters: textbook.chapters.flatMap((chapter) => {
        const decks = chapter.learning_path_items.flatMap((key) => {
          const module = structure.modules[key];
          return isVocabList(module) ? [{key, title: module.title, setIDs: module.vocab_set_ids}] : [];
        });
        return decks.length ? [{number: chapter.number, title: chapter.title, decks}] : [];
      }),
    }))
    .filter((course) => course.chapters.length);
}

/** How many distinct words each deck holds, from its sets' keys. */
export function wordCounts(
  decks: readonly BuiltInDeck[],
  keysBySet: Readonly<Record<string, string[]>>,
): Map<string, number> {
  return new Map(decks.map((deck) => [deck.key, new Set(deck.setIDs.flatMap((id) => keysBySet[id] ?? [])).size]));
}
