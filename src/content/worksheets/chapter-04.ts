// Chapter 4: ある and いる, positions, and the polite past.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 4,
  intro: 'Say where things and people are, and what you did.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '机の上＿本があります。',
          english: 'There is a book on the desk.',
          particles: ['に'],
          why: 'With ある and いる, に marks where something is.',
        },
        {
          sentence: '公園に子供＿います。',
          english: 'There are children in the park.',
          particles: ['が'],
          why: 'が marks what or who is there.',
        },
        {
          sentence: '昨日、友達＿会いました。',
          english: 'I met a friend yesterday.',
          particles: ['に'],
          why: 'The person you meet takes に.',
        },
        {
          sentence: '駅の前で友達＿待ちました。',
          english: 'I waited for my friend in front of the station.',
          particles: ['を'],
          why: 'With 待つ, who or what you wait for takes を.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:past:pos', 'normal:polite:past:neg'],
      words: [
        {written: '買う', reading: 'かう', class: 'godan', english: 'to buy'},
        {written: '書く', reading: 'かく', class: 'godan', english: 'to write'},
        {written: '待つ', reading: 'まつ', class: 'godan', english: 'to wait'},
        {written: 'いる', reading: 'いる', class: 'ichidan', english: 'to be (people)'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '上', reading: 'うえ', english: 'on, above'},
        {word: '下', reading: 'した', english: 'under'},
      ],
      write: [
        {word: '右', reading: 'みぎ', english: 'right'},
        {word: '友達', reading: 'ともだち', english: 'friend'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '銀行は郵便局のとなりです。',
          english: ['The bank is next to the post office.', 'The bank is beside the post office.'],
        },
        {japanese: '昨日、手紙を書きました。', english: ['I wrote a letter yesterday.', 'Yesterday I wrote a letter.']},
      ],
      toJapanese: [
        {
          english: 'There is a cat under the chair.',
          japanese: 'いすの下に猫がいます。',
          reading: 'いすのしたにねこがいます。',
          predicate: [{word: 'いる', class: 'ichidan'}],
        },
        {
          english: 'I bought a camera last week.',
          japanese: '先週カメラを買いました。',
          reading: 'せんしゅうかめらをかいました。',
          alternatives: ['先週、カメラを買いました。'],
          predicate: [{word: 'かう', class: 'godan'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A day in town',
      passage: [
        '昨日、町に行きました。',
        'デパートの前で友達を三十分待ちました。',
        'それから、本屋で雑誌を買いました。',
        '喫茶店はありませんでした。',
      ],
      questions: [
        {
          question: 'Where did the writer wait for a friend?',
          answers: ['in front of the department store', 'at the department store', 'department store'],
          because: 'デパートの前で友達を三十分待ちました。',
        },
        {
          question: 'How long did they wait?',
          answers: ['thirty minutes', '30 minutes', 'half an hour'],
          because: 'デパートの前で友達を三十分待ちました。',
        },
        {
          question: 'What did they buy at the bookshop?',
          answers: ['a magazine', 'magazine', 'magazines'],
          because: 'それから、本屋で雑誌を買いました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
