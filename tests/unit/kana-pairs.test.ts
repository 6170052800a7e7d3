import {expect, test} from 'vitest';
import {isRomajiFor, kanaPairs} from '../../src/features/practice/kana-quiz/kana-pairs.ts';

const kana = (word: string, ...english: string[]) => ({word, english});

test('each kana pairs with its Hepburn romaji and the variants the catalogue lists', () => {
  expect(kanaPairs([kana('か', 'ka'), kana('を', 'wo', 'o'), kana('ぢ', 'ji', 'di'), kana('づ', 'zu', 'du'), kana('し', 'shi', 'si'), kana('ちゃ', 'cha', 'cya')])).toEqual([
    {kana: 'か', romaji: ['ka']},
    {kana: 'を', romaji: ['wo', 'o']},
    {kana: 'ぢ', romaji: ['ji', 'di']},
    {kana: 'づ', romaji: ['zu', 'du']},
    {kana: 'し', romaji: ['shi', 'si']},
    {kana: 'ちゃ', romaji: ['cha', 'cya']},
  ]);
});

test('wanakana fills in a spelling the item does not list, and case and spaces do not matter', () => {
  expect(kanaPairs([kana('ふ', 'HU'), kana('ん', ' n ')])).toEqual([{kana: 'ふ', romaji: ['fu', 'hu']}, {kana: 'ん', romaji: ['n']}]);
});

test('a kana listed in two sets is asked once, with the spellings of both', () => {
  expect(kanaPairs([kana('じ', 'ji'), kana('じ', 'zi')])).toEqual([{kana: 'じ', romaji: ['ji', 'zi']}]);
});

test('answers: any accepted spelling, any case, or the kana itself', () => {
  const [wo] = kanaPairs([kana('を', 'wo', 'o')]);
  expect(isRomajiFor(wo!, 'O')).toBe(true);
  expect(isRomajiFor(wo!, ' wo ')).toBe(true);
  expect(isRomajiFor(wo!, 'を')).toBe(true);
  expect(isRomajiFor(wo!, 'ho')).toBe(false);
  expect(isRomajiFor(wo!, '')).toBe(false);
});
