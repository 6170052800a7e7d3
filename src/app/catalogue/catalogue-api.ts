// The catalogue endpoints (server/catalogue/, requirements §7.2) as the client calls them (addresses from
// schema/catalogue-url.ts).
import type {
  CatalogueStructure,
  DeckInfo,
  Module,
  SentenceSet,
  VocabularyHierarchy,
  VocabularyItem,
} from '../../../schema/catalogue.ts';
import type {Settings} from '../../../schema/settings.ts';
import {catalogueURL} from '../../../schema/catalogue-url.ts';
import {fetchWithRetry} from '../fetch-with-retry.ts';

export class CatalogueRequestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** What a page says once every try to reach the catalogue failed at the network (the browser's own words differ
 * from one browser to the next and say nothing of what to do). */
export const CATALOGUE_UNREACHABLE =
  'The course content could not be reached; check your connection and reload the page';

async function getCatalogue<T>(endpoint: string, input: unknown): Promise<T> {
  const response = await fetchWithRetry(catalogueURL(endpoint, input)).catch(() => {
    throw new CatalogueRequestError(CATALOGUE_UNREACHABLE, 0);
  });
  const body = (await response.json().catch(() => null)) as {error?: string} | null;
  if (!response.ok)
    throw new CatalogueRequestError(body?.error ?? `Catalogue request failed (${response.status})`, response.status);
  return body as T;
}

/** Map from each vocab set id to its vocabulary keys, in set order. */
export function fetchVocabularyKeys(setIds: string[]): Promise<Record<string, string[]>> {
  return getCatalogue('vocabulary-keys', {setIds});
}

/** The vocabulary items for the keys, in the order asked for. */
export async function fetchVocabularyDetails(keys: string[]): Promise<VocabularyItem[]> {
  const {items} = await getCatalogue<{items: VocabularyItem[]}>('vocabulary', {keys});
  return items;
}

export async function fetchVocabularySet(setId: string): Promise<VocabularyItem[]> {
  const keys = (await fetchVocabularyKeys([setId]))[setId] ?? [];
  return keys.length ? fetchVocabularyDetails(keys) : [];
}

/** Map from each sentence set id to its set; unknown ids are left out. */
export function fetchSentenceSets(ids: string[]): Promise<Record<string, SentenceSet>> {
  return getCatalogue('sentence-sets', {ids});
}

let structureRequest: Promise<CatalogueStructure> | null = null;

/** Asked once per page load; a failed request is forgotten, so the next call tries again. */
export function fetchCatalogueStructure(): Promise<CatalogueStructure> {
  structureRequest ??= getCatalogue<CatalogueStructure>('structure', {}).catch((error: unknown) => {
    structureRequest = null;
    throw error;
  });
  return structureRequest;
}

let courseKanjiRequest: Promise<string[]> | null = null;

/** The course's kanji in course order (the order its words first use them); asked once per page load. */
export function fetchCourseKanji(): Promise<string[]> {
  courseKanjiRequest ??= getCatalogue<{kanji: string[]}>('course-kanji', {}).then(
    ({kanji}) => kanji,
    (error: unknown) => {
      courseKanjiRequest = null;
      throw error;
    },
  );
  return courseKanjiRequest;
}

export async function findModule(key: string): Promise<Module | undefined> {
  const {modules} = await fetchCatalogueStructure();
  return Object.hasOwn(modules, key) ? modules[key] : undefined;
}

/** The kanji of these words and the radicals of those kanji (requirements §3.11), from the sources the learner enabled;
 * `ownWords` (slug → word) are the learner's deck entries, for words the catalogue may not have. */
export function fetchVocabularyHierarchy(
  slugs: string[],
  userOverrides: Settings['override-settings'],
  ownWords?: Record<string, string>,
): Promise<VocabularyHierarchy> {
  return getCatalogue('hierarchy', ownWords ? {slugs, userOverrides, ownWords} : {slugs, userOverrides});
}

/** A built-in deck (a chapter's vocab-list module, requirements §7.2 "Deck info"), or null when the catalogue has none by
 * that id. */
export async function fetchDeckInfo(deckID: string): Promise<DeckInfo | null> {
  try {
    return await getCatalogue<DeckInfo>('deck-info', {deck_id: deckID});
  } catch (error) {
    if (error instanceof CatalogueRequestError && error.status === 404) return null;
    throw error;
  }
}
