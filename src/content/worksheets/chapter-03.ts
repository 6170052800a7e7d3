// Chapter 3: polite verbs, the particles of place, time and object, and invitations.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 3,
  intro: 'Say what you do, where and when, and invite a friend out.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '毎日コーヒー＿飲みます。',
          english: 'I drink coffee every day.',
          particles: ['を'],
          why: 'を marks the object: what is drunk.',
        },
        {
          sentence: '図書館＿勉強します。',
          english: 'I study at the library.',
          particles: ['で'],
          why: 'で marks where an action happens.',
        },
        {
          sentence: '明日、学校＿行きます。',
          english: 'I will go to school tomorrow.',
          particles: ['に', 'へ'],
          why: 'に (or へ) marks where you go.',
        },
        {
          sentence: '土曜日＿テニスをします。',
          english: 'I play tennis on Saturday.',
          particles: ['に'],
          why: 'A day of the week takes に; words like 明日 and 毎日 take none.',
        },
        {
          sentence: '十一時ごろ寝ます。週末は家＿帰ります。',
          english: 'I go to bed at about eleven. At weekends I go home.',
          particles: ['に', 'へ'],
          why: 'に (or へ) marks where you go back to.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:nonpast:pos', 'normal:polite:nonpast:neg'],
      words: [
        {written: '読む', reading: 'よむ', class: 'godan', english: 'to read'},
        {written: '起きる', reading: 'おきる', class: 'ichidan', english: 'to get up'},
        {written: '帰る', reading: 'かえる', class: 'godan', english: 'to go back'},
        {written: '来る', reading: 'くる', class: 'kuru', english: 'to come'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '行く', reading: 'いく', english: 'to go'},
        {word: '見る', reading: 'みる', english: 'to see'},
      ],
      write: [
        {word: '今日', reading: 'きょう', english: 'today'},
        {word: '毎日', reading: 'まいにち', english: 'every day'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '私はあまりテレビを見ません。',
          english: [
            'I do not watch TV much.',
            'I don’t watch TV much.',
            'I do not watch television much.',
            'I don’t often watch TV.',
          ],
        },
        {
          japanese: '一緒に映画を見ませんか。',
          english: [
            'Would you like to see a movie together?',
            'Won’t you see a movie with me?',
            'Shall we watch a movie together?',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'I read books at the library.',
          japanese: '図書館で本を読みます。',
          reading: 'としょかんでほんをよみます。',
          alternatives: ['私は図書館で本を読みます。'],
          predicate: [{word: 'よむ', class: 'godan'}],
        },
        {
          english: 'I get up at seven every day.',
          japanese: '毎日七時に起きます。',
          reading: 'まいにちしちじにおきます。',
          predicate: [{word: 'おきる', class: 'ichidan'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Ken’s weekend',
      passage: [
        'ケンさんは週末によくテニスをします。',
        '土曜日の朝、公園でテニスをします。',
        '午後は図書館で勉強します。',
        '日曜日は家で映画を見ます。',
      ],
      questions: [
        {
          question: 'What does Ken often do at weekends?',
          answers: ['play tennis', 'tennis', 'he plays tennis'],
          because: 'ケンさんは週末によくテニスをします。',
        },
        {
          question: 'Where does he study on Saturday afternoon?',
          answers: ['at the library', 'library', 'in the library'],
          because: '午後は図書館で勉強します。',
        },
        {
          question: 'What does he do on Sunday?',
          answers: ['watch movies at home', 'watch a movie', 'watches movies', 'watch movies', 'watch a movie at home'],
          because: '日曜日は家で映画を見ます。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
