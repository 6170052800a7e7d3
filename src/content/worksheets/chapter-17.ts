// Chapter 17: ～そうです (hearsay), ～って, ～たら, ～なくてもいい, ～みたいです, and ～前に・～てから.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 17,
  intro: 'Pass on news, talk about what will happen if, and say what need not be done.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: 'ニュース＿よると、あの俳優は結婚したそうです。',
          english: 'According to the news, that actor got married.',
          particles: ['に'],
          why: '～によると (“according to”) is made with に.',
        },
        {
          sentence: '大学＿卒業してから、東京に引っ越します。',
          english: 'After I graduate from university, I will move to Tokyo.',
          particles: ['を'],
          why: 'What you graduate from takes を.',
        },
        {
          sentence: '寝る前＿歯を磨きます。',
          english: 'I brush my teeth before I go to bed.',
          particles: ['に'],
          why: '～前に: before doing.',
        },
        {
          sentence: '兄は髭＿剃りました。',
          english: 'My brother shaved his beard.',
          particles: ['を'],
          why: 'を marks what is shaved.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['conditional:plain:nonpast:pos', 'conditional:plain:nonpast:neg'],
      words: [
        {written: '増える', reading: 'ふえる', class: 'ichidan', english: 'to increase'},
        {written: '変わる', reading: 'かわる', class: 'godan', english: 'to change'},
        {written: 'ひどい', reading: 'ひどい', class: 'i-adjective', english: 'awful'},
        {written: '面倒', reading: 'めんどう', class: 'na-adjective', english: 'troublesome'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '生活', reading: 'せいかつ', english: 'life, living'},
        {word: '理由', reading: 'りゆう', english: 'reason'},
      ],
      write: [
        {word: '番組', reading: 'ばんぐみ', english: 'programme'},
        {word: '性格', reading: 'せいかく', english: 'personality'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '宝くじに当たったら、世界を旅行したいです。',
          english: [
            'If I win the lottery, I want to travel the world.',
            'If I won the lottery, I would want to travel around the world.',
            'If I win the lottery, I want to travel around the world.',
          ],
        },
        {
          japanese: '明日は学校に来なくてもいいです。',
          english: [
            'You do not have to come to school tomorrow.',
            'You don’t have to come to school tomorrow.',
            'You don’t need to come to school tomorrow.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'If it rains, I will not go.',
          japanese: '雨が降ったら、行きません。',
          reading: 'あめがふったら、いきません。',
          predicate: [{word: 'いく', class: 'godan'}],
        },
        {
          english: 'I heard that Mary got married.',
          japanese: 'メアリーさんは結婚したそうです。',
          reading: 'めありーさんはけっこんしたそうです。',
          alternatives: ['メアリーさんが結婚したそうです。'],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'News of an old friend',
      passage: [
        '昨日、高校の友達に会いました。',
        '友達によると、先生は去年結婚したそうです。',
        '友達は来年から大阪の会社に勤めるって。',
        '久しぶりだったので、とても楽しかったです。',
      ],
      questions: [
        {
          question: 'What happened to the teacher last year?',
          answers: ['got married', 'the teacher got married', 'married', 'they got married'],
          because: '友達によると、先生は去年結婚したそうです。',
        },
        {
          question: 'Where will the friend work from next year?',
          answers: ['at a company in Osaka', 'a company in Osaka', 'in Osaka', 'Osaka'],
          because: '友達は来年から大阪の会社に勤めるって。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
