// Chapter 12: ～んです, ～すぎる, ～ほうがいい, ～なければいけない and ～でしょう.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 12,
  intro: 'Explain what is wrong, give advice, and say what must be done.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '頭＿痛いんです。',
          english: 'I have a headache.',
          particles: ['が'],
          why: 'The part that hurts takes が.',
        },
        {
          sentence: '風邪＿引きました。',
          english: 'I caught a cold.',
          particles: ['を'],
          why: '風邪を引く: “to catch a cold” takes を.',
        },
        {
          sentence: '熱＿あるんです。',
          english: 'The thing is, I have a fever.',
          particles: ['が'],
          why: 'With ある, what there is takes が.',
        },
        {
          sentence: 'このかばんは私＿は重すぎます。',
          english: 'This bag is too heavy for me.',
          particles: ['に'],
          why: 'に (with は: には) marks for whom it is too much.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:plain:past:pos', 'normal:plain:nonpast:neg', 'conditional:plain:nonpast:neg'],
      words: [
        {written: '寝る', reading: 'ねる', class: 'ichidan', english: 'to sleep'},
        {written: '休む', reading: 'やすむ', class: 'godan', english: 'to rest'},
        {written: '我慢する', reading: 'がまんする', class: 'suru', english: 'to put up with'},
        {written: '出る', reading: 'でる', class: 'ichidan', english: 'to attend, to leave'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '手', reading: 'て', english: 'hand'},
        {word: '足', reading: 'あし', english: 'foot, leg'},
      ],
      write: [
        {word: '口', reading: 'くち', english: 'mouth'},
        {word: '悪い', reading: 'わるい', english: 'bad'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {japanese: 'このカレーは辛すぎます。', english: ['This curry is too spicy.', 'This curry is too hot.']},
        {
          japanese: '今日は病院に行かなければいけません。',
          english: [
            'I have to go to the hospital today.',
            'I must go to the hospital today.',
            'Today I have to go to the hospital.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'You should rest.',
          japanese: '休んだほうがいいですよ。',
          reading: 'やすんだほうがいいですよ。',
          alternatives: ['休んだほうがいいです。'],
        },
        {
          english: 'I have a fever.',
          japanese: '熱があるんです。',
          reading: 'ねつがあるんです。',
          alternatives: ['熱があります。'],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A day in bed',
      passage: [
        '昨日から喉が痛いんです。',
        '熱もあるので、今日は授業を休みました。',
        '友達は「病院に行ったほうがいい」と言いました。',
        '明日は試験があるので、勉強しなければいけません。',
      ],
      questions: [
        {
          question: 'What hurts?',
          answers: ['throat', 'their throat', 'the throat', 'my throat', 'a sore throat'],
          because: '昨日から喉が痛いんです。',
        },
        {
          question: 'What did the friend advise?',
          answers: ['go to the hospital', 'to go to the hospital', 'go to hospital', 'see a doctor'],
          because: '友達は「病院に行ったほうがいい」と言いました。',
        },
        {
          question: 'Why must the writer study?',
          answers: ['there is an exam tomorrow', 'an exam tomorrow', 'because of an exam tomorrow', 'exam tomorrow'],
          because: '明日は試験があるので、勉強しなければいけません。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
