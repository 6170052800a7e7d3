// Chapter 10: comparing with より and 一番, つもり, なる, and how long a journey takes.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 10,
  intro: 'Compare places and seasons, and say what you plan to do over the break.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '新幹線はバス＿速いです。',
          english: 'The bullet train is faster than the bus.',
          particles: ['より'],
          why: 'より marks what the other is compared with: “than”.',
        },
        {
          sentence: '季節の中＿冬が一番好きです。',
          english: 'Of the seasons, I like winter best.',
          particles: ['で'],
          why: '～の中で sets the group the best is picked from.',
        },
        {
          sentence: '東京から京都まで新幹線＿行きます。',
          english: 'I go from Tokyo to Kyoto by bullet train.',
          particles: ['で'],
          why: 'で marks the means of travel.',
        },
        {
          sentence: '春＿秋とどっちが好きですか。',
          english: 'Which do you like better, spring or autumn?',
          particles: ['と'],
          why: 'In “X と Y と どっち”, と joins the two things compared.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['normal:plain:nonpast:neg', 'normal:polite:past:pos'],
      words: [
        {written: 'なる', reading: 'なる', class: 'godan', english: 'to become'},
        {written: '決める', reading: 'きめる', class: 'ichidan', english: 'to decide'},
        {written: '歩く', reading: 'あるく', class: 'godan', english: 'to walk'},
        {written: '暖かい', reading: 'あたたかい', class: 'i-adjective', english: 'warm'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '春', reading: 'はる', english: 'spring'},
        {word: '夏', reading: 'なつ', english: 'summer'},
      ],
      write: [
        {word: '冬', reading: 'ふゆ', english: 'winter'},
        {word: '今年', reading: 'ことし', english: 'this year'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '夏と冬とどっちが好きですか。',
          english: [
            'Which do you like better, summer or winter?',
            'Which do you prefer, summer or winter?',
            'Do you like summer or winter better?',
          ],
        },
        {
          japanese: '冬休みに北海道に行くつもりです。',
          english: [
            'I plan to go to Hokkaido over the winter break.',
            'I intend to go to Hokkaido during winter vacation.',
            'I am going to go to Hokkaido in the winter holidays.',
            'I plan to go to Hokkaido in the winter break.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'The subway is faster than the bus.',
          japanese: '地下鉄はバスより速いです。',
          reading: 'ちかてつはばすよりはやいです。',
          predicate: [{word: 'はやい', class: 'i-adjective'}],
        },
        {
          english: 'I became sleepy.',
          japanese: '眠くなりました。',
          reading: 'ねむくなりました。',
          predicate: [{word: 'なる', class: 'godan'}],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'Winter break plans',
      passage: [
        '冬休みに友達と沖縄に行くつもりです。',
        '沖縄は東京より暖かいです。',
        '東京から沖縄まで飛行機で三時間ぐらいかかります。',
        'ホテルはもう予約しました。',
      ],
      questions: [
        {
          question: 'Where is the writer going?',
          answers: ['Okinawa', 'to Okinawa'],
          because: '冬休みに友達と沖縄に行くつもりです。',
        },
        {
          question: 'How long does the journey take?',
          answers: ['about three hours', 'three hours', '3 hours'],
          because: '東京から沖縄まで飛行機で三時間ぐらいかかります。',
        },
        {
          question: 'Is Okinawa warmer or colder than Tokyo?',
          answers: ['warmer', 'it is warmer'],
          because: '沖縄は東京より暖かいです。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
