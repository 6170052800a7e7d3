// A written word with its reading over the kanji part only (食べる: た over 食); without furigana, just the word.
import {okuriganaSplit} from '../../../schema/conjugation/conjugate.ts';

export function Furigana({written, reading, show}: {written: string; reading: string; show: boolean}) {
  if (written === reading || !show) return <span lang="ja">{written}</span>;
  const {stem, stemReading, ending} = okuriganaSplit(written, reading);
  return (
    <span lang="ja">
      <ruby>
        {stem}
        <rp>(</rp>
        <rt>{stemReading}</rt>
        <rp>)</rp>
      </ruby>
      {ending}
    </span>
  );
}
