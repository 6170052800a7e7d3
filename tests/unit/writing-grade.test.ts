import {expect, test} from 'vitest';
import {ratingOfSelfGrade, suggestedRating} from '../../src/features/review/writing-grade.ts';
import {summary} from '../../src/features/handwriting/writing-session.ts';

test('every stroke right first time suggests Good', () => {
  expect(suggestedRating(summary(['first-time', 'first-time', 'first-time']))).toBe(3);
});

test('a stroke right only after a miss suggests Hard', () => {
  expect(suggestedRating(summary(['first-time', 'after-misses', 'first-time']))).toBe(2);
});

test('a stroke the pad had to draw suggests Again, whatever the others', () => {
  expect(suggestedRating(summary(['helped', 'first-time']))).toBe(1);
  expect(suggestedRating(summary(['after-misses', 'helped', 'first-time']))).toBe(1);
});

test('a writing on paper is graded by the learner in the same grades', () => {
  expect(ratingOfSelfGrade('Right first time')).toBe(3);
  expect(ratingOfSelfGrade('Needed help')).toBe(2);
  expect(ratingOfSelfGrade('Got it wrong')).toBe(1);
});
