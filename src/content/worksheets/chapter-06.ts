// Chapter 6: the te-form for requests, permission, prohibition and joined actions.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 6,
  intro: 'Make te-forms, ask favours, and say what may and may not be done.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '窓＿開けてください。',
          english: 'Please open the window.',
          particles: ['を'],
          why: 'を marks what you open.',
        },
        {
          sentence: '教室＿入ってもいいですか。',
          english: 'May I enter the classroom?',
          particles: ['に'],
          why: 'The place you enter takes に.',
        },
        {
          sentence: '電車＿降ります。',
          english: 'I get off the train.',
          particles: ['を'],
          why: 'The vehicle you get off takes を.',
        },
        {
          sentence: 'ここでたばこ＿吸ってはいけません。',
          english: 'You must not smoke here.',
          particles: ['を'],
          why: 'を marks what is smoked.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['te:plain:nonpast:pos', 'normal:polite:nonpast:pos'],
      words: [
        {written: '書く', reading: 'かく', class: 'godan', english: 'to write'},
        {written: '急ぐ', reading: 'いそぐ', class: 'godan', english: 'to hurry'},
        {written: '休む', reading: 'やすむ', class: 'godan', english: 'to rest'},
        {written: '待つ', reading: 'まつ', class: 'godan', english: 'to wait'},
        {written: '見せる', reading: 'みせる', class: 'ichidan', english: 'to show'},
        {written: '行く', reading: 'いく', class: 'godan', english: 'to go'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '電車', reading: 'でんしゃ', english: 'train'},
        {word: '駅', reading: 'えき', english: 'station'},
      ],
      write: [
        {word: '休む', reading: 'やすむ', english: 'to rest, to be absent'},
        {word: '入る', reading: 'はいる', english: 'to enter'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: 'ちょっと待ってください。',
          english: ['Please wait a moment.', 'Please wait a minute.', 'Wait a moment please.'],
        },
        {
          japanese: '写真を撮ってもいいですか。',
          english: ['May I take a picture?', 'May I take a photo?', 'Can I take a photo?', 'Can I take a picture?'],
        },
      ],
      toJapanese: [
        {
          english: 'Please show me the textbook.',
          japanese: '教科書を見せてください。',
          reading: 'きょうかしょをみせてください。',
        },
        {
          english: 'You must not use a phone here.',
          japanese: 'ここで電話を使ってはいけません。',
          reading: 'ここででんわをつかってはいけません。',
          alternatives: ['ここで電話を使ってはだめです。'],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Sora’s morning',
      passage: [
        'ソラさんは毎朝七時に起きて、シャワーを浴びます。',
        '朝ご飯を食べて、歯を磨きます。',
        '八時の電車に乗って、学校に行きます。',
        '今日は雨なので、傘を持っていきます。',
      ],
      questions: [
        {
          question: 'What does Sora do after getting up?',
          answers: ['takes a shower', 'take a shower', 'showers', 'shower'],
          because: 'ソラさんは毎朝七時に起きて、シャワーを浴びます。',
        },
        {
          question: 'How does Sora go to school?',
          answers: ['by train', 'train', 'on the train'],
          because: '八時の電車に乗って、学校に行きます。',
        },
        {
          question: 'What does Sora take today, and why?',
          answers: ['an umbrella because it is raining', 'an umbrella', 'umbrella', 'umbrella because of the rain'],
          because: '今日は雨なので、傘を持っていきます。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
