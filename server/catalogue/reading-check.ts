// Is a reading plausible for its word? The word's kana must appear in the reading unchanged and in order; each
// run of kanji (and of Latin letters or digits, as in Tシャツ) stands for at least one kana of the reading.
// Katakana and hiragana count as the same; punctuation and spaces are ignored.
import {toHiragana} from 'wanakana';
import {KANA_ONLY} from '../../schema/catalogue.ts';

const IGNORED = /[〜～。、？！・「」 ]/gu;
const STANDS_FOR_KANA = /[\u4e00-\u9fff\u3400-\u4dbf々A-Za-z0-9Ａ-Ｚａ-ｚ０-９]/u;
const WILDCARD = '\u0000';

const normalise = (text: string) => toHiragana(text.replace(IGNORED, ''), {passRomaji: true});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function isKanaOnly(reading: string): boolean {
  return KANA_ONLY.test(reading);
}

export function readingMatchesWord(word: string, reading: string): boolean {
  if (!isKanaOnly(reading)) return false;
  const pattern = [...normalise(word)]
    .map((character) => (STANDS_FOR_KANA.test(character) ? WILDCARD : character))
    .join('')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the wildcard's own character, never in a word.
    .replace(/\u0000+/gu, WILDCARD)
    .split(WILDCARD)
    .map(escapeRegExp)
    .join('.+');
  return new RegExp(`^${pattern}$`, 'u').test(normalise(reading));
}
