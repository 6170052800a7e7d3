// Which keyword a kanji shows (issue 23): the first enabled source, by priority, that has the kanji, else KANJIDIC.
import {describe, expect, test} from 'vitest';
import {
  chooseKanjiMeanings,
  enabledByPriority,
  type SourceOverride,
  withKanjiKeyword,
} from '../../schema/kanji-meaning-sources.ts';

const override = (sourceId: string, priority: number, enabled = true): SourceOverride => ({
  name: sourceId,
  sourceId,
  priority,
  enabled,
  locked: false,
});
const sources = {
  wanikani: (kanji: string) => ({日: ['Sun', 'Day'], 月: ['Moon']})[kanji],
  'my-keywords': (kanji: string) => ({日: ['daylight']})[kanji],
};
const KANJIDIC = ['day', 'sun', 'Japan'];

describe('chooseKanjiMeanings', () => {
  test('the enabled source with the lowest priority number wins', () => {
    const overrides = [override('my-keywords', 500), override('wanikani', 999)];
    expect(chooseKanjiMeanings('日', KANJIDIC, overrides, sources)).toEqual({
      meanings: ['daylight'],
      sourceId: 'my-keywords',
    });
    const reordered = [override('my-keywords', 500), override('wanikani', 100)];
    expect(chooseKanjiMeanings('日', KANJIDIC, reordered, sources)).toEqual({
      meanings: ['Sun', 'Day'],
      sourceId: 'wanikani',
    });
  });

  test('a source without the kanji passes it on to the next one, and KANJIDIC is the last word', () => {
    const overrides = [override('my-keywords', 0), override('wanikani', 999)];
    expect(chooseKanjiMeanings('月', ['month', 'moon'], overrides, sources).sourceId).toBe('wanikani');
    expect(chooseKanjiMeanings('火', ['fire'], overrides, sources)).toEqual({meanings: ['fire'], sourceId: 'kanjidic'});
  });

  test('a disabled source, or one we do not have (such as a source since withdrawn), is skipped', () => {
    const disabled = [override('my-keywords', 0, false), override('wanikani', 999, false)];
    expect(chooseKanjiMeanings('日', KANJIDIC, disabled, sources).sourceId).toBe('kanjidic');
    const unknown = [override('jpdb', 0), override('wanikani', 999)];
    expect(chooseKanjiMeanings('日', KANJIDIC, unknown, sources).sourceId).toBe('wanikani');
    expect(chooseKanjiMeanings('日', KANJIDIC, unknown, {}).sourceId).toBe('kanjidic');
  });

  test('an empty list of meanings counts as none', () => {
    const overrides = [override('my-keywords', 0)];
    expect(chooseKanjiMeanings('日', KANJIDIC, overrides, {'my-keywords': () => []}).sourceId).toBe('kanjidic');
  });
});

test('enabledByPriority orders by priority and keeps the learner’s order on a tie', () => {
  const overrides = [override('b', 5), override('a', 1), override('c', 5), override('d', 0, false)];
  const lookups = {a: 'A', b: 'B', c: 'C', d: 'D'};
  expect(enabledByPriority(overrides, lookups).map(({sourceId}) => sourceId)).toEqual(['a', 'b', 'c']);
});

test('withKanjiKeyword sets or removes one kanji’s keyword and leaves the others', () => {
  const keywords = {日: 'daylight', 月: 'moon'};
  expect(withKanjiKeyword(keywords, '日', 'sunshine')).toEqual({日: 'sunshine', 月: 'moon'});
  expect(withKanjiKeyword(keywords, '火', 'fire')).toEqual({日: 'daylight', 月: 'moon', 火: 'fire'});
  expect(withKanjiKeyword(keywords, '日', null)).toEqual({月: 'moon'});
  expect(keywords).toEqual({日: 'daylight', 月: 'moon'});
});
