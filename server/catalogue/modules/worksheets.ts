// Printable worksheets. Their pages are not written yet, so every chapter lists them among its disabled modules.
import {textbookOfChapter} from '../../../schema/catalogue.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

const WORKSHEETS: {chapter: number; title: string; description: string}[] = [
  {chapter: 1, title: 'Self-introduction worksheet', description: 'Write your own introduction with は, です and の.'},
  {
    chapter: 3,
    title: 'Weekly schedule worksheet',
    description: 'Fill in a week of activities with polite verbs and particles.',
  },
  {
    chapter: 6,
    title: 'Te-form worksheet',
    description: 'Turn dictionary forms into te-forms and use them in requests.',
  },
  {chapter: 13, title: 'Potential verbs worksheet', description: 'Write what you can and cannot do.'},
];

export function worksheetModules(): PlacedModule[] {
  return WORKSHEETS.map(({chapter, title, description}) => {
    const key = `${chapterKeyPrefix(textbookOfChapter(chapter), chapter)}_worksheet`;
    return {
      chapter,
      role: 'worksheet',
      module: {kind: 'lesson', key, title, link: `/worksheets/${key}`, lesson_type: 'worksheet', description},
    };
  });
}
