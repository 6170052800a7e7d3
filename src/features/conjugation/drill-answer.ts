// Checking a conjugation answer: any form the engine accepts (じゃ and では alike, ら-less potentials…), in kana,
// with kanji as the word is written, or in romaji.
import {isAcceptedJapanese} from '../practice/answer-check.ts';
import type {DrillQuestion} from './drill.ts';

export function acceptedAnswers(question: Pick<DrillQuestion, 'kana' | 'written'>): string[] {
  return [...new Set([...question.kana, ...question.written])];
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
