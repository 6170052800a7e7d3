// Spoken contractions a sentence answer may use: 見ている ↔ 見てる, じゃない ↔ ではない, 買っておく ↔ 買っとく,
// 忘れてしまった ↔ 忘れちゃった, 見てはいけない ↔ 見ちゃいけない, 起きなければ ↔ 起きなきゃ. Both the answer and every
// accepted sentence are brought to the contracted form before they are compared, so either way of saying it counts
// and nothing else does. Works on hiragana (and any kanji among it), before long vowels are made canonical.
const CONTRACTIONS: [RegExp, string][] = [
  // ている, ていた, ています, ていない … → てる, てた, てます, てない (not ていく, which would become てく ~ てくる).
  [/([てで])い(?=る|た|て|れ|ま[すせし]|な[いかくけ])/gu, '$1'],
  // ておく → とく, でおく → どく.
  [/てお(?=[かきくけこい])/gu, 'と'],
  [/でお(?=[かきくけこい])/gu, 'ど'],
  // てしまう → ちゃう, でしまう → じゃう.
  [/てしま(?=[うわいっえお])/gu, 'ちゃ'],
  [/でしま(?=[うわいっえお])/gu, 'じゃ'],
  // ては/では before いけない, だめ, ならない → ちゃ/じゃ; では before ない and ありません → じゃ.
  [/ては(?=いけ|だめ|なら)/gu, 'ちゃ'],
  [/では(?=いけ|だめ|なら|な[いかくけ]|あり)/gu, 'じゃ'],
  // なければ/なくては before いけない, ならない, だめ → なきゃ/なくちゃ.
  [/なければ(?=いけ|なら|だめ)/gu, 'なきゃ'],
  [/なくては(?=いけ|なら|だめ)/gu, 'なくちゃ'],
];

export function withSpokenContractions(hiragana: string): string {
  return CONTRACTIONS.reduce((text, [pattern, contracted]) => text.replace(pattern, contracted), hiragana);
}
