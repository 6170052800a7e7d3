// Checking a written sentence leniently: any accepted answer (other particles, either register, the other standard
// forms of its predicate), each kanji word in kanji or kana, in romaji or through an IME, spoken contractions
// (見てる, 読んじゃう) as well as full forms; punctuation and spaces do not count. A few words an IME writes in kanji
// where the sentences use kana (私, 友達 …) count as their kana.
import {withSpokenContractions} from '../../../schema/sentences/contractions.ts';
import {acceptedSentences, type AnswerSource} from '../../../schema/sentences/sentence-answers.ts';
import {isAcceptedJapanese} from '../practice/answer-check.ts';

const IME_KANJI: [kanji: string, kana: string][] = [
  ['私', 'わたし'],
  ['友達', 'ともだち'],
  ['一緒', 'いっしょ'],
  ['傘', 'かさ'],
  ['眼鏡', 'めがね'],
  ['子ども', 'こども'],
  ['明日', 'あした'],
  ['昨日', 'きのう'],
  ['風邪', 'かぜ'],
  ['御飯', 'ごはん'],
  ['美味しい', 'おいしい'],
  ['面白い', 'おもしろい'],
  ['綺麗', 'きれい'],
  ['家', 'うち'],
];

export function withImeKanjiAsKana(answer: string): string {
  return IME_KANJI.reduce((text, [kanji, kana]) => text.replaceAll(kanji, kana), answer);
}

export function isRightSentence(answer: string, sentence: AnswerSource): boolean {
  const accepted = acceptedSentences(sentence);
  return [answer, withImeKanjiAsKana(answer)].some((each) =>
    isAcceptedJapanese(each, accepted, withSpokenContractions),
  );
}
