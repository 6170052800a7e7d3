import {describe, expect, test} from 'vitest';
import {
  canonicalJapanese,
  checkMeaning,
  checkSpelling,
  checkTypedMeaning,
  kanaReadingsOfAnswer,
  meaningVariants,
} from '../../src/features/practice/answer-check.ts';

describe('meanings', () => {
  test('ignores case, punctuation, spaces, articles and "to" before verbs', () => {
    expect(checkMeaning('  EAT! ', ['to eat']).correct).toBe(true);
    expect(checkMeaning('to eat', ['to eat']).correct).toBe(true);
    expect(checkMeaning('an umbrella', ['umbrella']).correct).toBe(true);
    expect(checkMeaning('the  library', ['library']).correct).toBe(true);
  });
  test('accepts any listed meaning, bracketed asides left out and slash alternatives', () => {
    expect(checkMeaning('film', ['movie', 'film']).correct).toBe(true);
    expect(checkMeaning('to go', ['to go (somewhere)']).correct).toBe(true);
    expect(checkMeaning('tv', ['TV/television']).correct).toBe(true);
    expect(checkMeaning('television', ['TV/television']).correct).toBe(true);
    expect(meaningVariants("I'm sorry (apology)")).toEqual(['im sorry apology', 'im sorry']);
  });
  test('one slip in a long word is close; short words and real misses are wrong', () => {
    expect(checkMeaning('libary', ['library'])).toEqual({correct: true, close: true, expected: 'library'});
    expect(checkMeaning('cat', ['car']).correct).toBe(false);
    expect(checkMeaning('to drink', ['to eat'])).toEqual({correct: false, close: false, expected: 'to eat'});
    expect(checkMeaning('', ['to eat']).correct).toBe(false);
    expect(checkMeaning('to', ['to eat']).correct).toBe(false);
  });
});

describe('a kana typed as its sound', () => {
  test('any standard romanisation is right; for a word, the meaning is still asked', () => {
    const shi = {word: 'し', english: ['shi'], partOfSpeech: 'kana' as const};
    expect(checkTypedMeaning('shi', shi)).toEqual({correct: true, close: false, expected: 'shi'});
    expect(checkTypedMeaning('si', shi)).toEqual({correct: true, close: false, expected: 'shi'});
    expect(checkTypedMeaning('su', shi).correct).toBe(false);
    expect(checkTypedMeaning('HU', {word: 'フ', english: ['fu'], partOfSpeech: 'kana'}).correct).toBe(true);
    expect(checkTypedMeaning('hon', {word: '本', english: ['book'], partOfSpeech: 'noun'}).correct).toBe(false);
  });
});

describe('spellings', () => {
  const taberu = {word: '食べる', reading: 'たべる'};
  test('accepts the word as written, its kana reading, and romaji', () => {
    expect(checkSpelling('食べる', taberu).correct).toBe(true);
    expect(checkSpelling('たべる', taberu).correct).toBe(true);
    expect(checkSpelling('taberu', taberu).correct).toBe(true);
    expect(checkSpelling('TABERU', taberu).correct).toBe(true);
    expect(checkSpelling('タベル', taberu).correct).toBe(true);
    expect(checkSpelling('食る', taberu).correct).toBe(false);
    expect(checkSpelling('たべた', taberu).correct).toBe(false);
    expect(checkSpelling('', taberu).correct).toBe(false);
    expect(checkSpelling('taberu', taberu).expected).toBe('食べる (たべる)');
  });
  test('okurigana must be right', () => {
    expect(checkSpelling('食べ', taberu).correct).toBe(false);
    expect(checkSpelling('食たべる', taberu).correct).toBe(false);
  });
  test("n, nn and n' all work the way learners type them", () => {
    const konnichiwa = {word: 'こんにちは', reading: 'こんにちは'};
    expect(checkSpelling('konnichiha', konnichiwa).correct).toBe(true);
    expect(checkSpelling('konnnichiha', konnichiwa).correct).toBe(true);
    expect(checkSpelling("kon'nichiha", konnichiwa).correct).toBe(true);
    const kinen = {word: '禁煙', reading: 'きんえん'};
    expect(checkSpelling("kin'en", kinen).correct).toBe(true);
    expect(checkSpelling('kinnen', kinen).correct).toBe(true);
    expect(checkSpelling('kinen', kinen).correct).toBe(false);
    expect(checkSpelling('kinen', {word: '記念', reading: 'きねん'}).correct).toBe(true);
  });
  test('a trailing n is ん, and m before b/p/m is ん', () => {
    expect(checkSpelling('hon', {word: '本', reading: 'ほん'}).correct).toBe(true);
    expect(checkSpelling('honn', {word: '本', reading: 'ほん'}).correct).toBe(true);
    expect(checkSpelling('shimbun', {word: '新聞', reading: 'しんぶん'}).correct).toBe(true);
    expect(checkSpelling('sempai', {word: '先輩', reading: 'せんぱい'}).correct).toBe(true);
  });
  test('Kunrei and Nihon-shiki spellings are read as well as Hepburn', () => {
    expect(checkSpelling('sinbun', {word: '新聞', reading: 'しんぶん'}).correct).toBe(true);
    expect(checkSpelling('tikatetu', {word: '地下鉄', reading: 'ちかてつ'}).correct).toBe(true);
    expect(checkSpelling('huzisan', {word: '富士山', reading: 'ふじさん'}).correct).toBe(true);
    expect(checkSpelling('tyotto', {word: 'ちょっと', reading: 'ちょっと'}).correct).toBe(true);
    expect(checkSpelling('benkyou wo suru', {word: '勉強をする', reading: 'べんきょうをする'}).correct).toBe(true);
    expect(checkSpelling('hanadi', {word: '鼻血', reading: 'はなぢ'}).correct).toBe(true);
  });
  test('long vowels and small tsu', () => {
    const coffee = {word: 'コーヒー', reading: 'コーヒー'};
    expect(checkSpelling('ko-hi-', coffee).correct).toBe(true);
    expect(checkSpelling('koohii', coffee).correct).toBe(true);
    expect(checkSpelling('コーヒー', coffee).correct).toBe(true);
    expect(checkSpelling('kohi', coffee).correct).toBe(false);
    const school = {word: '学校', reading: 'がっこう'};
    expect(checkSpelling('gakkou', school).correct).toBe(true);
    expect(checkSpelling('gakkō', school).correct).toBe(true);
    expect(checkSpelling('gakkô', school).correct).toBe(true);
    expect(checkSpelling('gakou', school).correct).toBe(false);
    expect(checkSpelling('obasan', {word: 'おばあさん', reading: 'おばあさん'}).correct).toBe(false);
    expect(checkSpelling('kitte', {word: '切手', reading: 'きって'}).correct).toBe(true);
    expect(checkSpelling('kite', {word: '切手', reading: 'きって'}).correct).toBe(false);
  });
  test('punctuation and spaces in phrases do not matter', () => {
    const phrase = {word: 'よろしくおねがいします。', reading: 'よろしくおねがいします。'};
    expect(checkSpelling('yoroshiku onegaishimasu', phrase).correct).toBe(true);
    expect(canonicalJapanese('〜じ')).toBe('じ');
  });
  test('kana answers typed through an IME are taken as they are', () => {
    expect(kanaReadingsOfAnswer('きょう')).toEqual(['きょー']);
  });
});
