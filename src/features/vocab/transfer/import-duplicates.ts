// Rows of one import file that hold the same word: the same spelling, reading and meanings. Words spelled alike
// with another reading or meaning (一日 いちにち "one day", 一日 ついたち "first of the month") are different words
// and are not named here; practice keeps them apart (schema/decks/practice-keys.ts).
import type {GoodRow, ImportPreview} from './import-preview.ts';

function sameWordKey({item}: GoodRow): string {
  return JSON.stringify([item.word, item.furigana ?? '', item.english]);
}

/** Groups of two or more good rows that repeat one another, each in file order, ordered by their first row. */
export function duplicateGroups(preview: ImportPreview): GoodRow[][] {
  const good = preview.rows.filter((row): row is GoodRow => row.status === 'ok');
  const groups = new Map<string, GoodRow[]>();
  for (const row of good) {
    const key = sameWordKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** The rows a learner who skips repeats leaves out: all but the first of each group. */
export function repeatedRows(groups: readonly GoodRow[][]): Set<GoodRow> {
  return new Set(groups.flatMap((group) => group.slice(1)));
}

function listed(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} and ${values.at(-1)}` : values.join('');
}

/** "Lines 2, 4 and 7 are the same word: 一日 (ついたち), “first of the month”." */
export function duplicatesMessage(group: readonly GoodRow[]): string {
  const {item} = group[0]!;
  const what = group[0]!.label.split(' ')[0]!;
  const word = item.furigana ? `${item.word} (${item.furigana})` : item.word;
  return `${what}s ${listed(group.map((row) => String(row.position)))} are the same word: ${word}, “${item.english.join('; ')}”.`;
}
