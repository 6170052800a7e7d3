// Chapter 14: ほしい, かもしれない, あげる・くれる・もらう, ～たらどうですか, and numbers with しか and も.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 14,
  intro: 'Talk about gifts: who gives what to whom, what you want, and what might be.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '私は友達＿マフラーをあげました。',
          english: 'I gave my friend a scarf.',
          particles: ['に'],
          why: 'The person who receives takes に.',
        },
        {
          sentence: '姉＿私に手袋をくれました。',
          english: 'My sister gave me gloves.',
          particles: ['が', 'は'],
          why: 'The giver is the subject: が (or は as the topic).',
        },
        {
          sentence: '私は先輩＿本をもらいました。',
          english: 'I got a book from my senior.',
          particles: ['に', 'から'],
          why: 'With もらう, the giver takes に or から.',
        },
        {
          sentence: 'お金が千円＿ありません。',
          english: 'I have only a thousand yen.',
          particles: ['しか'],
          why: 'しか with a negative verb means “only”.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:plain:past:pos', 'te:plain:nonpast:pos'],
      words: [
        {written: 'あげる', reading: 'あげる', class: 'ichidan', english: 'to give'},
        {written: 'くれる', reading: 'くれる', class: 'ichidan', english: 'to give (to me)'},
        {written: 'もらう', reading: 'もらう', class: 'godan', english: 'to receive'},
        {written: '選ぶ', reading: 'えらぶ', class: 'godan', english: 'to choose'},
        {written: '相談する', reading: 'そうだんする', class: 'suru', english: 'to consult'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '指輪', reading: 'ゆびわ', english: 'ring'},
        {word: '気持ち', reading: 'きもち', english: 'feeling'},
      ],
      write: [
        {word: '大切', reading: 'たいせつ', english: 'precious'},
        {word: '男性', reading: 'だんせい', english: 'man'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {japanese: '新しいパソコンがほしいです。', english: ['I want a new computer.', 'I want a new PC.']},
        {
          japanese: '明日は雪が降るかもしれません。',
          english: ['It may snow tomorrow.', 'It might snow tomorrow.', 'Tomorrow it may snow.'],
        },
      ],
      toJapanese: [
        {
          english: 'My friend gave me flowers.',
          japanese: '友達が花をくれました。',
          reading: 'ともだちがはなをくれました。',
          alternatives: ['友達が私に花をくれました。'],
          predicate: [{word: 'くれる', class: 'ichidan'}],
        },
        {
          english: 'Why don’t you consult your teacher?',
          japanese: '先生に相談したらどうですか。',
          reading: 'せんせいにそうだんしたらどうですか。',
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A birthday present',
      passage: [
        '来週は彼女の誕生日です。',
        '去年、私はネックレスをあげました。',
        '今年は何をあげたらいいか、先輩に相談しました。',
        '先輩は「手作りのものがいいかもしれない」と言いました。',
      ],
      questions: [
        {
          question: 'What did the writer give last year?',
          answers: ['a necklace', 'necklace'],
          because: '去年、私はネックレスをあげました。',
        },
        {
          question: 'Who did the writer ask for advice?',
          answers: ['a senior', 'their senior', 'an upperclassman', 'senpai'],
          because: '今年は何をあげたらいいか、先輩に相談しました。',
        },
        {
          question: 'What might be good, according to them?',
          answers: ['something handmade', 'a handmade present', 'a handmade gift', 'handmade'],
          because: '先輩は「手作りのものがいいかもしれない」と言いました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
