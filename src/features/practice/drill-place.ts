// Where a drill opened from a chapter path belongs: its catalogue module (a conjugation or counter step) and the
// chapter it leads back to. A drill opened from anywhere else, or naming no such module, belongs nowhere.
import type {LessonModule} from '../../../schema/catalogue.ts';
import {fetchCatalogueStructure} from '../../app/catalogue/catalogue-api.ts';
import {chapterOfModule, type ChapterLink} from '../../app/catalogue/structure-lookup.ts';

export type DrillPlace = {module: Pick<LessonModule, 'key' | 'title'>; chapter: ChapterLink | null};

export async function loadDrillPlace(
  moduleKey: string | undefined,
  lessonType: LessonModule['lesson_type'],
): Promise<DrillPlace | null> {
  if (!moduleKey) return null;
  try {
    const structure = await fetchCatalogueStructure();
    const module = Object.hasOwn(structure.modules, moduleKey) ? structure.modules[moduleKey] : undefined;
    if (module?.kind !== 'lesson' || module.lesson_type !== lessonType) return null;
    return {module: {key: module.key, title: module.title}, chapter: chapterOfModule(structure, moduleKey)};
  } catch (error) {
    // The drill itself needs no catalogue: without it, it still runs, just not as a step of the path.
    console.warn('Could not find the path step of this drill', error);
    return null;
  }
}
