// The built-in decks by course and chapter, with their word counts: the catalogue's structure and one request for
// the keys of every set, both cached for the page's life.
import {fetchCatalogueStructure, fetchVocabularyKeys} from '../../../app/catalogue/catalogue-api.ts';
import {useAsync} from '../use-async.ts';
import {builtInDeckGroups, wordCounts, type BuiltInCourse} from './built-in-decks.ts';

export type BuiltInDecks = {courses: BuiltInCourse[]; counts: Map<string, number>};

let request: Promise<BuiltInDecks> | null = null;

function loadBuiltInDecks(): Promise<BuiltInDecks> {
  request ??= (async () => {
    const courses = builtInDeckGroups(await fetchCatalogueStructure());
    const decks = courses.flatMap((course) => course.chapters.flatMap((chapter) => chapter.decks));
    const keys = await fetchVocabularyKeys([...new Set(decks.flatMap((deck) => deck.setIDs))]);
    return {courses, counts: wordCounts(decks, keys)};
  })().catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

export function useBuiltInDecks() {
  return useAsync(loadBuiltInDecks, []);
}
