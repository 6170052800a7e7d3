// Sentence practice checking: readings lined up with kanji words, alternatives read like the model, and the
// lenient check (kana for kanji, other particles and politeness levels, punctuation and spaces ignored).
import {describe, expect, test} from 'vitest';
import {acceptedSentences, alignReading, sentenceAnswers} from '../../schema/sentences/sentence-answers.ts';
import {SENTENCE_SETS} from '../../server/catalogue/sentences/sentence-sets.ts';
import {isRightSentence} from '../../src/features/sentence-practice/sentence-check.ts';

const sentence = (japanese: string) => SENTENCE_SETS.flatMap((set) => set.sentences).find((each) => each.japanese === japanese)!;

describe('lining up a reading with its kanji words', () => {
  test('each kanji word gets its reading; kana stay as written', () => {
    expect(alignReading('わたしは学生です。', 'わたしはがくせいです。')).toEqual([
      {written: 'わたしは', reading: 'わたしは'}, {written: '学生', reading: 'がくせい'}, {written: 'です', reading: 'です'},
    ]);
    expect(alignReading('日曜日に京都へ行きます。', 'にちようびにきょうとへいきます。')!.filter((segment) => segment.written !== segment.reading))
      .toEqual([{written: '日曜日', reading: 'にちようび'}, {written: '京都', reading: 'きょうと'}, {written: '行', reading: 'い'}]);
    expect(alignReading('メアリーさんはアメリカ人です。', 'メアリーさんはアメリカじんです。')).not.toBeNull();
    expect(alignReading('学生です。', 'せんせいでした。')).toBeNull();
  });

  test('an alternative borrows the model’s readings, or has none when it uses other kanji', () => {
    const [, borrowed, foreign] = sentenceAnswers({japanese: '学校に行きます。', reading: 'がっこうにいきます。', alternatives: ['学校へ行く。', '大学に行きます。']});
    expect(borrowed!.segments!.map((segment) => segment.reading).join('')).toBe('がっこうへいく');
    expect(foreign!.segments).toBeNull();
  });

  test('every kanji word may be written in kanji or in kana, in any mix', () => {
    expect(acceptedSentences({japanese: '日本語の学生です。', reading: 'にほんごのがくせいです。'}).sort()).toEqual([
      'にほんごのがくせいです', 'にほんごの学生です', '日本語のがくせいです', '日本語の学生です',
    ]);
  });
});

describe('checking a written sentence', () => {
  const station = sentence('日曜日に京都へ行きます。');

  test('the model in kanji, in kana, mixed, in romaji, in katakana; punctuation and spaces do not count', () => {
    for (const answer of [
      '日曜日に京都へ行きます。', 'にちようびにきょうとへいきます', '日曜日にきょうとへ行きます', 'nichiyoubi ni kyouto he ikimasu',
      '日曜日に、京都へ 行きます！', 'ニチヨウビニキョウトヘイキマス',
    ]) expect(isRightSentence(answer, station), answer).toBe(true);
  });

  test('another correct particle is accepted; a wrong one or a wrong verb is not', () => {
    expect(isRightSentence('日曜日に京都に行きます', station)).toBe(true);
    expect(isRightSentence('日曜日に京都を行きます', station)).toBe(false);
    expect(isRightSentence('日曜日に京都へ来ます', station)).toBe(false);
    expect(isRightSentence('', station)).toBe(false);
  });

  test('another politeness level where the set allows it; the topic may be left out', () => {
    const tv = sentence('わたしはテレビを見ます。');
    for (const answer of ['テレビを見る', 'わたしはテレビをみる', 'テレビを見ます']) expect(isRightSentence(answer, tv), answer).toBe(true);
    const negative = sentence('たけしさんは学生じゃないです。');
    for (const answer of ['たけしさんは学生じゃありません', 'たけしさんはがくせいではありません']) expect(isRightSentence(answer, negative), answer).toBe(true);
  });

  test('words an IME writes in kanji where the model uses kana still count', () => {
    expect(isRightSentence('私は学生です', sentence('わたしは学生です。'))).toBe(true);
    expect(isRightSentence('友達と映画を見た', sentence('友だちと映画を見た。'))).toBe(true);
  });
});
