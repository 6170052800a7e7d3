import {expect, test} from 'vitest';
import type {VocabularyItem} from '../../schema/catalogue.ts';
import {answerChoices, CHOICE_COUNT, meaningLabel} from '../../src/features/practice/answer-choices.ts';

const item = (key: string, ...english: string[]): VocabularyItem => ({key, word: key, reading: 'よみ', english, partOfSpeech: 'noun'});
const items = [
  item('がくせい', 'student'), item('せんせい', 'teacher'), item('いしゃ', 'doctor'), item('ともだち', 'friend'),
  item('にほん', 'Japan'), item('だいがく', 'college', 'university'), item('学生', 'student'), item('こうこう', 'high school'),
];

test('four choices: the right meaning once and three different ones from the module', () => {
  for (const each of items) {
    const choices = answerChoices(each, items, 1234, true);
    expect(choices).toHaveLength(CHOICE_COUNT);
    expect(choices.filter((choice) => choice.correct)).toEqual([{key: each.key, label: meaningLabel(each), correct: true}]);
    expect(new Set(choices.map((choice) => choice.label)).size).toBe(CHOICE_COUNT);
  }
  expect(meaningLabel(items[5]!)).toBe('college; university');
});

test('the same seed gives the same choices; another seed other choices', () => {
  const first = answerChoices(items[0]!, items, 99, true);
  expect(answerChoices(items[0]!, items, 99, true)).toEqual(first);
  const others = [1, 2, 3, 4, 5, 6].map((seed) => answerChoices(items[0]!, items, seed, true).map((choice) => choice.key).join());
  expect(new Set(others).size).toBeGreaterThan(1);
});

test('without shuffling the choices keep module order', () => {
  for (const seed of [1, 2, 3]) {
    const choices = answerChoices(items[3]!, items, seed, false);
    const positions = choices.map((choice) => items.findIndex((each) => each.key === choice.key));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }
});

test('with shuffling the right answer moves around', () => {
  const positions = new Set(Array.from({length: 20}, (_, seed) => answerChoices(items[0]!, items, seed, true).findIndex((choice) => choice.correct)));
  expect(positions.size).toBeGreaterThan(1);
});

test('a small module gives fewer choices', () => {
  expect(answerChoices(items[0]!, items.slice(0, 2), 5, true).map((choice) => choice.key).sort()).toEqual(['がくせい', 'せんせい']);
});
