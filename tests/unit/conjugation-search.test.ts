// /practice/conjugation's search parameters: valid options pass, anything invalid empties the whole search, and
// the drill's options come from the search, then the saved settings, then the defaults.
import {describe, expect, test} from 'vitest';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';
import {
  completeSearch,
  conjugationSearchSchema,
  effectiveOptions,
  isCompleteSearch,
} from '../../src/features/conjugation/conjugation-search.ts';

const parse = (search: Record<string, unknown>) => conjugationSearchSchema.parse(search);
const defaults = DEFAULT_SETTINGS['conjugation-practice'];

describe('validation', () => {
  test('every §2.5 flag, jlptLevel, amount, a seed and a module are kept', () => {
    expect(
      parse({
        teForm: true,
        verb: true,
        plain: false,
        jlptLevel: 'n3',
        amount: 25,
        seed: 1234,
        module: 'genki_1_ch6_conjugation-te-form',
      }),
    ).toEqual({
      teForm: true,
      verb: true,
      plain: false,
      jlptLevel: 'n3',
      amount: 25,
      seed: 1234,
      module: 'genki_1_ch6_conjugation-te-form',
    });
    expect(parse({})).toEqual({});
    expect(parse({amount: 1})).toEqual({amount: 1});
    expect(parse({amount: 100})).toEqual({amount: 100});
  });

  test.each([
    ['a flag that is not a boolean', {teForm: 'yes'}],
    ['an unknown JLPT level', {jlptLevel: 'n6'}],
    ['an upper-case level', {jlptLevel: 'N5'}],
    ['amount 0', {amount: 0}],
    ['amount 101', {amount: 101}],
    ['amount as text', {amount: 'ten'}],
    ['a negative seed', {seed: -1}],
    ['a seed beyond 32 bits', {seed: 2 ** 32}],
    ['an empty module', {module: '  '}],
  ])('%s makes the whole search empty, valid parts included', (_name, invalid) => {
    expect(parse({verb: true, amount: 20, ...invalid})).toEqual({});
  });

  test('a fractional amount in range drops only that key: the rest of the search stays, and the raw 2.5 is hidden', () => {
    const raw = {verb: true, jlptLevel: 'n4', amount: 2.5};
    const parsed = parse(raw);
    expect(parsed).toEqual({verb: true, jlptLevel: 'n4', amount: undefined});
    expect({...raw, ...parsed}.amount).toBeUndefined();
  });

  test('the empty search names every key, so the raw value under it is hidden (the router merges the two)', () => {
    const raw = {amount: 500, teForm: true, seed: 3};
    const merged = {...raw, ...parse(raw)};
    expect(Object.values(merged).every((value) => value === undefined)).toBe(true);
  });

  test('unknown parameters are dropped, the rest kept', () => {
    expect(parse({verb: true, mode: 'spellings'})).toEqual({verb: true});
  });
});

describe('effective options', () => {
  const saved = {...defaults, amount: 30, jlptLevel: 'n4' as const, reverse: true};

  test('the search wins over the saved settings, which win over the defaults', () => {
    expect(effectiveOptions({amount: 5, teForm: true}, saved)).toEqual({...saved, amount: 5, teForm: true});
    expect(effectiveOptions({}, saved)).toEqual(saved);
    expect(effectiveOptions({}, undefined)).toEqual(defaults);
  });

  test('invalid input falls back to the saved settings', () => {
    expect(effectiveOptions(parse({amount: 500, teForm: true}), saved)).toEqual(saved);
  });

  test('only a search with every option and a seed is complete; completing one keeps the module', () => {
    expect(isCompleteSearch({amount: 5, seed: 1})).toBe(false);
    expect(isCompleteSearch({...defaults})).toBe(false);
    const complete = completeSearch(defaults, 7, 'genki_1_ch3_conjugation-masu-form');
    expect(isCompleteSearch(complete)).toBe(true);
    expect(parse(complete)).toEqual(complete);
    expect(complete).toMatchObject({seed: 7, module: 'genki_1_ch3_conjugation-masu-form', normal: true, amount: 10});
    expect(completeSearch(defaults, 7, undefined)).not.toHaveProperty('module');
  });
});
