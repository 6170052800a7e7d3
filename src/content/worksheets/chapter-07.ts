// Chapter 7: ～ている for actions going on and states, describing people, and joining adjectives.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 7,
  intro: 'Describe your family: what they are doing, where they live and what they look like.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '姉は東京＿住んでいます。',
          english: 'My older sister lives in Tokyo.',
          particles: ['に'],
          why: 'With 住む, where you live takes に.',
        },
        {
          sentence: '父は銀行＿勤めています。',
          english: 'My father works for a bank.',
          particles: ['に'],
          why: 'With 勤める, the company takes に.',
        },
        {
          sentence: '兄は髪＿長いです。',
          english: 'My older brother has long hair.',
          particles: ['が'],
          why: 'In “X は Y が adjective”, the part described (hair) takes が.',
        },
        {
          sentence: '弟は背が高くて、かっこいいです。妹＿背が低いです。',
          english: 'My younger brother is tall and cool. My younger sister is short.',
          particles: ['は'],
          why: 'は brings in the new topic, set against the brother.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['te:plain:nonpast:pos', 'normal:polite:nonpast:neg'],
      words: [
        {written: '住む', reading: 'すむ', class: 'godan', english: 'to live'},
        {written: '着る', reading: 'きる', class: 'ichidan', english: 'to put on (clothes)'},
        {written: '知る', reading: 'しる', class: 'godan', english: 'to get to know'},
        {written: '長い', reading: 'ながい', class: 'i-adjective', english: 'long'},
        {written: '親切', reading: 'しんせつ', class: 'na-adjective', english: 'kind'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '父', reading: 'ちち', english: 'my father'},
        {word: '母', reading: 'はは', english: 'my mother'},
      ],
      write: [
        {word: '会社', reading: 'かいしゃ', english: 'company'},
        {word: '長い', reading: 'ながい', english: 'long'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '妹はめがねをかけています。',
          english: [
            'My younger sister wears glasses.',
            'My little sister wears glasses.',
            'My younger sister is wearing glasses.',
          ],
        },
        {
          japanese: '田中さんを知っていますか。',
          english: ['Do you know Mr. Tanaka?', 'Do you know Tanaka?', 'Do you know Ms. Tanaka?'],
        },
      ],
      toJapanese: [
        {
          english: 'My mother is reading a book now.',
          japanese: '母は今本を読んでいます。',
          reading: 'はははいまほんをよんでいます。',
          alternatives: ['母は今、本を読んでいます。'],
          predicate: [{word: 'よんでいる', class: 'ichidan'}],
        },
        {
          english: 'My older brother is married.',
          japanese: '兄は結婚しています。',
          reading: 'あにはけっこんしています。',
          predicate: [{word: 'けっこんしている', class: 'ichidan'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A family photo',
      passage: [
        'これは私の家族の写真です。',
        '父は会社員で、大阪の会社に勤めています。',
        '母は背が低くて、とても親切です。',
        '姉は結婚していて、東京に住んでいます。',
      ],
      questions: [
        {
          question: 'Where does the father work?',
          answers: ['at a company in Osaka', 'a company in Osaka', 'in Osaka', 'Osaka'],
          because: '父は会社員で、大阪の会社に勤めています。',
        },
        {
          question: 'What is the mother like?',
          answers: ['short and very kind', 'short and kind', 'kind', 'very kind'],
          because: '母は背が低くて、とても親切です。',
        },
        {
          question: 'Where does the older sister live?',
          answers: ['in Tokyo', 'Tokyo'],
          because: '姉は結婚していて、東京に住んでいます。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
