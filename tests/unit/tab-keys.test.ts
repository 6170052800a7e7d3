import {expect, test} from 'vitest';
import {tabAfterKey} from '../../src/components/tab-keys.ts';

test('arrows move to the next or previous tab and wrap round; Home and End go to the ends; other keys do nothing', () => {
  expect([0, 1, 2].map((current) => tabAfterKey('ArrowRight', current, 3))).toEqual([1, 2, 0]);
  expect([0, 1, 2].map((current) => tabAfterKey('ArrowLeft', current, 3))).toEqual([2, 0, 1]);
  expect(tabAfterKey('Home', 2, 3)).toBe(0);
  expect(tabAfterKey('End', 0, 3)).toBe(2);
  expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  expect(tabAfterKey('ArrowDown', 1, 3)).toBeNull();
});
