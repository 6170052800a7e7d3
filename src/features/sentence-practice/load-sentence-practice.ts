// What a sentence-practice or listening screen needs (requirements §2.3 /practice/sentence-practice/{id}): its module,
// the sentences of its sets in order, and the chapter it leads back to. Unknown ids, and modules of another kind,
// are not found.
import {notFound} from '@tanstack/react-router';
import type {PracticeModule, Sentence} from '../../../schema/catalogue.ts';
import {fetchCatalogueStructure, fetchSentenceSets} from '../../app/catalogue/catalogue-api.ts';
import {chapterOfModule, type ChapterLink} from '../../app/catalogue/structure-lookup.ts';

export type PracticeSentence = Sentence & {key: string};
export type LoadedSentencePractice = {
  module: PracticeModule;
  sentences: PracticeSentence[];
  chapter: ChapterLink | null;
};

export async function loadSentencePractice(
  moduleKey: string,
  sessionType: 'sentence-practice' | 'listening-practice' = 'sentence-practice',
): Promise<LoadedSentencePractice> {
  const structure = await fetchCatalogueStructure();
  const module = Object.hasOwn(structure.modules, moduleKey) ? structure.modules[moduleKey] : undefined;
  if (module?.kind !== 'practice' || module.session_type !== sessionType) throw notFound();
  const setIds = module.sentence_set_ids ?? [];
  const sets = setIds.length ? await fetchSentenceSets(setIds) : {};
  const sentences = setIds.flatMap((id) =>
    (sets[id]?.sentences ?? []).map((sentence, index) => ({...sentence, key: `${id}:${index}`})),
  );
  return {module, sentences, chapter: chapterOfModule(structure, moduleKey)};
}
