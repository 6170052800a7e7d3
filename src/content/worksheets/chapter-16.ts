// Chapter 16: ～てあげる・てくれる・てもらう, ～ていただけませんか, ～といい, ～時, and ～てすみませんでした.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 16,
  intro: 'Do favours, ask for them politely, and apologise for what went wrong.',
  sections: [
    {
      kind: 'particles',
      items: [
        {
          sentence: '友達＿宿題を手伝ってもらいました。',
          english: 'I had a friend help me with my homework.',
          particles: ['に'],
          why: 'With ～てもらう, the person who does the favour takes に.',
        },
        {
          sentence: '先生に推薦状＿書いていただけませんか。',
          english: 'Could you write me a letter of recommendation, professor?',
          particles: ['を'],
          why: 'を marks what is written.',
        },
        {
          sentence: '寝坊して、授業＿遅刻しました。',
          english: 'I overslept and was late for class.',
          particles: ['に'],
          why: 'What you are late for takes に.',
        },
        {
          sentence: '約束＿忘れて、すみませんでした。',
          english: 'I am sorry I forgot the appointment.',
          particles: ['を'],
          why: 'を marks what was forgotten.',
        },
      ],
    },
    {
      kind: 'conjugation',
      forms: ['te:plain:nonpast:pos', 'normal:plain:past:pos'],
      words: [
        {written: '助ける', reading: 'たすける', class: 'ichidan', english: 'to help'},
        {written: '起こす', reading: 'おこす', class: 'godan', english: 'to wake someone up'},
        {written: '拾う', reading: 'ひろう', class: 'godan', english: 'to pick up'},
        {written: '説明する', reading: 'せつめいする', class: 'suru', english: 'to explain'},
        {written: '謝る', reading: 'あやまる', class: 'godan', english: 'to apologise'},
      ],
    },
    {
      kind: 'kanji',
      read: [
        {word: '道', reading: 'みち', english: 'way, road'},
        {word: '約束', reading: 'やくそく', english: 'promise'},
      ],
      write: [
        {word: '最後', reading: 'さいご', english: 'last'},
        {word: '無理', reading: 'むり', english: 'impossible'},
      ],
    },
    {
      kind: 'translation',
      toEnglish: [
        {
          japanese: '明日、晴れるといいですね。',
          english: [
            'I hope it will be sunny tomorrow.',
            'I hope it is sunny tomorrow.',
            'It would be nice if it were sunny tomorrow.',
            'I hope it clears up tomorrow.',
          ],
        },
        {
          japanese: '母が駅まで迎えに来てくれました。',
          english: [
            'My mother came to pick me up at the station.',
            'My mother came to meet me at the station.',
            'My mom came to pick me up at the station.',
          ],
        },
      ],
      toJapanese: [
        {
          english: 'Could you explain it once more?',
          japanese: 'もう一度説明していただけませんか。',
          reading: 'もういちどせつめいしていただけませんか。',
          alternatives: ['もう一度説明してくれませんか。'],
        },
        {
          english: 'I am sorry I was late.',
          japanese: '遅れてすみませんでした。',
          reading: 'おくれてすみませんでした。',
          alternatives: ['遅刻してすみませんでした。'],
        },
      ],
    },
    {
      kind: 'reading',
      title: 'A bad morning',
      passage: [
        '今朝、目覚まし時計が鳴らなかったので、寝坊しました。',
        '急いで駅に行きましたが、電車に乗り遅れました。',
        '友達が車で大学まで送ってくれたので、助かりました。',
        '先生に遅れた理由を説明して、謝りました。',
      ],
      questions: [
        {
          question: 'Why did the writer oversleep?',
          answers: [
            'the alarm clock did not ring',
            'the alarm did not go off',
            'the alarm clock didn’t ring',
            'the alarm didn’t go off',
          ],
          because: '今朝、目覚まし時計が鳴らなかったので、寝坊しました。',
        },
        {
          question: 'How did the writer get to university?',
          answers: [
            'a friend drove them',
            'by car',
            'a friend gave them a ride',
            'in a friend’s car',
            'by a friend’s car',
          ],
          because: '友達が車で大学まで送ってくれたので、助かりました。',
        },
      ],
    },
  ],
} satisfies WorksheetInput;
