// Sentence practice checking: readings lined up with kanji words, alternatives read like the model, both registers
// of every sentence, spoken contractions, and the lenient check (kana for kanji, other particles, punctuation and
// spaces ignored) that still rejects a wrong particle or form.
import {describe, expect, test} from 'vitest';
import {acceptedSentences, alignReading, sentenceAnswers} from '../../schema/sentences/sentence-answers.ts';
import {SENTENCE_SETS} from '../../server/catalogue/sentences/sentence-sets.ts';
import {withSpokenContractions} from '../../schema/sentences/contractions.ts';
import {isRightSentence} from '../../src/features/sentence-practice/sentence-check.ts';

const sentence = (japanese: string) =>
  SENTENCE_SETS.flatMap((set) => set.sentences).find((each) => each.japanese === japanese)!;

describe('lining up a reading with its kanji words', () => {
  test('each kanji word gets its reading; kana stay as written', () => {
    expect(alignReading('わたしは学生です。', 'わたしはがくせいです。')).toEqual([
      {written: 'わたしは', reading: 'わたしは'},
      {written: '学生', reading: 'がくせい'},
      {written: 'です。', reading: 'です。'},
    ]);
    expect(
      alignReading('日曜日に京都へ行きます。', 'にちようびにきょうとへいきます。')!.filter(
        (segment) => segment.written !== segment.reading,
      ),
    ).toEqual([
      {written: '日曜日', reading: 'にちようび'},
      {written: '京都', reading: 'きょうと'},
      {written: '行', reading: 'い'},
    ]);
    expect(alignReading('メアリーさんはアメリカ人です。', 'メアリーさんはアメリカじんです。')).not.toBeNull();
    expect(alignReading('学生です。', 'せんせいでした。')).toBeNull();
  });

  test('an alternative borrows the model’s readings, or has none when it uses other kanji', () => {
    const [, borrowed, foreign] = sentenceAnswers({
      japanese: '学校に行きます。',
      reading: 'がっこうにいきます。',
      alternatives: ['学校へ行く。', '大学に行きます。'],
    });
    expect(borrowed!.segments!.map((segment) => segment.reading).join('')).toBe('がっこうへいく。');
    expect(foreign!.segments).toBeNull();
  });

  test('every kanji word may be written in kanji or in kana, in any mix', () => {
    expect(acceptedSentences({japanese: '日本語の学生です。', reading: 'にほんごのがくせいです。'}).sort()).toEqual([
      'にほんごのがくせいです。',
      'にほんごの学生です。',
      '日本語のがくせいです。',
      '日本語の学生です。',
    ]);
  });
});

describe('checking a written sentence', () => {
  const station = sentence('日曜日に京都へ行きます。');

  test('the model in kanji, in kana, mixed, in romaji, in katakana; punctuation and spaces do not count', () => {
    for (const answer of [
      '日曜日に京都へ行きます。',
      'にちようびにきょうとへいきます',
      '日曜日にきょうとへ行きます',
      'nichiyoubi ni kyouto he ikimasu',
      '日曜日に、京都へ 行きます！',
      'ニチヨウビニキョウトヘイキマス',
    ])
      expect(isRightSentence(answer, station), answer).toBe(true);
  });

  test('another correct particle is accepted; a wrong one or a wrong verb is not', () => {
    expect(isRightSentence('日曜日に京都に行きます', station)).toBe(true);
    expect(isRightSentence('日曜日に京都を行きます', station)).toBe(false);
    expect(isRightSentence('日曜日に京都へ来ます', station)).toBe(false);
    expect(isRightSentence('', station)).toBe(false);
  });

  test('a wrong particle is still wrong, in either register', () => {
    const wrong: [model: string, answer: string][] = [
      ['図書館で本を読みます。', '図書館に本を読みます'],
      ['図書館で本を読みます。', '図書館に本を読む'],
      ['公園に犬がいます。', '公園で犬がいる'],
      ['わたしは魚が好きです。', 'わたしは魚を好きだ'],
      ['週末、友だちに会いました。', '週末、友だちを会いました'],
      ['兄は東京に住んでいます。', '兄は東京で住んでる'],
      ['ドアが開きました。', 'ドアを開いた'],
      ['ドアを開けました。', 'ドアが開けた'],
      ['バスで学校に行きます。', 'バスに学校に行く'],
      ['日曜日に京都へ行きます。', '日曜日に京都で行く'],
      ['すしが食べられますか。', 'すしに食べられる'],
    ];
    for (const [model, answer] of wrong) expect(isRightSentence(answer, sentence(model)), answer).toBe(false);
  });

  test('a wrong form is still wrong: tense, polarity, another verb', () => {
    expect(isRightSentence('ドアが開く', sentence('ドアが開きました。'))).toBe(false);
    expect(isRightSentence('ドアが開かなかった', sentence('ドアが開きました。'))).toBe(false);
    expect(isRightSentence('今日は暑い', sentence('今日は暑くないです。'))).toBe(false);
    expect(isRightSentence('あしたは来られる', sentence('あしたは来られません。'))).toBe(false);
  });
});

describe('words an IME writes in kanji', () => {
  test('still count where the model uses kana', () => {
    expect(isRightSentence('私は学生です', sentence('わたしは学生です。'))).toBe(true);
    expect(isRightSentence('友達と映画を見た', sentence('友だちと映画を見た。'))).toBe(true);
  });
});

