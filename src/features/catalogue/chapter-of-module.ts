// Which chapter's learning path a module belongs to, so a screen can lead back to it.
import type {Textbook, TextbookID} from '../../../schema/catalogue.ts';

export type ChapterLink = {textbookID: TextbookID; number: number; title: string; href: string};

/** The first chapter (in course order) whose path lists the module, or null when no path does. */
export function chapterOfModule(textbooks: readonly Textbook[], moduleKey: string): ChapterLink | null {
  for (const textbook of textbooks) {
    for (const chapter of textbook.chapters) {
      if (chapter.learning_path_items.includes(moduleKey)) {
        return {textbookID: textbook.id, number: chapter.number, title: chapter.title, href: `/learn/${textbook.id}/${chapter.slug}`};
      }
    }
  }
  return null;
}
