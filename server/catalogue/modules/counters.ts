// Counter drills: numbers with the counters a chapter introduces. /practice/counters reads `counter`.
import {textbookOfChapter} from '../../../schema/catalogue.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

/** Money practice has no screen yet: its chapter lists it among the disabled modules. */
export const PRACTICE_MONEY_KEY = `${chapterKeyPrefix('genki_1', 2)}_practice-money`;

const COUNTERS: {chapter: number; slug: string; counter: string; title: string; description: string}[] = [
  {chapter: 1, slug: 'counter-time', counter: 'time', title: 'Telling the time: 時 and 分', description: 'Read clock times aloud.'},
  {chapter: 2, slug: 'practice-money', counter: 'yen', title: 'Prices in yen', description: 'Read prices, from ten yen to tens of thousands.'},
  {chapter: 7, slug: 'counter-people', counter: 'people', title: 'Counting people: 人', description: 'ひとり, ふたり, さんにん and on.'},
  {chapter: 9, slug: 'counter-tsu', counter: 'tsu', title: 'Counting things: ～つ', description: 'The native counter from ひとつ to とお.'},
  {chapter: 14, slug: 'counter-objects', counter: 'hon-mai', title: 'Long and flat things: 本 and 枚', description: 'Counters for pens, bottles, paper and shirts.'},
];

export function counterModules(): PlacedModule[] {
  return COUNTERS.map(({chapter, slug, counter, title, description}) => ({
    chapter,
    role: 'counters',
    module: {
      kind: 'lesson', key: `${chapterKeyPrefix(textbookOfChapter(chapter), chapter)}_${slug}`, title, description,
      link: `/practice/counters?counter=${counter}`, lesson_type: 'counter-practice',
    },
  }));
}
