// The conjugation engine against the hand-written table (tests/unit/conjugation-table.ts): every accepted answer,
// no more, and nothing where a combination does not exist.
import {describe, expect, test} from 'vitest';
import {conjugate, conjugateWritten} from '../../schema/conjugation/conjugate.ts';
import {allForms} from '../../schema/conjugation/forms.ts';
import {CONJUGATION_TABLE, EIGHT_CELLS, WRITTEN_TABLE} from './conjugation-table.ts';

const rows = CONJUGATION_TABLE.flatMap((word) =>
  Object.entries(word.forms).flatMap(([form, cells]) =>
    cells.map((cell, index) => ({
      word,
      form: {form, ...EIGHT_CELLS[index]!} as Parameters<typeof conjugate>[1],
      expected: cell === '' ? [] : [cell].flat(),
    })),
  ),
);

test('the table holds at least 400 expected forms', () => {
  expect(rows.filter((row) => row.expected.length > 0).length).toBeGreaterThanOrEqual(400);
});

describe('conjugate', () => {
  test.each(
    rows.map(
      (row) =>
        [`${row.word.kana} ${row.form.form} ${row.form.register} ${row.form.tense} ${row.form.polarity}`, row] as const,
    ),
  )('%s', (_name, {word, form, expected}) => {
    expect(conjugate({kana: word.kana, class: word.class}, form)).toEqual(expected);
  });

  test('a past or negative volitional, and any polite or past te, tari, imperative or conditional, does not exist', () => {
    const verb = {kana: 'のむ', class: 'godan'} as const;
    for (const form of allForms()) {
      const exists = conjugate(verb, form).length > 0;
      const plainNonPast = form.register === 'plain' && form.tense === 'nonpast';
      if (['te', 'tari', 'imperative', 'conditional'].includes(form.form))
        expect(exists, JSON.stringify(form)).toBe(plainNonPast);
      else if (form.form === 'volitional')
        expect(exists, JSON.stringify(form)).toBe(form.tense === 'nonpast' && form.polarity === 'pos');
      else expect(exists, JSON.stringify(form)).toBe(true);
    }
  });

  test('adjectives have only the normal, te, tari and conditional forms', () => {
    for (const word of [
      {kana: 'あつい', class: 'i-adjective'},
      {kana: 'べんり', class: 'na-adjective'},
    ] as const) {
      const existing = new Set(
        allForms()
          .filter((form) => conjugate(word, form).length > 0)
          .map((form) => form.form),
      );
      expect([...existing].sort()).toEqual(['conditional', 'normal', 'tari', 'te']);
    }
  });
});

describe('conjugateWritten', () => {
  test.each(WRITTEN_TABLE.map((row) => [`${row.written} ${row.form} ${row.cell}`, row] as const))(
    '%s',
    (_name, row) => {
      expect(conjugateWritten(row, {form: row.form, ...EIGHT_CELLS[row.cell]!})).toEqual(row.expected);
    },
  );
});
