// Chapter 0: reading and writing hiragana, then first words.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

export default {
  chapter: 0,
  intro: 'Read each hiragana and write its sound in romaji, then write the words in hiragana.',
  sections: [
    {kind: 'kana-reading', kana: ['あ', 'き', 'す', 'ね', 'ほ', 'む', 'ゆ', 'る', 'を', 'ん', 'ぢ', 'ぴ']},
    {
      kind: 'kana-writing',
      words: [
        {kana: 'おはよう', english: 'good morning (ohayou)'},
        {kana: 'ありがとう', english: 'thank you (arigatou)'},
        {kana: 'すみません', english: 'excuse me (sumimasen)'},
        {kana: 'いただきます', english: 'said before eating (itadakimasu)'},
        {kana: 'がっこう', english: 'school (gakkou)'},
        {kana: 'きょう', english: 'today (kyou)'},
      ],
    },
  ],
} satisfies WorksheetInput;
