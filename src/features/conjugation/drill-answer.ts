// Checking a conjugation answer: any accepted form in kana, with kanji as the word is written, or in romaji; じゃ
// may also be written では (静かではない), which the course mentions next to じゃない.
import {isAcceptedJapanese} from '../practice/answer-check.ts';
import type {DrillQuestion} from './drill.ts';

const JA_BEFORE_NEGATIVE = /じゃ(?=な|あり)/u;

export function acceptedAnswers(question: Pick<DrillQuestion, 'kana' | 'written'>): string[] {
  const answers = [...question.kana, ...question.written];
  return [...new Set([...answers, ...answers.filter((answer) => JA_BEFORE_NEGATIVE.test(answer)).map((answer) => answer.replace(JA_BEFORE_NEGATIVE, 'では'))])];
}

export function isRightConjugation(answer: string, question: Pick<DrillQuestion, 'kana' | 'written'>): boolean {
  return isAcceptedJapanese(answer, acceptedAnswers(question));
}

/** The answers to show after a question: each written form with its kana, e.g. "食べられる (たべられる)". */
export function answerLabels(question: Pick<DrillQuestion, 'kana' | 'written'>): string[] {
  return question.kana.map((kana, index) => {
    const written = question.written[index];
    return written && written !== kana ? `${written} (${kana})` : kana;
  });
}
