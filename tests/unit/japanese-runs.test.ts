// Japanese quoted in English lesson text is found run by run, so it can be marked lang="ja".
import {expect, test} from 'vitest';
import {splitJapaneseRuns} from '../../src/components/japanese-runs.ts';

test('English with no Japanese is one plain run', () => {
  expect(splitJapaneseRuns('a plain sentence')).toEqual([{text: 'a plain sentence', japanese: false}]);
});

test('Japanese words inside English are separate runs, spaces around them stay English', () => {
  expect(splitJapaneseRuns('ん before a vowel, like きんえん.')).toEqual([
    {text: 'ん', japanese: true},
    {text: ' before a vowel, like ', japanese: false},
    {text: 'きんえん', japanese: true},
    {text: '.', japanese: false},
  ]);
});

test('kana separated by single spaces, kanji, 〜 and Japanese punctuation stay in one run', () => {
  expect(splitJapaneseRuns('row か き く, then 〜ねんせい and 日本、です。')).toEqual([
    {text: 'row ', japanese: false},
    {text: 'か き く', japanese: true},
    {text: ', then ', japanese: false},
    {text: '〜ねんせい', japanese: true},
    {text: ' and ', japanese: false},
    {text: '日本、です。', japanese: true},
  ]);
});
