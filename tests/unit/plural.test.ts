import {expect, test} from 'vitest';
import {plural, pluralWord} from '../../src/app/plural.ts';

test('one takes the singular; any other count, zero included, the plural', () => {
  expect(plural(1, 'word')).toBe('1 word');
  expect(plural(0, 'word')).toBe('0 words');
  expect(plural(2, 'entry', 'entries')).toBe('2 entries');
  expect(pluralWord(1, 'review')).toBe('review');
  expect(pluralWord(3, 'review')).toBe('reviews');
});

test('large counts are grouped as English writes them', () => {
  expect(plural(1200, 'word')).toBe('1,200 words');
});