describe('both registers', () => {
  test('every sentence of every set is accepted polite and plain, or says why it is asked in one register', () => {
    for (const set of SENTENCE_SETS) {
      for (const each of set.sentences) {
        const registers = new Set(sentenceAnswers(each).map((answer) => answer.register));
        if (each.one_register) expect(each.one_register.because.length, each.japanese).toBeGreaterThan(10);
        else expect([...registers].sort(), `${set.id}: ${each.japanese}`).toEqual(['plain', 'polite']);
      }
    }
  });

  test('the other register of the final predicate, with its particles and question marks', () => {
    const accepts: [model: string, answers: string[]][] = [
      ['ドアが開きました。', ['ドアがあいた', 'ドアが開いた']],
      ['手伝ってくれてありがとう。', ['手伝ってくれてありがとうございます', 'てつだってくれてありがとうございました']],
      ['日本に留学してよかったです。', ['日本に留学してよかった', '日本へ留学してよかった']],
      ['わたしは学生です。', ['わたしは学生だ', '学生だ']],
      ['これは肉じゃないですよ。', ['これは肉じゃないよ', 'これは肉ではありませんよ', 'これは肉じゃありませんよ']],
      ['何か飲みますか。', ['何か飲む？', '何か飲むの']],
      ['それはいくらですか。', ['それはいくら？', 'それはいくらなの？']],
      ['あしたは早く起きなければいけません。', ['あしたは早く起きなければならない', 'あした早く起きなきゃいけない']],
      ['すしが食べられますか。', ['すしが食べれますか', 'すしを食べられる？']],
      ['あしたは来られません。', ['あしたはこれない', 'あしたは来れません']],
      ['寒いですから、窓を閉めましょうか。', ['寒いから、窓を閉めようか']],
      ['どうしたんですか。', ['どうしたの？']],
      ['遅くなってすみませんでした。', ['遅くなってごめん', '遅くなってすみません']],
    ];
    for (const [model, answers] of accepts)
      for (const answer of answers) expect(isRightSentence(answer, sentence(model)), answer).toBe(true);
  });

  test('a plain sentence keeps no polite clause inside it', () => {
    expect(
      isRightSentence(
        '今日は忙しいから、パーティーに行かない',
        sentence('今日は忙しいですから、パーティーに行きません。'),
      ),
    ).toBe(true);
    expect(
      isRightSentence(
        '今日は忙しいですから、パーティーに行かない',
        sentence('今日は忙しいですから、パーティーに行きません。'),
      ),
    ).toBe(false);
  });

  test('a sentence whose grammar point is one register accepts only that one', () => {
    expect(isRightSentence('テレビを見ます', sentence('わたしはテレビを見ます。'))).toBe(true);
    expect(isRightSentence('テレビを見る', sentence('わたしはテレビを見ます。'))).toBe(false);
    expect(isRightSentence('友だちと映画を見ました', sentence('友だちと映画を見た。'))).toBe(false);
    expect(isRightSentence('いっしょに帰りましょう', sentence('いっしょに帰ろう。'))).toBe(false);
    expect(isRightSentence('先生はどちらにいらっしゃる', sentence('先生はどちらにいらっしゃいますか。'))).toBe(false);
  });
});

describe('spoken contractions', () => {
  test('ている, ておく, てしまう, ては, では and なければ contract', () => {
    expect(withSpokenContractions('みている')).toBe('みてる');
    expect(withSpokenContractions('よんでいました')).toBe('よんでました');
    expect(withSpokenContractions('かっておきます')).toBe('かっときます');
    expect(withSpokenContractions('よんでおいた')).toBe('よんどいた');
    expect(withSpokenContractions('わすれてしまった')).toBe('わすれちゃった');
    expect(withSpokenContractions('のんでしまう')).toBe('のんじゃう');
    expect(withSpokenContractions('すってはいけない')).toBe('すっちゃいけない');
    expect(withSpokenContractions('がくせいではない')).toBe('がくせいじゃない');
    expect(withSpokenContractions('おきなければいけない')).toBe('おきなきゃいけない');
  });

  test('what only looks like one is left alone', () => {
    for (const text of [
      'もっていく',
      'もっていきます',
      'すてる',
      'でんわではなして',
      'はなしではあの',
      'おちゃ',
      'ていねい',
    ]) {
      expect(withSpokenContractions(text), text).toBe(text);
    }
  });

  test('a sentence may be answered with them, and they do not blur two verbs', () => {
    expect(isRightSentence('妹は今テレビを見てる', sentence('妹は今テレビを見ています。'))).toBe(true);
    expect(isRightSentence('妹は今テレビを見てます', sentence('妹は今テレビを見ています。'))).toBe(true);
    expect(isRightSentence('旅行の前に、ホテルを予約しとく', sentence('旅行の前に、ホテルを予約しておきます。'))).toBe(
      true,
    );
    expect(isRightSentence('宿題を全部やっちゃった', sentence('宿題を全部やってしまいました。'))).toBe(true);
    expect(isRightSentence('ここでたばこを吸っちゃいけない', sentence('ここでたばこを吸ってはいけません。'))).toBe(
      true,
    );
    expect(isRightSentence('たけしさんは学生ではない', sentence('たけしさんは学生じゃないです。'))).toBe(true);
    expect(isRightSentence('かさを持ってきればよかった', sentence('かさを持ってくればよかったです。'))).toBe(false);
  });
});
