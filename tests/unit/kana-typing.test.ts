import {expect, test} from 'vitest';
import {convertAtCaret, convertWhileTyping, finishKanaInput} from '../../src/features/practice/kana-typing.ts';

/** Types the text one key at a time, converting after every key as the input does. */
function type(keys: string): string {
  let value = '';
  for (const key of keys) value = convertWhileTyping(value + key);
  return value;
}

test('romaji turns into hiragana key by key', () => {
  expect(type('taberu')).toBe('たべる');
  expect(type('kyou')).toBe('きょう');
  expect(type('chotto')).toBe('ちょっと');
  expect(type('ko-hi-')).toBe('こーひー');
  expect(type('TABERU')).toBe('たべる');
});

test('a trailing n waits for the next key', () => {
  expect(type('hon')).toBe('ほn');
  expect(type('kon')).toBe('こn');
  expect(type('kona')).toBe('こな');
  expect(finishKanaInput(type('hon'))).toBe('ほん');
  expect(finishKanaInput(type('honn'))).toBe('ほん');
});

test("n, nn and n' give what learners mean", () => {
  expect(type('konnichiha')).toBe('こんにちは');
  expect(type('konnnichiha')).toBe('こんにちは');
  expect(type("kon'nichiha")).toBe('こんにちは');
  expect(type('kannkoku')).toBe('かんこく');
  expect(type('kankoku')).toBe('かんこく');
  expect(finishKanaInput(type("kin'en"))).toBe('きんえん');
  expect(finishKanaInput(type('kinen'))).toBe('きねん');
  expect(finishKanaInput(type('shinbun'))).toBe('しんぶん');
});

test('kana already in the field stays as it is', () => {
  expect(convertWhileTyping('たべ')).toBe('たべ');
  expect(convertWhileTyping('食べru')).toBe('食べる');
  expect(finishKanaInput('  たべる ')).toBe('たべる');
});

test('typing in the middle converts up to the caret and keeps the caret after the new kana', () => {
  expect(convertAtCaret('たka', 4)).toEqual({value: 'たか', caret: 2});
  expect(convertAtCaret('たkaる', 3)).toEqual({value: 'たかる', caret: 2});
  expect(convertAtCaret('たnる', 2)).toEqual({value: 'たnる', caret: 2});
  expect(convertAtCaret('', 0)).toEqual({value: '', caret: 0});
});

test('Kunrei and Nihon-shiki spellings and Hepburn doubled consonants turn into kana key by key too', () => {
  expect(type('sinbun')).toBe('しんぶn');
  expect(type('tikatetu')).toBe('ちかてつ');
  expect(type('huzi')).toBe('ふじ');
  expect(type('tyotto')).toBe('ちょっと');
  expect(type('hanadi')).toBe('はなぢ');
  expect(type('matchi')).toBe('まっち');
  expect(type('shimbun')).toBe('しんぶn');
  expect(type('sammai')).toBe('さんまい');
});
