// Which characters of a word are kanji: shared by the catalogue build, which links words to their kanji, and practice,
// which asks a learner to write the kanji of a word.

/** Characters the catalogue treats as kanji: the CJK unified ideographs and extension A. */
export function isKanji(character: string): boolean {
  return /^[\u4e00-\u9fff\u3400-\u4dbf]$/u.test(character);
}

/** The kanji of a word, in the word's order, each once. */
export function kanjiInWord(word: string): string[] {
  return [...new Set([...word].filter(isKanji))];
}
