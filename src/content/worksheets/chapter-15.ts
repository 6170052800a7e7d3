// Chapter 15: the volitional form, ～ておく, and clauses that describe nouns.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 15,
  intro: 'Plan a trip: say what you will do, get things ready, and describe places.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '夏休みに海外へ行こう＿思っています。',
          english: 'I am thinking of going abroad in the summer holidays.',
          particles: ['と'],
          why: 'The volitional + と思っています: “I am thinking of doing”.',
        },
        {
          sentence: '旅行の前に、ホテル＿予約しておきます。',
          english: 'I will book the hotel before the trip.',
          particles: ['を'],
          why: 'を marks what is booked.',
        },
        {
          sentence: '友達＿旅行に誘いました。',
          english: 'I invited a friend on a trip.',
          particles: ['を'],
          why: 'The person you invite takes を; what you invite them to takes に.',
        },
        {
          sentence: 'これは友達＿撮った写真です。',
          english: 'This is a photo I took with a friend.',
          particles: ['と'],
          why: 'と marks who you did it with; the clause before 写真 describes it.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['volitional:plain:nonpast:pos', 'volitional:polite:nonpast:pos'],
      words: [
        {written: '調べる', reading: 'しらべる', class: 'ichidan', english: 'to look into'},
        {written: '続ける', reading: 'つづける', class: 'ichidan', english: 'to continue'},
        {written: '誘う', reading: 'さそう', class: 'godan', english: 'to invite'},
        {written: '過ごす', reading: 'すごす', class: 'godan', english: 'to spend time'},
        {written: '出発する', reading: 'しゅっぱつする', class: 'suru', english: 'to depart'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '予定', reading: 'よてい', english: 'plan'},
        {word: '世界', reading: 'せかい', english: 'world'},
      ],
      write: [
        {word: '森', reading: 'もり', english: 'forest'},
        {word: '星', reading: 'ほし', english: 'star'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '一緒に温泉に行こうよ。',
          english: ['Let’s go to a hot spring together.', 'Let’s go to the hot spring together.'],
        },
        {
          japanese: '旅行の前に地図を買っておきます。',
          english: [
            'I will buy a map before the trip.',
            'I’ll buy a map before the trip.',
            'Before the trip I will buy a map.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'Let’s look into the prices.',
          japanese: '料金を調べましょう。',
          reading: 'りょうきんをしらべましょう。',
          predicate: [{word: 'しらべる', class: 'ichidan'}],
        },
        {
          english: 'I am thinking of going to Hokkaido.',
          japanese: '北海道に行こうと思っています。',
          reading: 'ほっかいどうにいこうとおもっています。',
          alternatives: ['北海道へ行こうと思っています。'],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A trip to the countryside',
      passage: [
        '来月、友達と田舎の旅館に泊まろうと思っています。',
        '旅館の近くには森や海岸があります。',
        '出発の前に、電車の時間を調べておきました。',
        '夜は空気がきれいなので、星がよく見えるそうです。',
      ],
      questions: [
        {
          question: 'Where will they stay?',
          answers: [
            'at a Japanese inn in the countryside',
            'a Japanese inn',
            'at an inn',
            'an inn',
            'a ryokan',
            'an inn in the countryside',
          ],
          because: '来月、友達と田舎の旅館に泊まろうと思っています。',
        },
        {
          question: 'What did the writer look up in advance?',
          answers: ['train times', 'the train times', 'the train schedule', 'train schedule'],
          because: '出発の前に、電車の時間を調べておきました。',
        },
        {
          question: 'What can you see well at night?',
          answers: ['the stars', 'stars'],
          because: '夜は空気がきれいなので、星がよく見えるそうです。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
