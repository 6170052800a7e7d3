// Chapter 9: short forms in the past, clauses that describe nouns, まだ～ていません, and the つ counter.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 9,
  intro: 'Talk about what happened in the short past forms, and count things with つ.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: 'ギター＿弾いている人はだれですか。',
          english: 'Who is the person playing the guitar?',
          particles: ['を'],
          why: 'を marks what is played.',
        },
        {
          sentence: 'もうご飯＿食べましたか。',
          english: 'Have you eaten yet?',
          particles: ['を'],
          why: 'を marks what is eaten.',
        },
        {
          sentence: '天気がよかった＿、公園に行きました。',
          english: 'The weather was good, so we went to the park.',
          particles: ['から', 'ので'],
          why: 'から (or ので) after a reason means “so”.',
        },
        {
          sentence: 'コンサートはもう終わりました＿。',
          english: 'Has the concert finished already?',
          particles: ['か'],
          why: 'A question ends in か.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:plain:past:pos', 'normal:plain:past:neg'],
      words: [
        {written: '踊る', reading: 'おどる', class: 'godan', english: 'to dance'},
        {written: '覚える', reading: 'おぼえる', class: 'ichidan', english: 'to memorise'},
        {written: '練習する', reading: 'れんしゅうする', class: 'suru', english: 'to practise'},
        {written: '若い', reading: 'わかい', class: 'i-adjective', english: 'young'},
        {written: '元気', reading: 'げんき', class: 'na-adjective', english: 'healthy, energetic'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '白い', reading: 'しろい', english: 'white'},
        {word: '赤い', reading: 'あかい', english: 'red'},
      ],
      write: [
        {word: '歌', reading: 'うた', english: 'song'},
        {word: '去年', reading: 'きょねん', english: 'last year'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '宿題はまだしていません。',
          english: [
            'I have not done my homework yet.',
            'I haven’t done the homework yet.',
            'I have not done the homework yet.',
            'I haven’t done my homework yet.',
          ],
        },
        {
          japanese: '昨日、薬を飲んだ。',
          english: ['I took medicine yesterday.', 'Yesterday I took medicine.', 'I took my medicine yesterday.'],
        },
      ],
      toJapanese: [
        {
          english: 'Who is the person wearing a red sweater?',
          japanese: '赤いセーターを着ている人はだれですか。',
          reading: 'あかいせーたーをきているひとはだれですか。',
        },
        {english: 'Please give me two cakes.', japanese: 'ケーキを二つください。', reading: 'けーきをふたつください。'},
      ],
    },
    {
      kind: 'reading',
      title: 'An evening at the theatre',
      passage: [
        '先月、友達と歌舞伎を見に行きました。',
        'チケットは高かったですが、とてもおもしろかったです。',
        '休みの時間にお弁当を食べました。',
        '友達はまだ歌舞伎を見たことがなかったので、喜んでいました。',
      ],
      questions: [
        {
          question: 'What did the writer see last month?',
          answers: ['kabuki', 'a kabuki play', 'a kabuki performance'],
          because: '先月、友達と歌舞伎を見に行きました。',
        },
        {
          question: 'Were the tickets cheap?',
          answers: ['no', 'no, they were expensive', 'they were expensive', 'expensive'],
          because: 'チケットは高かったですが、とてもおもしろかったです。',
        },
        {
          question: 'What did they eat in the break?',
          answers: ['a boxed lunch', 'bento', 'boxed lunches', 'a bento', 'lunch boxes'],
          because: '休みの時間にお弁当を食べました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
