// Which characters of a learner's text get a row on the practice sheet: the kanji, each once, in the order they
// first appear. Kana, Latin letters, punctuation and marks such as 々 are left out.
const KANJI = /^\p{Unified_Ideograph}$/u;

export function pickKanji(text: string): string[] {
  return [...new Set([...text].filter((character) => KANJI.test(character)))];
}

/** A printed sheet stays usable (and the preview fast) up to this many rows. */
export const MAX_SHEET_KANJI = 60;
