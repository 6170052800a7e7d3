import {expect, test} from 'vitest';
import type {Textbook} from '../../schema/catalogue.ts';
import {chapterOfModule} from '../../src/app/catalogue/structure-lookup.ts';

function chapter(number: number, items: string[]): Textbook['chapters'][number] {
  return {
    id: `ch${number}`,
    slug: `chapter-${number}`,
    number,
    title: `Chapter ${number}`,
    description: 'x',
    learning_path_items: items,
    disabled_modules: [],
  };
}

const textbooks: Textbook[] = [
  {
    id: 'genki_1',
    name: 'Genki I',
    short_name: 'G1',
    publisher: 'p',
    level: 'N5',
    cover_image_url: null,
    chapters: [chapter(0, ['hiragana', 'hiragana-quiz']), chapter(1, ['genki_1_ch1_people'])],
  },
  {
    id: 'genki_2',
    name: 'Genki II',
    short_name: 'G2',
    publisher: 'p',
    level: 'N4',
    cover_image_url: null,
    chapters: [chapter(13, ['genki_2_ch13_verbs'])],
  },
];

test('finds the chapter whose path lists the module', () => {
  expect(chapterOfModule({textbooks}, 'hiragana-quiz')).toEqual({
    textbookID: 'genki_1',
    number: 0,
    title: 'Chapter 0',
    href: '/learn/genki_1/chapter-0',
  });
  expect(chapterOfModule({textbooks}, 'genki_2_ch13_verbs')?.href).toBe('/learn/genki_2/chapter-13');
});

test('a module in no path has no chapter', () => {
  expect(chapterOfModule({textbooks}, 'nowhere')).toBeNull();
});
