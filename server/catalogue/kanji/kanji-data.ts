// Reads the `kanji` package's data: KANJIDIC2 entries (EDRDG, CC BY-SA 4.0) and KanjiVG component trees.
// Files are named by code point: kanjidic/<hex>.json (lower case, no padding), kanji-tree/<5-digit hex>.json.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const DATA_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('kanji')), '../data');

export type KanjidicEntry = {
  meanings: string[];
  onyomi: string[];
  kunyomi: string[];
  strokeCount: number | null;
  grade: number | null;
  jlpt: number | null;
};

/** Characters the catalogue treats as kanji: the CJK unified ideographs and extension A. */
export function isKanji(character: string): boolean {
  return /^[\u4e00-\u9fff\u3400-\u4dbf]$/u.test(character);
}

export function kanjiInWord(word: string): string[] {
  return [...new Set([...word].filter(isKanji))];
}

type RawReading = {r_type: string; $t: string};
type RawKanjidic = {
  misc?: {grade?: string[]; stroke_count?: string[]; jlpt?: string[]}[];
  reading_meaning?: {rmgroup?: {reading?: RawReading[]; meaning?: (string | {m_lang: string; $t: string})[]}[]}[];
};

function readJSON(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const numberOrNull = (value: string | undefined) => (value === undefined ? null : Number(value));

export function readKanjidic(character: string): KanjidicEntry | null {
  const raw = readJSON(path.join(DATA_DIR, 'kanjidic', `${character.codePointAt(0)!.toString(16)}.json`)) as RawKanjidic | null;
  if (!raw) return null;
  const groups = (raw.reading_meaning ?? []).flatMap((entry) => entry.rmgroup ?? []);
  const readings = groups.flatMap((group) => group.reading ?? []);
  const misc = raw.misc?.[0];
  return {
    // Meanings in other languages are objects with m_lang; the English ones are plain strings.
    meanings: groups.flatMap((group) => group.meaning ?? []).filter((meaning): meaning is string => typeof meaning === 'string'),
    onyomi: readings.filter((reading) => reading.r_type === 'ja_on').map((reading) => reading.$t),
    kunyomi: readings.filter((reading) => reading.r_type === 'ja_kun').map((reading) => reading.$t),
    strokeCount: numberOrNull(misc?.stroke_count?.[0]),
    grade: numberOrNull(misc?.grade?.[0]),
    jlpt: numberOrNull(misc?.jlpt?.[0]),
  };
}

export function existsInKanjidic(character: string): boolean {
  return fs.existsSync(path.join(DATA_DIR, 'kanjidic', `${character.codePointAt(0)!.toString(16)}.json`));
}

type TreeNode = {element?: string; g?: TreeNode[]};

/** The named parts one level down (unnamed groups are looked through); none when KanjiVG has no tree. */
function directComponents(node: TreeNode): string[] {
  return (node.g ?? []).flatMap((child) => (child.element ? [child.element] : directComponents(child)));
}

/** The kanji's direct components from KanjiVG, without repeats; a kanji with no parts is its own component. */
export function readComponents(character: string): string[] {
  const tree = readJSON(path.join(DATA_DIR, 'kanji-tree', `${character.codePointAt(0)!.toString(16).padStart(5, '0')}.json`)) as TreeNode | null;
  const components = tree ? [...new Set(directComponents(tree))] : [];
  return components.length ? components : [character];
}
