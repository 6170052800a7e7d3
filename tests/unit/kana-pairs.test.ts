import {expect, test} from 'vitest';
import {isRomajiFor, kanaPairs} from '../../src/features/practice/kana-quiz/kana-pairs.ts';

const kana = (word: string, ...english: string[]) => ({word, english});

test('each kana pairs with its Hepburn, Kunrei and Nihon-shiki spellings, then the variants the catalogue lists', () => {
  expect(
    kanaPairs([
      kana('か', 'ka'),
      kana('を', 'wo', 'o'),
      kana('ぢ', 'ji', 'di'),
      kana('づ', 'zu', 'du'),
      kana('し', 'shi', 'si'),
      kana('ちゃ', 'cha', 'cya'),
    ]),
  ).toEqual([
    {kana: 'か', romaji: ['ka']},
    {kana: 'を', romaji: ['o', 'wo']},
    {kana: 'ぢ', romaji: ['ji', 'zi', 'di']},
    {kana: 'づ', romaji: ['zu', 'du']},
    {kana: 'し', romaji: ['shi', 'si']},
    {kana: 'ちゃ', romaji: ['cha', 'tya', 'cya']},
  ]);
});

test('the standard spellings come even when the item lists none of them, and case and spaces do not matter', () => {
  expect(kanaPairs([kana('ふ', 'HU'), kana('ん', ' n '), kana('ゔ', 'vu')])).toEqual([
    {kana: 'ふ', romaji: ['fu', 'hu']},
    {kana: 'ん', romaji: ['n']},
    {kana: 'ゔ', romaji: ['vu']},
  ]);
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

test('the quiz takes Kunrei and Nihon-shiki spellings as well as the Hepburn the catalogue lists', () => {
  const pairs = new Map(
    kanaPairs([
      kana('し', 'shi'),
      kana('ち', 'chi'),
      kana('つ', 'tsu'),
      kana('ふ', 'fu'),
      kana('ぢ', 'ji'),
      kana('づ', 'zu'),
      kana('しゃ', 'sha'),
    ]).map((pair) => [pair.kana, pair]),
  );
  const accepts = (kana: string, answer: string) => isRomajiFor(pairs.get(kana)!, answer);
  expect(accepts('し', 'si')).toBe(true);
  expect(accepts('ち', 'ti')).toBe(true);
  expect(accepts('つ', 'tu')).toBe(true);
  expect(accepts('ふ', 'hu')).toBe(true);
  expect(accepts('ぢ', 'di')).toBe(true);
  expect(accepts('ぢ', 'zi')).toBe(true);
  expect(accepts('づ', 'du')).toBe(true);
  expect(accepts('しゃ', 'sya')).toBe(true);
  expect(accepts('し', 'SI')).toBe(true);
  expect(accepts('し', 'su')).toBe(false);
  expect(accepts('つ', 'ta')).toBe(false);
});
