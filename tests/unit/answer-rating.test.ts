import {expect, test} from 'vitest';
import {ratingForAnswer} from '../../src/features/practice/answer-rating.ts';

test('right is Good (3), a close slip is Hard (2), wrong is Again (1)', () => {
  expect(ratingForAnswer({correct: true, close: false})).toBe(3);
  expect(ratingForAnswer({correct: true, close: true})).toBe(2);
  expect(ratingForAnswer({correct: false, close: false})).toBe(1);
});
