// Chapter 2: これ・それ・あれ, prices, じゃないです, and the particles も, ね and よ.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 2,
  intro: 'Point at things, ask prices, and say what something is not.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: 'これは私＿傘です。',
          english: 'This is my umbrella.',
          particles: ['の'],
          why: 'の shows whose umbrella it is.',
        },
        {
          sentence: 'その時計は日本＿です。',
          english: 'That watch is a Japanese one.',
          particles: ['の'],
          why: 'Here の stands for a thing: “a Japanese one”.',
        },
        {
          sentence: 'メアリーさんはアメリカ人です。ジョンさん＿アメリカ人です。',
          english: 'Mary is American. John is American too.',
          particles: ['も'],
          why: 'も means “too”: it replaces は when the same is true of someone else.',
        },
        {
          sentence: 'あのかばんはいくらです＿。',
          english: 'How much is that bag over there?',
          particles: ['か'],
          why: 'A question ends in か.',
        },
        {
          sentence: 'このケーキはおいしいです＿。',
          english: 'This cake is tasty, isn’t it?',
          particles: ['ね'],
          why: 'ね asks the listener to agree.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:nonpast:pos', 'normal:polite:nonpast:neg'],
      words: [
        {written: '本', reading: 'ほん', class: 'na-adjective', english: 'book', noun: true},
        {written: '辞書', reading: 'じしょ', class: 'na-adjective', english: 'dictionary', noun: true},
        {written: '魚', reading: 'さかな', class: 'na-adjective', english: 'fish', noun: true},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '本', reading: 'ほん', english: 'book'},
        {word: '魚', reading: 'さかな', english: 'fish'},
      ],
      write: [
        {word: '水', reading: 'みず', english: 'water'},
        {word: '店', reading: 'みせ', english: 'shop'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {japanese: 'これはいくらですか。', english: ['How much is this?', 'How much is this one?']},
        {
          japanese: 'それは私の本じゃないです。',
          english: ['That is not my book.', 'That isn’t my book.', 'That is not my book'],
        },
      ],
      toJapanese: [
        {
          english: 'This is a dictionary.',
          japanese: 'これは辞書です。',
          reading: 'これはじしょです。',
          predicate: [{word: '', class: 'na-adjective'}],
        },
        {
          english: 'Where is the bank?',
          japanese: '銀行はどこですか。',
          reading: 'ぎんこうはどこですか。',
          predicate: [{word: '', class: 'na-adjective'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'At the café',
      passage: [
        'ここは喫茶店です。',
        'コーヒーは三百円です。',
        '紅茶も三百円です。',
        'ケーキは五百円です。',
        '私はコーヒーとケーキをください。',
      ],
      questions: [
        {
          question: 'How much is the coffee?',
          answers: ['300 yen', 'three hundred yen', '300'],
          because: 'コーヒーは三百円です。',
        },
        {
          question: 'How much is the cake?',
          answers: ['500 yen', 'five hundred yen', '500'],
          because: 'ケーキは五百円です。',
        },
        {
          question: 'Which drink costs the same as the coffee?',
          answers: ['tea', 'black tea', 'the tea'],
          because: '紅茶も三百円です。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
