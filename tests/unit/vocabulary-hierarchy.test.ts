import {describe, expect, test} from 'vitest';
import {
  buildVocabularyHierarchy,
  type HierarchySources,
  type OverrideSettings,
} from '../../server/catalogue/kanji/hierarchy.ts';
import {readComponents} from '../../server/catalogue/kanji/kanji-data.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';

const builtIn: Record<string, {word: string}> = {
  映画: {word: '映画'},
  'はし (bridge)': {word: '橋'},
  テレビ: {word: 'テレビ'},
  画家: {word: '画家'},
};
const yourDecks: Record<string, {word: string}> = {映画: {word: '映畫'}};

const kanjiBase = (character: string, radicalComponents: string[], meanings: string[]) => ({
  character,
  radicalComponents,
  meanings,
  onReadings: [],
  kunReadings: [],
  strokeCount: 1,
  grade: null,
  jlpt: null,
});
const KANJI: Record<string, ReturnType<typeof kanjiBase>> = {
  映: kanjiBase('映', ['日', '央'], ['reflect']),
  画: kanjiBase('画', ['一', '田'], ['brush-stroke', 'picture']),
  橋: kanjiBase('橋', ['木', '喬'], ['bridge']),
  家: kanjiBase('家', ['宀', '豕'], ['house']),
};

function sources(kanjiMeanings: HierarchySources['kanjiMeanings'] = {}): HierarchySources {
  return {
    vocabulary: {'built-in': (key) => builtIn[key], 'user-decks': (key) => yourDecks[key]},
    kanjiMeanings,
    kanji: (kanji) => KANJI[kanji],
    radical: (radical) => ({radical, meanings: [`part ${radical}`], strokeCount: null}),
  };
}

const defaults = (): OverrideSettings => structuredClone(DEFAULT_SETTINGS['override-settings']);
/** The defaults with "Your Decks" switched off, so the built-in words are the ones used. */
function builtInWords(overrides = defaults()): OverrideSettings {
  return {
    ...overrides,
    vocabularyOverrides: overrides.vocabularyOverrides.map((o) =>
      o.sourceId === 'user-decks' ? {...o, enabled: false} : o,
    ),
  };
}

describe('buildVocabularyHierarchy', () => {
  test('words → their kanji → the kanji’s radicals, each listed once, in order of first use', () => {
    const hierarchy = buildVocabularyHierarchy(
      {slugs: ['映画', 'テレビ', '画家', 'はし (bridge)', '映画', 'unknown'], userOverrides: builtInWords()},
      sources(),
    );
    expect(hierarchy.vocabulary).toEqual([
      {key: '映画', word: '映画', kanjiComponents: ['映', '画']},
      {key: 'テレビ', word: 'テレビ', kanjiComponents: []},
      {key: '画家', word: '画家', kanjiComponents: ['画', '家']},
      {key: 'はし (bridge)', word: '橋', kanjiComponents: ['橋']},
    ]);
    expect(hierarchy.kanji.map((k) => [k.character, k.radicalComponents, k.meaningSource])).toEqual([
      ['映', ['日', '央'], 'kanjidic'],
      ['画', ['一', '田'], 'kanjidic'],
      ['家', ['宀', '豕'], 'kanjidic'],
      ['橋', ['木', '喬'], 'kanjidic'],
    ]);
    expect(hierarchy.radicals.map((r) => r.radical)).toEqual(['日', '央', '一', '田', '宀', '豕', '木', '喬']);
  });

  test('with "Built-in Vocabulary" disabled the built-in words are not used', () => {
    const overrides = defaults();
    overrides.vocabularyOverrides = overrides.vocabularyOverrides.map((o) =>
      o.sourceId === 'built-in' ? {...o, enabled: false} : o,
    );
    const hierarchy = buildVocabularyHierarchy({slugs: ['映画', 'テレビ'], userOverrides: overrides}, sources());
    expect(hierarchy.vocabulary).toEqual([{key: '映画', word: '映畫', kanjiComponents: ['映']}]);
    expect(buildVocabularyHierarchy({slugs: ['テレビ'], userOverrides: overrides}, sources())).toEqual({
      vocabulary: [],
      kanji: [],
      radicals: [],
    });
  });

  test('vocabulary sources are asked in priority order: the lower number wins', () => {
    expect(buildVocabularyHierarchy({slugs: ['映画'], userOverrides: defaults()}, sources()).vocabulary[0]?.word).toBe(
      '映畫',
    );
    const overrides = defaults();
    overrides.vocabularyOverrides = overrides.vocabularyOverrides.map((o) =>
      o.sourceId === 'built-in' ? {...o, priority: -1} : o,
    );
    expect(buildVocabularyHierarchy({slugs: ['映画'], userOverrides: overrides}, sources()).vocabulary[0]?.word).toBe(
      '映画',
    );
  });

  test('kanji meanings come from the enabled kanji sources by priority, with KANJIDIC as the base', () => {
    const kanjiMeanings = {
      wanikani: (k: string) => (k === '映' ? ['Reflection'] : undefined),
      'my-keywords': (k: string) => (k === '映' || k === '画' ? ['my keyword'] : undefined),
    };
    const only = (slugs: string[], overrides: OverrideSettings) =>
      buildVocabularyHierarchy({slugs, userOverrides: builtInWords(overrides)}, sources(kanjiMeanings)).kanji;

    // Defaults: WaniKani enabled (999), My keywords disabled.
    expect(only(['映画'], defaults()).map((k) => [k.character, k.meanings, k.meaningSource])).toEqual([
      ['映', ['Reflection'], 'wanikani'],
      ['画', ['brush-stroke', 'picture'], 'kanjidic'],
    ]);
    // My keywords enabled at 500 comes before WaniKani at 999.
    const withOwn = defaults();
    withOwn.kanjiOverrides = withOwn.kanjiOverrides.map((o) =>
      o.sourceId === 'my-keywords' ? {...o, enabled: true} : o,
    );
    expect(only(['映画'], withOwn).map((k) => k.meaningSource)).toEqual(['my-keywords', 'my-keywords']);
    // Everything disabled: KANJIDIC alone.
    const none = defaults();
    none.kanjiOverrides = none.kanjiOverrides.map((o) => ({...o, enabled: false}));
    expect(only(['映画'], none).map((k) => k.meanings)).toEqual([['reflect'], ['brush-stroke', 'picture']]);
  });

  test('kanji the kanji source does not know are left out of the word’s components', () => {
    const hierarchy = buildVocabularyHierarchy(
      {slugs: ['映画'], userOverrides: builtInWords()},
      {...sources(), kanji: (k) => (k === '映' ? undefined : KANJI[k])},
    );
    expect(hierarchy.vocabulary[0]?.kanjiComponents).toEqual(['画']);
  });
});

describe('KANJIDIC and KanjiVG data', () => {
  test('components are the named parts one level down; a kanji without parts is its own', () => {
    expect(readComponents('語')).toEqual(['言', '吾']);
    expect(readComponents('学')).toEqual(['⺍', '冖', '子']);
    expect(readComponents('休')).toEqual(['亻', '木']);
    expect(readComponents('日')).toEqual(['日']);
  });
});
