// The worksheet checker, one kind of blank at a time: what it accepts, what it refuses, and the reason it gives.
import {describe, expect, test} from 'vitest';
import type {Blank} from '../../src/features/worksheets/worksheet-blanks.ts';
import {checkBlank} from '../../src/features/worksheets/worksheet-check.ts';

const why = (blank: Blank, answer: string) => {
  const check = checkBlank(blank, answer);
  return check.correct ? null : check.why;
};

describe('particles', () => {
  const blank: Blank = {kind: 'particle', particles: ['は'], why: 'は marks the topic: what the sentence is about.'};
  test('accepts the particle, and its romaji as it is said or written', () => {
    for (const answer of ['は', ' は ', 'wa', 'ha']) expect(why(blank, answer), answer).toBeNull();
  });
  test('refuses わ written for は, saying how the particle is written', () => {
    expect(why(blank, 'わ')).toBe('It is said わ, but the particle is written は.');
  });
  test('refuses another particle with the item’s reason', () => {
    expect(why(blank, 'が')).toBe('は marks the topic: what the sentence is about.');
  });
  test('refuses an empty answer', () => {
    expect(why(blank, '  ')).toBe('Write an answer first.');
  });
});

describe('conjugation', () => {
  const taberu = {written: '食べる', reading: 'たべる', class: 'ichidan'} as const;
  const kaeru = {written: '帰る', reading: 'かえる', class: 'godan'} as const;
  const shizuka = {written: '静か', reading: 'しずか', class: 'na-adjective'} as const;
  const politeNegative = {form: 'normal', register: 'polite', tense: 'nonpast', polarity: 'neg'} as const;
  test('accepts every form the engine accepts, in kana, kanji or romaji', () => {
    const blank: Blank = {kind: 'conjugation', word: shizuka, form: politeNegative};
    for (const answer of ['しずかじゃないです', '静かではありません', 'shizukajanaidesu'])
      expect(why(blank, answer)).toBeNull();
  });
  test('says when the answer is another form of the word', () => {
    const blank: Blank = {kind: 'conjugation', word: taberu, form: politeNegative};
    expect(why(blank, '食べます')).toBe(
      'That is the polite · non-past · positive form; this column asks for the polite · non-past · negative: 食べません.',
    );
  });
  test('says when the word was conjugated as the wrong class', () => {
    const blank: Blank = {kind: 'conjugation', word: kaeru, form: politeNegative};
    expect(why(blank, 'かえません')).toBe('That conjugates 帰る as a ru-verb, but it is an u-verb: 帰りません.');
  });
  test('names a near miss in the small marks', () => {
    const blank: Blank = {
      kind: 'conjugation',
      word: kaeru,
      form: {...politeNegative, form: 'te', register: 'plain', polarity: 'pos'},
    };
    expect(why(blank, 'かえて')).toMatch(/^That conjugates/);
    expect(why(blank, 'かえつて')).toBe(
      'Nearly: check the ゛ marks, the small っ, ゃ, ゅ, ょ and the long vowels. The te-form · positive form is 帰って.',
    );
  });
});

describe('kanji boxes', () => {
  const reading: Blank = {kind: 'kanji-reading', word: '学生', reading: 'がくせい'};
  const writing: Blank = {kind: 'kanji-writing', word: '学生', reading: 'がくせい'};
  test('the reading box takes the reading in kana or romaji', () => {
    expect(why(reading, 'がくせい')).toBeNull();
    expect(why(reading, 'gakusei')).toBeNull();
    expect(why(reading, '学生')).toBe('Write how 学生 is read, in kana: がくせい.');
    expect(why(reading, 'かくせい')).toMatch(/^Nearly/);
  });
  test('the writing box takes the kanji only', () => {
    expect(why(writing, '学生')).toBeNull();
    expect(why(writing, 'がくせい')).toBe('That is how it is read; this box asks for it in kanji: 学生.');
    expect(why(writing, '学校')).toBe('It is written 学生.');
  });
});

describe('translation', () => {
  test('English is checked leniently', () => {
    const blank: Blank = {kind: 'to-english', english: ['I am a student.']};
    expect(why(blank, 'i am a student')).toBeNull();
    expect(why(blank, 'I am a teacher')).toBe('One way to say it: “I am a student.”.');
  });
  test('Japanese goes through the sentence checker, and a wrong particle is named', () => {
    const blank: Blank = {
      kind: 'to-japanese',
      sentence: {
        japanese: '私は学生です。',
        reading: 'わたしはがくせいです。',
        predicate: [{word: '', class: 'na-adjective'}],
      },
    };
    for (const answer of [
      '私は学生です',
      'わたしはがくせいです。',
      '私は学生じゃありません'.replace('じゃありません', 'だ'),
      'watashi ha gakusei desu',
    ])
      expect(why(blank, answer)).toBeNull();
    expect(why(blank, 'わたしががくせいです')).toBe(
      'Check the particle: は fits here, not が. One answer: 私は学生です。',
    );
    expect(why(blank, 'せんせいです')).toBe('One way to write it: 私は学生です。');
  });
});

describe('reading questions', () => {
  test('quote the line that answers them', () => {
    const blank: Blank = {kind: 'reading-question', answers: ['at seven'], because: 'メアリーさんは七時に起きます。'};
    expect(why(blank, 'At seven.')).toBeNull();
    expect(why(blank, 'at eight')).toBe('The passage says: 「メアリーさんは七時に起きます。」');
  });
});

describe('kana', () => {
  test('reading takes any standard romanisation', () => {
    const blank: Blank = {kind: 'kana-reading', kana: 'し'};
    expect(why(blank, 'shi')).toBeNull();
    expect(why(blank, 'si')).toBeNull();
    expect(why(blank, 'chi')).toBe('し is shi.');
    expect(why(blank, 'し')).toBe('Write the sound in romaji: し is shi.');
  });
  test('writing takes hiragana only', () => {
    const blank: Blank = {kind: 'kana-writing', kana: 'がっこう'};
    expect(why(blank, 'がっこう')).toBeNull();
    expect(why(blank, 'gakkou')).toBe('Write it in hiragana, not in romaji: がっこう.');
    expect(why(blank, 'ガッコウ')).toBe('That is katakana; write it in hiragana: がっこう.');
    expect(why(blank, 'かこう')).toMatch(/^Nearly/);
  });
});
