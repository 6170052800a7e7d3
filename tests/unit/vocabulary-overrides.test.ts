import {describe, expect, test} from 'vitest';
import {ownEntriesWin, withOwnEntries} from '../../schema/decks/vocabulary-overrides.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';
import type {VocabularyItem} from '../../schema/catalogue.ts';
import type {DeckItemContent} from '../../schema/decks/deck-item.ts';

const defaults = DEFAULT_SETTINGS['override-settings'].vocabularyOverrides;
const taberu: VocabularyItem = {
  key: '食べる',
  word: '食べる',
  reading: 'たべる',
  english: ['to eat'],
  partOfSpeech: 'ru-verb',
};
const mizu: VocabularyItem = {key: '水', word: '水', reading: 'みず', english: ['water'], partOfSpeech: 'noun'};
const mine: DeckItemContent = {
  word: '食べる',
  furigana: 'たべる',
  english: ['to eat (a meal)', 'to consume'],
  partOfSpeech: null,
  isVerb: false,
  info: ['my note'],
  mnemonics: null,
  exampleSentences: [{japanese: 'パンを食べる。', english: 'I eat bread.'}],
  particles: [],
  videos: [],
};

describe('the learner’s own entries over the built-in vocabulary', () => {
  test('by default "Your Decks" (0) comes before "Built-in Vocabulary" (999): the own entry wins, the key stays', () => {
    expect(ownEntriesWin(defaults)).toBe(true);
    const [eat, water] = withOwnEntries([taberu, mizu], [mine], defaults);
    expect(eat).toEqual({
      ...taberu,
      english: ['to eat (a meal)', 'to consume'],
      notes: ['my note'],
      mnemonics: undefined,
      examples: [{japanese: 'パンを食べる。', english: 'I eat bread.'}],
      particles: [],
    });
    expect(water).toBe(mizu);
  });

  test('disabled, or after the built-in vocabulary in priority, the built-in entry stays', () => {
    const disabled = defaults.map((override) =>
      override.sourceId === 'user-decks' ? {...override, enabled: false} : override,
    );
    const later = defaults.map((override) =>
      override.sourceId === 'user-decks' ? {...override, priority: 1000} : override,
    );
    for (const overrides of [disabled, later]) {
      expect(ownEntriesWin(overrides)).toBe(false);
      expect(withOwnEntries([taberu], [mine], overrides)).toEqual([taberu]);
    }
  });

  test('with the built-in vocabulary disabled the own entry wins whatever the numbers', () => {
    const builtInOff = defaults.map((override) =>
      override.sourceId === 'built-in' ? {...override, enabled: false} : {...override, priority: 5000},
    );
    expect(ownEntriesWin(builtInOff)).toBe(true);
  });

  test('of several decks’ entries for one word, the first counts', () => {
    const other = {...mine, english: ['to eat up']};
    expect(withOwnEntries([taberu], [mine, other], defaults)[0]!.english).toEqual(['to eat (a meal)', 'to consume']);
  });
});
