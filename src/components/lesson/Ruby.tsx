/** A word with its reading above it (furigana). */
export function Ruby({word, reading}: {word: string; reading: string}) {
  return (
    <ruby lang="ja">
      {word}
      <rp>(</rp>
      <rt>{reading}</rt>
      <rp>)</rp>
    </ruby>
  );
}
