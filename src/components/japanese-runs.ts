// Splits English prose that quotes Japanese into runs, so the Japanese parts can carry lang="ja"
// (screen readers switch voice, browsers pick Japanese glyphs).

export type TextRun = {text: string; japanese: boolean};

// Kana, kanji, iteration mark, CJK punctuation (、。「」〜), the long-vowel bar and full-width forms.
const JAPANESE_CHARACTER = '[\\u3000-\\u303f\\u3040-\\u30ff\\u4e00-\\u9fff\\uff01-\\uff5e]';
// A run may hold single spaces between Japanese characters, as in "か き く".
const JAPANESE_RUN = new RegExp(`${JAPANESE_CHARACTER}+(?: ${JAPANESE_CHARACTER}+)*`, 'gu');

export function splitJapaneseRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(JAPANESE_RUN)) {
    if (match.index > last) runs.push({text: text.slice(last, match.index), japanese: false});
    runs.push({text: match[0], japanese: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({text: text.slice(last), japanese: false});
  return runs;
}

/** A Japanese prefix or suffix written with its wave dash (～さん, お〜): one token, not to be broken at the dash. */
export function isJapaneseAffix(text: string): boolean {
  return /^[〜～]\S+$|^\S+[〜～]$/u.test(text);
}
