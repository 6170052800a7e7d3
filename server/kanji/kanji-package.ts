// Where the `kanji` package keeps its data files (KANJIDIC2 entries and KanjiVG component trees), named by code point.
import path from 'node:path';
import {createRequire} from 'node:module';

const DATA_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('kanji')), '..', 'data');

/** kanjidic/<hex>.json (lower case, no padding); kanji-tree/<5-digit hex>.json. */
export function kanjiPackageFile(folder: 'kanjidic' | 'kanji-tree', character: string): string {
  const hex = character.codePointAt(0)!.toString(16);
  return path.join(DATA_DIR, folder, `${folder === 'kanji-tree' ? hex.padStart(5, '0') : hex}.json`);
}
