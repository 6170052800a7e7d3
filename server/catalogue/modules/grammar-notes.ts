// One grammar-notes module per chapter 1–20, each opening its chapter's section of /grammar-notes.
import {chapterSlug, textbookOfChapter} from '../../../schema/catalogue.ts';
import {grammarNotesKey} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

export const GRAMMAR_NOTE_CHAPTERS = Array.from({length: 20}, (_, index) => index + 1);

export function grammarNotesModules(): PlacedModule[] {
  return GRAMMAR_NOTE_CHAPTERS.map((chapter) => ({
    chapter,
    role: 'grammar-notes',
    module: {
      kind: 'lesson',
      key: grammarNotesKey(textbookOfChapter(chapter), chapter),
      title: `Chapter ${chapter} grammar notes`,
      link: `/grammar-notes#${chapterSlug(chapter)}`,
      lesson_type: 'grammar-notes',
      description: `A short summary of every grammar point of chapter ${chapter}, with examples.`,
    },
  }));
}
