import {describe, expect, test} from 'vitest';
import {DECK_ITEM_LIMITS, normalizeDeckItem} from '../../schema/decks/deck-item.ts';

const minimal = {word: '猫', english: ['cat']};

describe('deck item rules (requirements §5)', () => {
  test('a word and one meaning are enough; everything else gets its empty value', () => {
    expect(normalizeDeckItem(minimal)).toEqual({
      ok: true,
      item: {
        word: '猫',
        furigana: null,
        english: ['cat'],
        partOfSpeech: null,
        isVerb: false,
        info: [],
        mnemonics: null,
        exampleSentences: [],
        particles: [],
        videos: [],
      },
    });
  });

  test('the word must not be blank', () => {
    expect(normalizeDeckItem({...minimal, word: '  \t'})).toMatchObject({ok: false, rule: 'word-required'});
  });

  test('at least one meaning must not be blank', () => {
    expect(normalizeDeckItem({...minimal, english: []})).toMatchObject({ok: false, rule: 'meaning-required'});
    expect(normalizeDeckItem({...minimal, english: [' ', '']})).toMatchObject({
      ok: false,
      rule: 'meaning-required',
      message: 'At least one English meaning must not be blank',
    });
  });

  test('values are trimmed, blank furigana becomes null, blank notes and meanings are dropped', () => {
    const result = normalizeDeckItem({
      word: ' 食べる ',
      furigana: '  ',
      english: [' to eat ', ' '],
      info: ['', ' ru-verb '],
      partOfSpeech: 'ru-verb',
    });
    expect(result).toMatchObject({
      ok: true,
      item: {word: '食べる', furigana: null, english: ['to eat'], info: ['ru-verb'], isVerb: true},
    });
  });

  test('particles and examples are dropped only when both parts are blank', () => {
    const result = normalizeDeckItem({
      ...minimal,
      particles: [
        {particle: ' ', label: ''},
        {particle: 'を', label: ' '},
      ],
      exampleSentences: [
        {japanese: '', english: ' '},
        {japanese: ' ', english: 'A cat.'},
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      item: {particles: [{particle: 'を', label: ''}], exampleSentences: [{japanese: '', english: 'A cat.'}]},
    });
  });

  test('empty mnemonics become null; a non-empty list keeps the mnemonics', () => {
    expect(normalizeDeckItem({...minimal, mnemonics: {reading: [' '], kanji: []}})).toMatchObject({
      ok: true,
      item: {mnemonics: null},
    });
    expect(normalizeDeckItem({...minimal, mnemonics: {reading: [], kanji: [' a cat on a field ']}})).toMatchObject({
      ok: true,
      item: {mnemonics: {reading: [], kanji: ['a cat on a field']}},
    });
  });

  test('adjectives are not verbs; verb parts of speech are', () => {
    expect(normalizeDeckItem({...minimal, partOfSpeech: 'i-adjective'})).toMatchObject({
      ok: true,
      item: {isVerb: false},
    });
    expect(normalizeDeckItem({...minimal, partOfSpeech: 'na-adjective'})).toMatchObject({
      ok: true,
      item: {isVerb: false},
    });
    expect(normalizeDeckItem({...minimal, partOfSpeech: 'u-verb'})).toMatchObject({ok: true, item: {isVerb: true}});
    expect(normalizeDeckItem({...minimal, partOfSpeech: ''})).toMatchObject({ok: true, item: {partOfSpeech: null}});
    expect(normalizeDeckItem({...minimal, partOfSpeech: 'kanji'})).toMatchObject({ok: false, rule: 'invalid-shape'});
  });

  test('limits name the field and the limit', () => {
    expect(normalizeDeckItem({...minimal, word: 'あ'.repeat(DECK_ITEM_LIMITS.word + 1)})).toEqual({
      ok: false,
      rule: 'too-long',
      message: `The word must be at most ${DECK_ITEM_LIMITS.word} characters`,
    });
    expect(
      normalizeDeckItem({...minimal, english: Array.from({length: DECK_ITEM_LIMITS.entries + 1}, (_, i) => `m${i}`)}),
    ).toMatchObject({ok: false, rule: 'too-many-entries'});
    // Characters, not UTF-16 units: a word of 100 astral characters is allowed.
    expect(normalizeDeckItem({...minimal, word: '𠮷'.repeat(DECK_ITEM_LIMITS.word)})).toMatchObject({ok: true});
  });

  test('videos must be web links', () => {
    expect(normalizeDeckItem({...minimal, videos: [{url: 'javascript:alert(1)', title: 'x'}]})).toMatchObject({
      ok: false,
      rule: 'video-url',
    });
    expect(normalizeDeckItem({...minimal, videos: [{url: ' https://example.com/v ', title: ' Cats '}]})).toMatchObject({
      ok: true,
      item: {videos: [{url: 'https://example.com/v', title: 'Cats'}]},
    });
  });

  test('a malformed draft is refused, not thrown', () => {
    expect(normalizeDeckItem(null)).toMatchObject({ok: false, rule: 'invalid-shape'});
    expect(normalizeDeckItem({...minimal, extra: 1})).toMatchObject({ok: false, rule: 'invalid-shape'});
  });
});
