// What a practice screen needs before it can show anything: its module, the module's words in set order, and the
// chapter it leads back to. Unknown ids (and modules that are not vocabulary practice) are not found (requirements §2.1).
import {notFound} from '@tanstack/react-router';
import type {PracticeModule, VocabularyItem} from '../../../schema/catalogue.ts';
import {
  fetchCatalogueStructure,
  fetchVocabularyDetails,
  fetchVocabularyKeys,
  findModule,
} from '../../app/catalogue/catalogue-api.ts';
import {chapterOfModule, type ChapterLink} from '../../app/catalogue/structure-lookup.ts';

export type VocabPracticeModule = PracticeModule & {session_type: 'vocab-practice' | 'vocab-test' | 'vocab-list'};
export type LoadedPractice = {module: VocabPracticeModule; items: VocabularyItem[]; chapter: ChapterLink | null};

function isVocabPractice(module: PracticeModule): module is VocabPracticeModule {
  return module.session_type !== 'sentence-practice' && module.session_type !== 'listening-practice';
}

/** The distinct words of the sets, in set order (a word in two sets is asked once). */
export async function fetchSetItems(setIds: string[]): Promise<VocabularyItem[]> {
  if (setIds.length === 0) return [];
  const keysBySet = await fetchVocabularyKeys(setIds);
  const keys = [...new Set(setIds.flatMap((id) => keysBySet[id] ?? []))];
  return keys.length ? fetchVocabularyDetails(keys) : [];
}

export async function loadPractice(moduleKey: string): Promise<LoadedPractice> {
  const module = await findModule(moduleKey);
  if (module?.kind !== 'practice' || !isVocabPractice(module)) throw notFound();
  const [items, structure] = await Promise.all([fetchSetItems(module.vocab_set_ids), fetchCatalogueStructure()]);
  return {module, items, chapter: chapterOfModule(structure, moduleKey)};
}
