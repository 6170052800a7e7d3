import {expect, test, vi} from 'vitest';
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

test('counts are formatted by one shared number format, not one made per call', () => {
  // Number#toLocaleString builds an ICU number format on every call, about a millisecond on a busy machine, and the
  // pending-writes labels are rendered on every write.
  const numberToLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
  try {
    expect(plural(3, 'change')).toBe('3 changes');
    expect(numberToLocaleString).not.toHaveBeenCalled();
  } finally {
    numberToLocaleString.mockRestore();
  }
});
