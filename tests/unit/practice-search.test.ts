import {expect, test} from 'vitest';
import {allowedModes, effectiveMode, parsePracticeSearch} from '../../src/features/practice/practice-search.ts';

test('mode is spellings only when it says spellings; anything else is meanings', () => {
  expect(parsePracticeSearch({mode: 'spellings'})).toEqual({mode: 'spellings'});
  expect(parsePracticeSearch({mode: 'meanings'})).toEqual({mode: 'meanings'});
  expect(parsePracticeSearch({})).toEqual({mode: 'meanings'});
  expect(parsePracticeSearch({mode: 'bogus'})).toEqual({mode: 'meanings'});
  expect(parsePracticeSearch({mode: 'SPELLINGS'})).toEqual({mode: 'meanings'});
  expect(parsePracticeSearch({mode: ['spellings']})).toEqual({mode: 'meanings'});
  expect(parsePracticeSearch({mode: 3, other: 'kept out'})).toEqual({mode: 'meanings'});
});

test('a module without allowed modes allows both; a meanings-only module practises meanings', () => {
  expect(allowedModes({})).toEqual(['meanings', 'spellings']);
  expect(allowedModes({allowed_practice_modes: ['meanings']})).toEqual(['meanings']);
  expect(effectiveMode('spellings', {allowed_practice_modes: ['meanings']})).toBe('meanings');
  expect(effectiveMode('spellings', {})).toBe('spellings');
  expect(effectiveMode('meanings', {allowed_practice_modes: ['spellings']})).toBe('spellings');
});
