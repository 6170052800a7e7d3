// The shape of the conjugation drill's word banks (our own lists, levelled n5–n1): each word as written, its
// reading in kana, its class, an English meaning and, where one fits, an emoji.
import type {JlptLevel} from '../jlpt.ts';
import type {WordClass} from './forms.ts';

export type BankWord = {
  /** As written, kanji with okurigana (or kana where the word is usually written in kana). */
  written: string;
  reading: string;
  class: WordClass;
  meaning: string;
  emoji?: string;
  level: JlptLevel;
};

/** How the bank files write a word: written, reading, class, meaning, and an emoji where one fits. */
export type BankRow = [written: string, reading: string, wordClass: WordClass, meaning: string, emoji?: string];

export function bankLevel(level: JlptLevel, rows: BankRow[]): BankWord[] {
  return rows.map(([written, reading, wordClass, meaning, emoji]) => ({
    written,
    reading,
    class: wordClass,
    meaning,
    level,
    ...(emoji ? {emoji} : {}),
  }));
}

/** A word's identity in a drill and in shared URLs: written and reading together (several words share a reading). */
export function bankWordKey(word: Pick<BankWord, 'written' | 'reading'>): string {
  return `${word.written}|${word.reading}`;
}
