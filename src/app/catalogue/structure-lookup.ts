// Finding things in the catalogue structure the client holds: a chapter by address, the chapter whose path holds a
// module, and the step after a module in its path.
import type {Chapter, CatalogueStructure, Module, Textbook, TextbookID} from '../../../schema/catalogue.ts';

export type ChapterInTextbook = {textbook: Textbook; chapter: Chapter};

export function findChapter(
  structure: CatalogueStructure,
  textbookId: string,
  chapterSlug: string,
): ChapterInTextbook | null {
  const textbook = structure.textbooks.find((each) => each.id === textbookId);
  const chapter = textbook?.chapters.find((each) => each.slug === chapterSlug);
  return textbook && chapter ? {textbook, chapter} : null;
}

export function chapterContaining(
  structure: Pick<CatalogueStructure, 'textbooks'>,
  moduleKey: string,
): ChapterInTextbook | null {
  for (const textbook of structure.textbooks) {
    const chapter = textbook.chapters.find((each) => each.learning_path_items.includes(moduleKey));
    if (chapter) return {textbook, chapter};
  }
  return null;
}

/** Where a screen leads back to: the chapter whose path lists the module. */
export type ChapterLink = {textbookID: TextbookID; number: number; title: string; href: string};

/** The first chapter (in course order) whose path lists the module, or null when no path does. */
export function chapterOfModule(
  structure: Pick<CatalogueStructure, 'textbooks'>,
  moduleKey: string,
): ChapterLink | null {
  const place = chapterContaining(structure, moduleKey);
  if (!place) return null;
  const {textbook, chapter} = place;
  return {
    textbookID: textbook.id,
    number: chapter.number,
    title: chapter.title,
    href: `/learn/${textbook.id}/${chapter.slug}`,
  };
}

export type NextStep =
  | {kind: 'module'; module: Module}
  | {kind: 'chapter'; textbookId: string; chapterSlug: string; title: string};

/** The next module of the path that is offered (disabled ones are skipped); after the last, the chapter page. */
export function nextStep(structure: CatalogueStructure, moduleKey: string): NextStep | null {
  const place = chapterContaining(structure, moduleKey);
  if (!place) return null;
  const {textbook, chapter} = place;
  const path = chapter.learning_path_items;
  const next = path
    .slice(path.indexOf(moduleKey) + 1)
    .find((key) => !chapter.disabled_modules.includes(key) && structure.modules[key]);
  return next
    ? {kind: 'module', module: structure.modules[next]!}
    : {kind: 'chapter', textbookId: textbook.id, chapterSlug: chapter.slug, title: chapter.title};
}
