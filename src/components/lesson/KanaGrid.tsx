// A kana chart in gojūon order, in either script, each cell with its romaji.
import {toHiragana, toKatakana} from 'wanakana';
import {MixedText} from '../MixedText.tsx';
import {BASIC_ROWS, CONTRACTED_ROWS, DAKUTEN_ROWS, romajiLabel, type KanaRow} from './kana-rows.ts';

const ROWS = {basic: BASIC_ROWS, dakuten: DAKUTEN_ROWS, contracted: CONTRACTED_ROWS} as const;
const COLUMNS = {
  basic: ['a', 'i', 'u', 'e', 'o'],
  dakuten: ['a', 'i', 'u', 'e', 'o'],
  contracted: ['ya', 'yu', 'yo'],
} as const;

export function KanaGrid({
  script,
  set,
  caption,
}: {
  script: 'hiragana' | 'katakana';
  set: keyof typeof ROWS;
  caption?: string;
}) {
  const toKana = script === 'hiragana' ? toHiragana : toKatakana;
  return (
    <div className="table-scroll">
      <table className="kana-grid">
        {caption && (
          <caption>
            <MixedText text={caption} />
          </caption>
        )}
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Row</span>
            </th>
            {COLUMNS[set].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS[set].map((row: KanaRow, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed grid, some with the same label.
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{row.label}</th>
              {row.cells.map((romaji, cell) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column of the kana grid; columns never move.
                <td key={cell}>
                  {romaji && (
                    <>
                      <span className="kana-cell" lang="ja">
                        {toKana(romaji)}
                      </span>
                      <span className="kana-romaji">{romajiLabel(romaji)}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
