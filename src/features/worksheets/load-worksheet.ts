// What a worksheet page needs (/worksheets/{key}): its catalogue module, the sheet of the chapter whose path lists it,
// and where that chapter is. Unknown keys, modules of another kind and chapters without a sheet are not found.
import {notFound} from '@tanstack/react-router';
import type {LessonModule} from '../../../schema/catalogue.ts';
import {fetchCatalogueStructure} from '../../app/catalogue/catalogue-api.ts';
import {chapterOfModule, type ChapterLink} from '../../app/catalogue/structure-lookup.ts';
import {WORKSHEET_LOADERS} from '../../content/worksheets/index.ts';
import type {Worksheet} from './worksheet.ts';

export type LoadedWorksheet = {module: LessonModule; sheet: Worksheet; chapter: ChapterLink};

export async function loadWorksheet(moduleKey: string): Promise<LoadedWorksheet> {
  const structure = await fetchCatalogueStructure();
  const module = Object.hasOwn(structure.modules, moduleKey) ? structure.modules[moduleKey] : undefined;
  if (module?.kind !== 'lesson' || module.lesson_type !== 'worksheet') throw notFound();
  const chapter = chapterOfModule(structure, moduleKey);
  const load = chapter && WORKSHEET_LOADERS[chapter.number];
  if (!chapter || !load) throw notFound();
  // The sheets' schema comes with the sheet, not with the app's entry: no other page builds it.
  const [{worksheetSchema}, {default: sheet}] = await Promise.all([import('./worksheet.ts'), load()]);
  return {module, sheet: worksheetSchema.parse(sheet), chapter};
}
