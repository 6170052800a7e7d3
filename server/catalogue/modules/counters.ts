// Counter drills: numbers with the counters a chapter introduces. /practice/counters reads `counter` (a group of
// schema/counters/groups.ts) and `module` (the step, so finishing the drill completes it).
import {textbookOfChapter} from '../../../schema/catalogue.ts';
import type {CounterGroup} from '../../../schema/counters/groups.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

/** Chapter 2's prices drill, placed by hand after the money lesson. */
export const PRACTICE_MONEY_KEY = `${chapterKeyPrefix('genki_1', 2)}_practice-money`;

const COUNTERS: {chapter: number; slug: string; counter: CounterGroup; title: string; description: string}[] = [
  {
    chapter: 1,
    slug: 'counter-time',
    counter: 'time',
    title: 'Telling the time: 時 and 分',
    description: 'Read clock times aloud.',
  },
  {
    chapter: 1,
    slug: 'counter-age',
    counter: 'age',
    title: 'How old: ～歳',
    description: 'Ages from one to thirty-eight, and はたち.',
  },
  {
    chapter: 2,
    slug: 'practice-money',
    counter: 'yen',
    title: 'Prices in yen',
    description: 'Read prices, from ten yen to tens of thousands.',
  },
  {
    chapter: 4,
    slug: 'counter-dates',
    counter: 'dates',
    title: 'Dates: ～月 and ～日',
    description: 'Months, and the days of the month with their own words.',
  },
  {
    chapter: 7,
    slug: 'counter-people',
    counter: 'people',
    title: 'Counting people: 人',
    description: 'ひとり, ふたり, さんにん and on.',
  },
  {
    chapter: 9,
    slug: 'counter-tsu',
    counter: 'tsu',
    title: 'Counting things: ～つ',
    description: 'The native counter from ひとつ to とお.',
  },
  {
    chapter: 13,
    slug: 'counter-times-floors-cups',
    counter: 'kai-hai',
    title: 'Times, floors and cups: 回, 階 and 杯',
    description: 'How often, which floor, how many cups.',
  },
  {
    chapter: 14,
    slug: 'counter-objects',
    counter: 'hon-mai',
    title: 'Long and flat things: 本 and 枚',
    description: 'Counters for pens, bottles, paper and shirts.',
  },
  {
    chapter: 14,
    slug: 'counter-animals-books',
    counter: 'hiki-satsu-ko',
    title: 'Animals, books and pieces: 匹, 冊 and 個',
    description: 'Small animals, books, and small round things.',
  },
];

export function counterModules(): PlacedModule[] {
  return COUNTERS.map(({chapter, slug, counter, title, description}) => {
    const key = `${chapterKeyPrefix(textbookOfChapter(chapter), chapter)}_${slug}`;
    return {
      chapter,
      role: 'counters',
      module: {
        kind: 'lesson',
        key,
        title,
        description,
        link: `/practice/counters?${new URLSearchParams({counter, module: key})}`,
        lesson_type: 'counter-practice',
      },
    };
  });
}
