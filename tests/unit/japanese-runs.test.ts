// Japanese quoted in English lesson text is found run by run, so it can be marked lang="ja".
import {expect, test} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {isJapaneseAffix, splitJapaneseRuns} from '../../src/components/japanese-runs.ts';
import {MixedText} from '../../src/components/MixedText.tsx';

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

test('a prefix or suffix written with its wave dash is one token; words and sentences are not', () => {
  expect(['～さん', '〜さん', '～ます', 'お〜', '〜ねんせい'].every(isJapaneseAffix)).toBe(true);
  expect(['さん', '日本', 'か き く', '〜', 'はじめまして。'].some(isJapaneseAffix)).toBe(false);
});

test('an affix in English text stays on one line', () => {
  expect(renderToStaticMarkup(createElement(MixedText, {text: 'Names and ～さん'}))).toBe(
    'Names and <span lang="ja" class="ja-affix">～さん</span>',
  );
  expect(renderToStaticMarkup(createElement(MixedText, {text: 'Asking with か'}))).toBe(
    'Asking with <span lang="ja">か</span>',
  );
});
