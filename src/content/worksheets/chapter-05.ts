// Chapter 5: い- and な-adjectives in the present and past, 好き and きらい, and ～ましょう.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 5,
  intro: 'Describe a trip with adjectives, say what you like, and suggest what to do.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '私は魚＿好きです。',
          english: 'I like fish.',
          particles: ['が'],
          why: 'With 好き and きらい, what you like takes が.',
        },
        {
          sentence: '海で泳ぎました。とても楽しかったです。山＿行きました。',
          english: 'We swam in the sea. It was fun. We went to the mountains too.',
          particles: ['にも', 'へも'],
          why: 'に (place you go) followed by も (“too”): にも.',
        },
        {
          sentence: 'バス＿乗りましょう。',
          english: 'Let’s get on the bus.',
          particles: ['に'],
          why: 'The vehicle you get on takes に.',
        },
        {
          sentence: 'ホテル＿泊まりました。',
          english: 'We stayed at a hotel.',
          particles: ['に'],
          why: 'Where you stay the night takes に.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:nonpast:neg', 'normal:polite:past:pos', 'normal:polite:past:neg'],
      words: [
        {written: '高い', reading: 'たかい', class: 'i-adjective', english: 'expensive, tall'},
        {written: 'いい', reading: 'いい', class: 'i-adjective', english: 'good'},
        {written: '静か', reading: 'しずか', class: 'na-adjective', english: 'quiet'},
        {written: 'きれい', reading: 'きれい', class: 'na-adjective', english: 'pretty, clean'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '大きい', reading: 'おおきい', english: 'big'},
        {word: '小さい', reading: 'ちいさい', english: 'small'},
      ],
      write: [
        {word: '山', reading: 'やま', english: 'mountain'},
        {word: '天気', reading: 'てんき', english: 'weather'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {japanese: 'この部屋は静かじゃないです。', english: ['This room is not quiet.', 'This room isn’t quiet.']},
        {japanese: '天気はよかったです。', english: ['The weather was good.', 'The weather was nice.']},
      ],
      toJapanese: [
        {
          english: 'The sea was beautiful.',
          japanese: '海はきれいでした。',
          reading: 'うみはきれいでした。',
          predicate: [{word: 'きれい', class: 'na-adjective'}],
        },
        {
          english: 'The test was not difficult.',
          japanese: '試験は難しくなかったです。',
          reading: 'しけんはむずかしくなかったです。',
          predicate: [{word: 'むずかしい', class: 'i-adjective'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A trip to an island',
      passage: [
        '先週、友達と島に行きました。',
        '海はとてもきれいでした。',
        '毎日泳ぎました。',
        'ホテルは古かったですが、静かでした。',
        '食べ物はあまりおいしくなかったです。',
      ],
      questions: [
        {
          question: 'Where did the writer go last week?',
          answers: ['to an island', 'an island', 'island'],
          because: '先週、友達と島に行きました。',
        },
        {
          question: 'What was the hotel like?',
          answers: ['old but quiet', 'old and quiet', 'quiet', 'old'],
          because: 'ホテルは古かったですが、静かでした。',
        },
        {
          question: 'Was the food good?',
          answers: ['no', 'not very good', 'it was not very good', 'not really'],
          because: '食べ物はあまりおいしくなかったです。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
