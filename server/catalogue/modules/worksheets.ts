// A worksheet for every chapter: chapter 0 a kana writing sheet, chapters 1–20 a sheet of particles, a conjugation
// table, kanji boxes, translation and a reading passage. The sheets themselves live with the page that shows them
// (src/content/worksheets/); here is what the path needs to list them.
import {textbookOfChapter} from '../../../schema/catalogue.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

const WORKSHEETS: {chapter: number; title: string; description: string}[] = [
  {chapter: 0, title: 'Kana writing sheet', description: 'Read hiragana aloud and write your first words in it.'},
  {chapter: 1, title: 'Self-introduction worksheet', description: 'Introduce people with は, です and の.'},
  {chapter: 2, title: 'Shopping worksheet', description: 'これ・それ・あれ, prices, じゃないです, も, ね and よ.'},
  {chapter: 3, title: 'Weekly schedule worksheet', description: 'Polite verbs and the particles of place and time.'},
  {chapter: 4, title: 'Where and when worksheet', description: 'ある and いる, positions, and the polite past.'},
  {chapter: 5, title: 'Adjectives worksheet', description: 'Both kinds of adjective, present and past.'},
  {chapter: 6, title: 'Te-form worksheet', description: 'Te-forms in requests, permission and joined actions.'},
  {chapter: 7, title: 'Family worksheet', description: '～ている, and describing people.'},
  {chapter: 8, title: 'Short forms worksheet', description: 'Short present forms with と思う and と言う.'},
  {chapter: 9, title: 'Short past worksheet', description: 'Short past forms, noun clauses and the つ counter.'},
  {chapter: 10, title: 'Comparisons worksheet', description: 'より, 一番, つもり and なる.'},
  {chapter: 11, title: 'Wants and experiences sheet', description: '～たい, ～たり and ～たことがある.'},
  {chapter: 12, title: 'Feeling unwell worksheet', description: '～んです, ～すぎる, advice and obligations.'},
  {chapter: 13, title: 'Potential verbs worksheet', description: 'Write what you can and cannot do.'},
  {chapter: 14, title: 'Giving worksheet', description: 'あげる, くれる, もらう, ほしい and かもしれない.'},
  {chapter: 15, title: 'Travel plans worksheet', description: 'The volitional form and ～ておく.'},
  {chapter: 16, title: 'Favours worksheet', description: 'Doing and asking favours, and apologising.'},
  {chapter: 17, title: 'News and ifs worksheet', description: 'Hearsay, ～たら and ～なくてもいい.'},
  {chapter: 18, title: 'Things that happen sheet', description: 'Transitive and intransitive pairs, ～てしまう.'},
  {chapter: 19, title: 'Honorific speech worksheet', description: 'Honorific verbs and thanking for favours.'},
  {chapter: 20, title: 'Humble speech worksheet', description: 'Humble verbs, directions and ～やすい.'},
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
