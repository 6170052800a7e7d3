import {expect, test} from 'vitest';
import {JLPT_LEVELS, jlptLabel} from '../../schema/jlpt.ts';

test('the levels run from the easiest, and are written as learners know them', () => {
  expect(JLPT_LEVELS).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
  expect(JLPT_LEVELS.map(jlptLabel)).toEqual(['N5', 'N4', 'N3', 'N2', 'N1']);
});
