// A kana quiz question: one kana (or contracted sound) and every romaji spelling accepted for it, wanakana's
// Hepburn first, then the other spellings the catalogue lists (を wo/o, ぢ ji/di, し shi/si, ちゃ cha/cya …).
import {toRomaji} from 'wanakana';
import type {VocabularyItem} from '../../../../schema/catalogue.ts';

export type KanaPair = {kana: string; romaji: string[]};

function romajiSpelling(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '');
}

export function kanaPairs(items: readonly Pick<VocabularyItem, 'word' | 'english'>[]): KanaPair[] {
  const pairs = new Map<string, KanaPair>();
  for (const item of items) {
    const romaji = [...new Set([toRomaji(item.word), ...item.english].map(romajiSpelling).filter(Boolean))];
    const known = pairs.get(item.word);
    if (known) known.romaji = [...new Set([...known.romaji, ...romaji])];
    else pairs.set(item.word, {kana: item.word, romaji});
  }
  return [...pairs.values()];
}

/** Romaji in any case and spacing, or the kana itself typed with an IME. */
export function isRomajiFor(pair: KanaPair, answer: string): boolean {
  const given = romajiSpelling(answer);
  return given !== '' && (given === pair.kana || pair.romaji.includes(given) || pair.romaji.includes(toRomaji(given)));
}
