// Chapter 13: potential verbs, ～し for reasons, ～そうです for looks, and ～てみる.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 13,
  intro: 'Say what you can and cannot do, give reasons, and try things out.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '私は韓国語＿話せます。',
          english: 'I can speak Korean.',
          particles: ['が', 'を'],
          why: 'With a potential verb, what you can do usually takes が (を is also heard).',
        },
        {
          sentence: 'この仕事は時給が高いし、店長も親切だ＿、いいです。',
          english: 'This job pays well by the hour, the manager is kind, and so on: it is good.',
          particles: ['し'],
          why: 'し lists reasons: “and what is more”.',
        },
        {
          sentence: '私は歌＿得意です。',
          english: 'I am good at singing.',
          particles: ['が'],
          why: 'With 得意 and 苦手, the skill takes が.',
        },
        {
          sentence: '日本の会社＿応募してみます。',
          english: 'I will try applying to a Japanese company.',
          particles: ['に'],
          why: 'What you apply to takes に.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['potential:plain:nonpast:pos', 'potential:polite:nonpast:neg'],
      words: [
        {written: '話す', reading: 'はなす', class: 'godan', english: 'to speak'},
        {written: '食べる', reading: 'たべる', class: 'ichidan', english: 'to eat'},
        {written: '来る', reading: 'くる', class: 'kuru', english: 'to come'},
        {written: '運転する', reading: 'うんてんする', class: 'suru', english: 'to drive'},
        {written: '泳ぐ', reading: 'およぐ', class: 'godan', english: 'to swim'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '仕事', reading: 'しごと', english: 'job'},
        {word: '会話', reading: 'かいわ', english: 'conversation'},
      ],
      write: [
        {word: '文法', reading: 'ぶんぽう', english: 'grammar'},
        {word: '悲しい', reading: 'かなしい', english: 'sad'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '私は車が運転できません。',
          english: ['I cannot drive a car.', 'I can’t drive a car.', 'I can’t drive.', 'I cannot drive.'],
        },
        {
          japanese: 'この服を着てみてもいいですか。',
          english: [
            'May I try on these clothes?',
            'Can I try these clothes on?',
            'May I try these clothes on?',
            'Can I try on these clothes?',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'I can read kanji.',
          japanese: '漢字が読めます。',
          reading: 'かんじがよめます。',
          alternatives: ['漢字を読めます。'],
          predicate: [{word: 'よめる', class: 'ichidan'}],
        },
        {
          english: 'That curry looks spicy.',
          japanese: 'そのカレーは辛そうです。',
          reading: 'そのかれーはからそうです。',
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Looking for a part-time job',
      passage: [
        '私は今アルバイトを探しています。',
        '英語と中国語が話せるので、通訳の仕事がしたいです。',
        'でも、朝は早く起きられないし、車も運転できません。',
        '来週、本屋の面接を受けてみます。',
      ],
      questions: [
        {
          question: 'Which languages can the writer speak?',
          answers: ['English and Chinese', 'Chinese and English'],
          because: '英語と中国語が話せるので、通訳の仕事がしたいです。',
        },
        {
          question: 'Name one thing the writer cannot do.',
          answers: ['get up early', 'drive', 'drive a car', 'get up early in the morning'],
          because: 'でも、朝は早く起きられないし、車も運転できません。',
        },
        {
          question: 'Where is the interview next week?',
          answers: ['at a bookshop', 'a bookshop', 'bookstore', 'a bookstore', 'at a bookstore', 'bookshop'],
          because: '来週、本屋の面接を受けてみます。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
