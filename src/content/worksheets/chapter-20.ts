// Chapter 20: humble and extra-modest expressions, ～ないで, ～かどうか, and ～やすい・～にくい.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 20,
  intro: 'Speak modestly about yourself, give directions, and ask whether something is so.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: 'あの交差点＿右に曲がってください。',
          english: 'Please turn right at that crossing.',
          particles: ['を'],
          why: 'The place where you turn takes を.',
        },
        {
          sentence: 'この橋＿渡ると、駅があります。',
          english: 'If you cross this bridge, there is the station.',
          particles: ['を'],
          why: 'What you cross takes を.',
        },
        {
          sentence: 'この薬は子供＿も飲みやすいです。',
          english: 'This medicine is easy for children too to take.',
          particles: ['に'],
          why: 'に (with も: にも) marks for whom it is easy.',
        },
        {
          sentence: '道＿迷わないで、駅に着きました。',
          english: 'I got to the station without getting lost.',
          particles: ['に'],
          why: 'With 迷う, where you get lost takes に.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:nonpast:pos', 'normal:polite:past:pos'],
      words: [
        {written: '参る', reading: 'まいる', class: 'godan', english: 'to go, to come (humble)'},
        {written: '申す', reading: 'もうす', class: 'godan', english: 'to say (humble)'},
        {written: 'いたす', reading: 'いたす', class: 'godan', english: 'to do (humble)'},
        {written: 'おる', reading: 'おる', class: 'godan', english: 'to be (humble)'},
        {written: '伺う', reading: 'うかがう', class: 'godan', english: 'to visit, to ask (humble)'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '橋', reading: 'はし', english: 'bridge'},
        {word: '道路', reading: 'どうろ', english: 'road'},
      ],
      write: [
        {word: '近所', reading: 'きんじょ', english: 'neighbourhood'},
        {word: '強い', reading: 'つよい', english: 'strong'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {japanese: '私は田中と申します。', english: ['My name is Tanaka.', 'I am called Tanaka.', 'I am Tanaka.']},
        {
          japanese: 'この字は読みにくいです。',
          english: [
            'This character is hard to read.',
            'This writing is hard to read.',
            'This handwriting is hard to read.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'I will go to your house tomorrow (humbly).',
          japanese: '明日お宅に伺います。',
          reading: 'あしたおたくにうかがいます。',
          alternatives: ['明日、お宅に伺います。'],
        },
        {
          english: 'I went to school without eating breakfast.',
          japanese: '朝ご飯を食べないで学校に行きました。',
          reading: 'あさごはんをたべないでがっこうにいきました。',
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Directions to the station',
      passage: [
        'この道をまっすぐ行ってください。',
        '二つ目の信号を左に曲がると、大きい橋があります。',
        '橋を渡って、交番の角を右に曲がってください。',
        '駅はその通りの突き当たりにございます。',
      ],
      questions: [
        {
          question: 'Where do you turn left?',
          answers: [
            'at the second traffic light',
            'the second traffic light',
            'at the second light',
            'second traffic light',
            'the second light',
          ],
          because: '二つ目の信号を左に曲がると、大きい橋があります。',
        },
        {
          question: 'What do you cross?',
          answers: ['a big bridge', 'the bridge', 'a bridge', 'bridge', 'the big bridge'],
          because: '橋を渡って、交番の角を右に曲がってください。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
