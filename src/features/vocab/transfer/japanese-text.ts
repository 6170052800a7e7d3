// Whether a text holds Japanese: kana, kanji (CJK ideographs, including extension A and compatibility forms), the
// iteration marks 々〆, or half-width katakana. Punctuation alone (、。「」) does not count.
const JAPANESE =
  /[\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9d\u3005\u3006\u{20000}-\u{2fa1f}]/u;

export function hasJapanese(text: string): boolean {
  return JAPANESE.test(text);
}
