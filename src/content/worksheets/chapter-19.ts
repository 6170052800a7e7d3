// Chapter 19: honorific verbs, giving respectfully, ～てくれてありがとう, and ～はずです.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 19,
  intro: 'Speak respectfully about others at work, and thank people for what they did.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '部長は会議室＿いらっしゃいます。',
          english: 'The department head is in the meeting room.',
          particles: ['に'],
          why: 'Where someone is takes に, with いらっしゃる as with いる.',
        },
        {
          sentence: '先生は何＿召し上がりますか。',
          english: 'What will you have, professor?',
          particles: ['を'],
          why: 'を marks what is eaten or drunk.',
        },
        {
          sentence: '先生がこの本＿くださいました。',
          english: 'My professor gave me this book.',
          particles: ['を'],
          why: 'を marks what is given; くださる is the respectful くれる.',
        },
        {
          sentence: '課長はもう家＿お帰りになったはずです。',
          english: 'The section chief should have gone home already.',
          particles: ['に', 'へ'],
          why: 'Where someone goes back to takes に (or へ).',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:polite:nonpast:pos', 'normal:polite:past:pos'],
      words: [
        {
          written: 'いらっしゃる',
          reading: 'いらっしゃる',
          class: 'godan',
          english: 'to be, to go, to come (honorific)',
        },
        {written: 'おっしゃる', reading: 'おっしゃる', class: 'godan', english: 'to say (honorific)'},
        {written: 'なさる', reading: 'なさる', class: 'godan', english: 'to do (honorific)'},
        {written: '召し上がる', reading: 'めしあがる', class: 'godan', english: 'to eat, to drink (honorific)'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '部長', reading: 'ぶちょう', english: 'department head'},
        {word: '社員', reading: 'しゃいん', english: 'employee'},
      ],
      write: [
        {word: '書類', reading: 'しょるい', english: 'documents'},
        {word: '言葉', reading: 'ことば', english: 'word, language'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '社長はもうお帰りになりました。',
          english: [
            'The company president has already gone home.',
            'The president has already gone home.',
            'The president already went home.',
          ],
        },
        {
          japanese: 'このパンフレットをご覧になりますか。',
          english: [
            'Would you like to look at this brochure?',
            'Will you look at this pamphlet?',
            'Would you like to see this pamphlet?',
            'Would you like to look at this pamphlet?',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'What did the professor say?',
          japanese: '先生は何とおっしゃいましたか。',
          reading: 'せんせいはなんとおっしゃいましたか。',
        },
        {
          english: 'Thank you for coming.',
          japanese: '来てくれてありがとう。',
          reading: 'きてくれてありがとう。',
          alternatives: ['来てくれてありがとうございました。', '来てくださってありがとうございました。'],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A visitor at the office',
      passage: [
        '今日、取引先のお客様が事務所にいらっしゃいました。',
        '部長は出張中だったので、課長がお会いになりました。',
        'お客様はコーヒーを召し上がって、三時にお帰りになりました。',
        '部長は明日戻るはずです。',
      ],
      questions: [
        {
          question: 'Why did the department head not meet the visitor?',
          answers: [
            'he was on a business trip',
            'on a business trip',
            'a business trip',
            'she was on a business trip',
            'they were on a business trip',
          ],
          because: '部長は出張中だったので、課長がお会いになりました。',
        },
        {
          question: 'When did the visitor leave?',
          answers: ['at three', 'at three o’clock', '3 o’clock', 'three o’clock', 'at 3'],
          because: 'お客様はコーヒーを召し上がって、三時にお帰りになりました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
