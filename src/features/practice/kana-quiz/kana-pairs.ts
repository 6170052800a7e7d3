// A kana quiz question: one kana (or contracted sound) and every romaji spelling accepted for it, the standard
// romanisations first (し shi/si, ぢ ji/zi/di), then any other spellings the catalogue lists.
import type {VocabularyItem} from '../../../../schema/catalogue.ts';
import {isRomajiOf, romajiSpellingsOf} from '../romanisation.ts';

export type KanaPair = {kana: string; romaji: string[]};

function romajiSpelling(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '');
}

export function kanaPairs(items: readonly Pick<VocabularyItem, 'word' | 'english'>[]): KanaPair[] {
  const pairs = new Map<string, KanaPair>();
  for (const item of items) {
    const romaji = [...new Set([...romajiSpellingsOf(item.word), ...item.english].map(romajiSpelling).filter(Boolean))];
    const known = pairs.get(item.word);
    if (known) known.romaji = [...new Set([...known.romaji, ...romaji])];
    else pairs.set(item.word, {kana: item.word, romaji});
  }
  return [...pairs.values()];
}

/** Romaji in any case and spacing and any standard romanisation, or the kana itself typed with an IME. */
export function isRomajiFor(pair: KanaPair, answer: string): boolean {
  const given = romajiSpelling(answer);
  return given !== '' && (given === pair.kana || pair.romaji.includes(given) || isRomajiOf(pair.kana, given));
}
