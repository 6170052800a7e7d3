import {expect, test} from 'vitest';
import type {CourseKanji, VocabularyHierarchy} from '../../schema/catalogue.ts';
import {cardTargetOf, prerequisiteItems, prerequisiteKey} from '../../src/features/practice/prerequisites.ts';

function kanji(
  character: string,
  radicalComponents: string[],
  meanings: string[],
  onReadings: string[] = [],
  kunReadings: string[] = [],
): CourseKanji {
  return {
    character,
    radicalComponents,
    meanings,
    onReadings,
    kunReadings,
    strokeCount: null,
    grade: null,
    jlpt: null,
    meaningSource: 'kanjidic',
  };
}

const hierarchy: VocabularyHierarchy = {
  vocabulary: [
    {key: '休む', word: '休む', kanjiComponents: ['休']},
    {key: '日本', word: '日本', kanjiComponents: ['日', '本']},
    {key: '本', word: '本', kanjiComponents: ['本']},
  ],
  kanji: [
    kanji('休', ['亻', '木'], ['rest'], ['キュウ'], ['やす.む']),
    kanji('日', ['日'], ['day', 'sun'], ['ニチ', 'ジツ'], ['ひ']),
    kanji('本', ['木', '一'], ['book', 'origin'], ['ホン'], ['もと']),
  ],
  radicals: [
    {radical: '亻', meanings: ['person'], strokeCount: 2},
    {radical: '木', meanings: ['tree'], strokeCount: 4},
    {radical: '日', meanings: ['sun'], strokeCount: 4},
    {radical: '一', meanings: [], strokeCount: 1},
  ],
};

test('radicals come just before the first kanji built from them, kanji before the words, in word order', () => {
  const items = prerequisiteItems(hierarchy, () => false);
  expect(items.map((item) => item.key)).toEqual(['radical/亻', 'radical/木', 'kanji/休', 'kanji/日', 'kanji/本']);
  expect(items[2]).toMatchObject({
    word: '休',
    reading: 'キュウ',
    english: ['rest'],
    partOfSpeech: 'kanji',
    notes: ['On: キュウ · Kun: やす.む'],
  });
  expect(items[0]).toMatchObject({word: '亻', partOfSpeech: 'radical', english: ['person']});
});

test('what already has a card is skipped, and a run takes only a few whole groups', () => {
  const known = new Set(['kanji/休', 'radical/木']);
  const items = prerequisiteItems(hierarchy, (type, character) => known.has(prerequisiteKey(type, character)));
  expect(items.map((item) => item.key)).toEqual(['kanji/日', 'kanji/本']);
  // A kanji never comes without its radicals: with room for two, 休 (three with its radicals) waits for a later run.
  expect(prerequisiteItems(hierarchy, () => false, 2).map((item) => item.key)).toEqual(['kanji/日']);
});

test('run keys name the card they grade', () => {
  expect(cardTargetOf('kanji/日')).toEqual({type: 'kanji', itemKey: '日'});
  expect(cardTargetOf('radical/亻')).toEqual({type: 'radical', itemKey: '亻'});
  expect(cardTargetOf('日本')).toEqual({type: 'vocabulary', itemKey: '日本'});
  expect(cardTargetOf('〜人 (にん)')).toEqual({type: 'vocabulary', itemKey: '〜人 (にん)'});
});
