import {expect, test} from 'vitest';
import {kanjiChoiceSchema, kanjiTestSearchSchema} from '../../src/features/kanji/kanji-choice.ts';

const problem = (text: string) => {
  const result = kanjiChoiceSchema.safeParse(text);
  return result.success ? null : result.error.issues[0]!.message;
};

test('one kanji is a choice, spaces around it aside', () => {
  expect(kanjiChoiceSchema.parse('水')).toBe('水');
  expect(kanjiChoiceSchema.parse(' 𠮟 ')).toBe('𠮟');
});

test('anything else is refused with a message in plain English', () => {
  expect(problem('')).toBe('Type a kanji, such as 水.');
  expect(problem('水火')).toBe('Type one kanji at a time: “水”, not “水火”.');
  expect(problem('a')).toBe('“a” is not a kanji. Type one kanji, such as 水.');
  expect(problem('み')).toBe('“み” is not a kanji. Type one kanji, such as 水.');
  expect(problem('々')).toBe('“々” is not a kanji. Type one kanji, such as 水.');
});

test('the address carries a kanji; anything else in it is dropped', () => {
  expect(kanjiTestSearchSchema.parse({kanji: '水'})).toEqual({kanji: '水'});
  expect(kanjiTestSearchSchema.parse({kanji: 'water'})).toEqual({kanji: undefined});
  expect(kanjiTestSearchSchema.parse({})).toEqual({kanji: undefined});
});

test('mode=write in the address opens the writing pad; any other mode is dropped', () => {
  expect(kanjiTestSearchSchema.parse({kanji: '水', mode: 'write'})).toEqual({kanji: '水', mode: 'write'});
  expect(kanjiTestSearchSchema.parse({mode: 'draw'})).toEqual({kanji: undefined, mode: undefined});
});
