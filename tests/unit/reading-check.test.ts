import {describe, expect, test} from 'vitest';
import {isKanaOnly, readingMatchesWord} from '../../server/catalogue/reading-check.ts';

describe('readingMatchesWord', () => {
  test.each([
    ['映画', 'えいが'],
    ['食べる', 'たべる'],
    ['お母さん', 'おかあさん'],
    ['テレビ', 'テレビ'],
    ['テレビ', 'てれび'],
    ['時々', 'ときどき'],
    ['Tシャツ', 'ティーシャツ'],
    ['〜時', '〜じ'],
    ['いってきます。', 'いってきます'],
    ['今晩、晩ご飯を食べませんか。', 'こんばん、ばんごはんをたべませんか。'],
  ])('%s read %s fits', (word, reading) => {
    expect(readingMatchesWord(word, reading)).toBe(true);
  });

  test.each([
    ['食べる', 'たべます', 'the okurigana differ'],
    ['行く', 'おこなう', 'the final kana differ'],
    ['お母さん', 'かあさん', 'the leading お is missing'],
    ['映画', '', 'the reading is empty'],
    ['学生', 'gakusei', 'the reading is romaji'],
    ['学生', '学せい', 'the reading has a kanji'],
  ])('%s read %s does not fit (%s)', (word, reading) => {
    expect(readingMatchesWord(word, reading)).toBe(false);
  });

  test('a kanji run stands for one kana or more, never none', () => {
    expect(readingMatchesWord('日本', 'にほんご')).toBe(true);
    expect(readingMatchesWord('お茶', 'お')).toBe(false);
  });
});

describe('isKanaOnly', () => {
  test('accepts hiragana, katakana, the long-vowel mark and phrase punctuation', () => {
    expect(isKanaOnly('コーヒー')).toBe(true);
    expect(isKanaOnly('はじめまして。どうぞよろしく。')).toBe(true);
  });
  test('refuses kanji, Latin letters and digits', () => {
    expect(isKanaOnly('日本')).toBe(false);
    expect(isKanaOnly('nihon')).toBe(false);
    expect(isKanaOnly('に1')).toBe(false);
  });
});
