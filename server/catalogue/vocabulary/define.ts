// How chapter vocabulary files are written: sets of items, each item's key defaulting to its word.
import type {TextbookID, VocabSet, VocabularyItem, VocabularyItemInput} from '../../../schema/catalogue.ts';

export type VocabSetInput = {
  /** Short, lower-case, hyphenated; the set id becomes `${textbook}_ch${chapter}_${slug}`. */
  slug: string;
  title: string;
  items: VocabularyItemInput[];
};

export type ChapterVocabulary = {
  textbook: TextbookID | 'kana';
  /** The chapter number, or null for the kana sets. */
  chapter: number | null;
  sets: VocabSet[];
  items: VocabularyItem[];
};

export function vocabSetID(textbook: TextbookID | 'kana', chapter: number | null, slug: string): string {
  return chapter === null ? `${textbook}_${slug}` : `${textbook}_ch${chapter}_${slug}`;
}

export function defineChapterVocabulary(input: {
  textbook: TextbookID | 'kana';
  chapter: number | null;
  sets: VocabSetInput[];
}): ChapterVocabulary {
  const items: VocabularyItem[] = [];
  const sets = input.sets.map((set) => {
    const setItems = set.items.map(({key, ...item}) => ({key: key ?? item.word, ...item}));
    items.push(...setItems);
    return {
      id: vocabSetID(input.textbook, input.chapter, set.slug),
      title: set.title,
      keys: setItems.map((item) => item.key),
    };
  });
  return {textbook: input.textbook, chapter: input.chapter, sets, items};
}
