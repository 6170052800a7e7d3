// Chapter 8: short forms in the present, と思います and と言っていました, and ～ないでください.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 8,
  intro: 'Use the short forms to say what you think and what others said.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '明日は雨が降る＿思います。',
          english: 'I think it will rain tomorrow.',
          particles: ['と'],
          why: 'と quotes what is thought, before 思います.',
        },
        {
          sentence: 'メアリーさんはパーティーに行かない＿言っていました。',
          english: 'Mary said she is not going to the party.',
          particles: ['と'],
          why: 'と quotes what was said, before 言っていました.',
        },
        {
          sentence: '私は料理＿上手じゃないです。',
          english: 'I am not good at cooking.',
          particles: ['が'],
          why: 'With 上手 and 下手, the skill takes が.',
        },
        {
          sentence: '日本の映画＿ついて話しました。',
          english: 'We talked about Japanese films.',
          particles: ['に'],
          why: '～について (“about”) is made with に.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:plain:nonpast:pos', 'normal:plain:nonpast:neg'],
      words: [
        {written: '作る', reading: 'つくる', class: 'godan', english: 'to make'},
        {written: '捨てる', reading: 'すてる', class: 'ichidan', english: 'to throw away'},
        {written: 'ある', reading: 'ある', class: 'godan', english: 'there is'},
        {written: '有名', reading: 'ゆうめい', class: 'na-adjective', english: 'famous'},
        {written: '寒い', reading: 'さむい', class: 'i-adjective', english: 'cold'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '雨', reading: 'あめ', english: 'rain'},
        {word: '雪', reading: 'ゆき', english: 'snow'},
      ],
      write: [
        {word: '料理', reading: 'りょうり', english: 'cooking, dish'},
        {word: '来年', reading: 'らいねん', english: 'next year'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: 'ここで写真を撮らないでください。',
          english: [
            'Please do not take pictures here.',
            'Please don’t take photos here.',
            'Please do not take photos here.',
            'Please don’t take pictures here.',
          ],
        },
        {
          japanese: '山田さんは今日来ないと思います。',
          english: [
            'I think Mr. Yamada will not come today.',
            'I don’t think Yamada is coming today.',
            'I think Yamada won’t come today.',
            'I think Mr. Yamada is not coming today.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'I think it is cold tomorrow.',
          japanese: '明日は寒いと思います。',
          reading: 'あしたはさむいとおもいます。',
          predicate: [{word: 'おもう', class: 'godan'}],
        },
        {
          english: 'Please do not forget your umbrella.',
          japanese: '傘を忘れないでください。',
          reading: 'かさをわすれないでください。',
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Plans for a barbecue',
      passage: [
        '土曜日にバーベキューをします。',
        '天気予報によると、晴れると思います。',
        'ケンさんは肉を持っていくと言っていました。',
        'ジュースは要らないと思います。',
      ],
      questions: [
        {
          question: 'What will they do on Saturday?',
          answers: ['have a barbecue', 'a barbecue', 'barbecue'],
          because: '土曜日にバーベキューをします。',
        },
        {
          question: 'What will Ken bring?',
          answers: ['meat', 'some meat'],
          because: 'ケンさんは肉を持っていくと言っていました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
