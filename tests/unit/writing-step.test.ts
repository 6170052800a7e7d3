// The "write it" step of vocabulary practice (src/features/practice/writing-step.ts): which kanji of a word are asked,
// and after which answers the step comes.
import {expect, test} from 'vitest';
import {kanjiToWrite, runAsksWriting, writingAfterAnswer} from '../../src/features/practice/writing-step.ts';
import {isKanji, kanjiInWord} from '../../schema/kanji-in-word.ts';

const right = {correct: true, close: false};
const close = {correct: true, close: true};
const wrong = {correct: false, close: false};
const spellingsPractice = {mode: 'spellings', kind: 'practice'} as const;

test('the kanji of a word are its ideographs in order, each once; kana, marks and iteration marks are not kanji', () => {
  expect(kanjiInWord('先生')).toEqual(['先', '生']);
  expect(kanjiInWord('お名前')).toEqual(['名', '前']);
  expect(kanjiInWord('人々')).toEqual(['人']);
  expect(kanjiInWord('日曜日')).toEqual(['日', '曜']);
  expect(kanjiInWord('〜さん')).toEqual([]);
  expect(isKanji('々')).toBe(false);
  expect(isKanji('㐂')).toBe(true); // extension A
});

test('only the kanji the learner has met are asked, in the order the word writes them', () => {
  expect(kanjiToWrite('先生', new Set(['先', '生']))).toEqual(['先', '生']);
  expect(kanjiToWrite('先生', new Set(['生', '先']))).toEqual(['先', '生']);
  expect(kanjiToWrite('先生', new Set(['生']))).toEqual(['生']);
  expect(kanjiToWrite('学生', new Set(['先']))).toEqual([]);
  expect(kanjiToWrite('日曜日', new Set(['日']))).toEqual(['日']);
  expect(kanjiToWrite('あなた', new Set(['人']))).toEqual([]);
});

test('a visitor, who has met no kanji, is never asked to write', () => {
  expect(kanjiToWrite('人', new Set())).toEqual([]);
  expect(writingAfterAnswer(spellingsPractice, right, '人', new Set())).toEqual([]);
});

test('a word written more than one way is written its first way', () => {
  expect(kanjiToWrite('足; 脚', new Set(['足', '脚']))).toEqual(['足']);
  expect(kanjiToWrite('あし；足', new Set(['足']))).toEqual([]);
});

test('the step comes after a right or close answer in a spellings practice run', () => {
  const met = new Set(['人']);
  expect(writingAfterAnswer(spellingsPractice, right, '人', met)).toEqual(['人']);
  expect(writingAfterAnswer(spellingsPractice, close, '人', met)).toEqual(['人']);
});

test('no step after a wrong answer, before an answer, in meanings mode or in a vocabulary test', () => {
  const met = new Set(['人']);
  expect(writingAfterAnswer(spellingsPractice, wrong, '人', met)).toEqual([]);
  expect(writingAfterAnswer(spellingsPractice, null, '人', met)).toEqual([]);
  expect(writingAfterAnswer({mode: 'meanings', kind: 'practice'}, right, '人', met)).toEqual([]);
  expect(writingAfterAnswer({mode: 'spellings', kind: 'test'}, right, '人', met)).toEqual([]);
  expect(runAsksWriting('spellings', 'practice')).toBe(true);
  expect(runAsksWriting('meanings', 'practice')).toBe(false);
  expect(runAsksWriting('spellings', 'test')).toBe(false);
});
