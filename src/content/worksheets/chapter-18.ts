// Chapter 18: transitive and intransitive pairs, ～てしまう, ～と, ～ながら and ～ばよかった.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 18,
  intro: 'Tell apart what you do to things from what things do by themselves, and what you regret.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: 'ドア＿開きました。',
          english: 'The door opened.',
          particles: ['が'],
          why: 'An intransitive verb (開く) has the thing itself as subject: が.',
        },
        {
          sentence: 'ドア＿開けました。',
          english: 'I opened the door.',
          particles: ['を'],
          why: 'A transitive verb (開ける) has the thing as its object: を.',
        },
        {
          sentence: 'このボタンを押す＿、電気が付きます。',
          english: 'When you press this button, the light comes on.',
          particles: ['と'],
          why: '～と after the short form: whenever this happens, that follows.',
        },
        {
          sentence: '音楽＿聞きながら勉強します。',
          english: 'I study while listening to music.',
          particles: ['を'],
          why: 'を marks what is listened to; the stem + ながら means “while”.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['te:plain:nonpast:pos', 'conditional:plain:nonpast:pos'],
      words: [
        {written: '壊す', reading: 'こわす', class: 'godan', english: 'to break (something)'},
        {written: '壊れる', reading: 'こわれる', class: 'ichidan', english: 'to break (by itself)'},
        {written: '落とす', reading: 'おとす', class: 'godan', english: 'to drop'},
        {written: '並べる', reading: 'ならべる', class: 'ichidan', english: 'to line up'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '開く', reading: 'あく', english: 'to open (by itself)'},
        {word: '閉まる', reading: 'しまる', english: 'to close (by itself)'},
      ],
      write: [
        {word: '皿', reading: 'さら', english: 'plate'},
        {word: '箱', reading: 'はこ', english: 'box'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: 'コップを割ってしまいました。',
          english: [
            'I broke the glass.',
            'I ended up breaking the glass.',
            'I accidentally broke the cup.',
            'I broke the cup.',
            'I accidentally broke the glass.',
          ],
        },
        {
          japanese: 'もっと勉強すればよかったです。',
          english: ['I should have studied more.', 'I wish I had studied more.'],
        },
      ],
      toJapanese: [
        {
          english: 'The light went off.',
          japanese: '電気が消えました。',
          reading: 'でんきがきえました。',
          predicate: [{word: 'きえる', class: 'ichidan'}],
        },
        {
          english: 'I turned off the light.',
          japanese: '電気を消しました。',
          reading: 'でんきをけしました。',
          predicate: [{word: 'けす', class: 'godan'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A broken fridge',
      passage: [
        '今朝、台所に行くと、冷蔵庫が止まっていました。',
        '中の物が全部温かくなってしまいました。',
        '店に電話すると、午後に直しに来てくれると言いました。',
        'もっと早く新しいのを買えばよかったです。',
      ],
      questions: [
        {
          question: 'What had stopped?',
          answers: ['the fridge', 'the refrigerator', 'fridge', 'refrigerator'],
          because: '今朝、台所に行くと、冷蔵庫が止まっていました。',
        },
        {
          question: 'When will someone come to fix it?',
          answers: ['in the afternoon', 'this afternoon', 'afternoon'],
          because: '店に電話すると、午後に直しに来てくれると言いました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
