// Chapter 11: ～たい, ～たり～たりする, and ～たことがある.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 11,
  intro: 'Say what you want to do, list what you did, and what you have done before.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '日本の映画＿見たことがありますか。',
          english: 'Have you ever seen a Japanese film?',
          particles: ['を'],
          why: 'を marks what is seen.',
        },
        {
          sentence: '週末は友達＿テニスをしたり、映画を見たりしました。',
          english: 'At the weekend I played tennis, watched films and so on with a friend.',
          particles: ['と'],
          why: 'と marks who you do something with.',
        },
        {
          sentence: '将来、作家＿なりたいです。',
          english: 'I want to be a writer in the future.',
          particles: ['に'],
          why: 'A noun before なる takes に.',
        },
        {
          sentence: '犬＿飼いたいです。',
          english: 'I want to keep a dog.',
          particles: ['を', 'が'],
          why: 'を (or が) marks what you want to keep.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['tai:polite:nonpast:pos', 'tai:polite:nonpast:neg', 'tari:plain:nonpast:pos'],
      words: [
        {written: '登る', reading: 'のぼる', class: 'godan', english: 'to climb'},
        {written: '習う', reading: 'ならう', class: 'godan', english: 'to learn'},
        {written: '見つける', reading: 'みつける', class: 'ichidan', english: 'to find'},
        {written: '運動する', reading: 'うんどうする', class: 'suru', english: 'to exercise'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '川', reading: 'かわ', english: 'river'},
        {word: '空', reading: 'そら', english: 'sky'},
      ],
      write: [
        {word: '夢', reading: 'ゆめ', english: 'dream'},
        {word: '動物', reading: 'どうぶつ', english: 'animal'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '温泉に行ったことがありますか。',
          english: [
            'Have you ever been to a hot spring?',
            'Have you been to a hot spring?',
            'Have you ever gone to a hot spring?',
          ],
        },
        {
          japanese: '今日は何もしたくないです。',
          english: ['I don’t want to do anything today.', 'I do not want to do anything today.'],
        },
      ],
      toJapanese: [
        {
          english: 'I want to go to Japan.',
          japanese: '日本に行きたいです。',
          reading: 'にほんにいきたいです。',
          alternatives: ['日本へ行きたいです。'],
        },
        {
          english: 'I have never climbed Mt. Fuji.',
          japanese: '富士山に登ったことがありません。',
          reading: 'ふじさんにのぼったことがありません。',
          predicate: [{word: 'ある', class: 'godan'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Back from the holidays',
      passage: [
        '休みに家族とキャンプに行きました。',
        '川で泳いだり、釣りをしたりしました。',
        '夜は空に星がたくさんありました。',
        '来年は湖の近くでキャンプをしたいです。',
      ],
      questions: [
        {
          question: 'Who did the writer go camping with?',
          answers: ['family', 'their family', 'with their family', 'with family'],
          because: '休みに家族とキャンプに行きました。',
        },
        {
          question: 'Name one thing they did at the river.',
          answers: ['swam', 'swimming', 'fished', 'fishing', 'went fishing'],
          because: '川で泳いだり、釣りをしたりしました。',
        },
        {
          question: 'Where do they want to camp next year?',
          answers: ['near a lake', 'by a lake', 'near the lake', 'by the lake'],
          because: '来年は湖の近くでキャンプをしたいです。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
