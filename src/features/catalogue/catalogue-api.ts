// The catalogue endpoints (server/catalogue/, spec §7.2) as the client calls them. GET with the input as JSON in
// `?input=` so browsers and the service worker can cache the answers.
import type {CatalogueStructure, VocabularyItem} from '../../../schema/catalogue.ts';

export class CatalogueRequestError extends Error {}

async function getCatalogue<T>(endpoint: string, input: unknown): Promise<T> {
  const response = await fetch(`/api/catalogue/${endpoint}?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = await response.json().catch(() => null) as {error?: string} | null;
  if (!response.ok) throw new CatalogueRequestError(body?.error ?? `Catalogue request failed (${response.status})`);
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

let structure: Promise<CatalogueStructure> | undefined;

/** Textbooks, chapter paths, modules and creators: fetched once per page load (the HTTP cache keeps it longer). */
export function loadCatalogueStructure(): Promise<CatalogueStructure> {
  structure ??= getCatalogue<CatalogueStructure>('structure', {}).catch((error: unknown) => {
    structure = undefined; // a failed load is tried again next time
    throw error;
  });
  return structure;
}
