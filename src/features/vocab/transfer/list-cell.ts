// Several values in one CSV cell: separated by ";", with "\;" for a semicolon that belongs to the text, "\:" for a
// colon that must not split a pair (particles), and "\\" for a backslash. Any other backslash is kept as written,
// so a hand-written "C:\notes" survives. Writing escapes every backslash, so reading gives back the exact values.

const LIST_SEPARATOR = ';';
const PAIR_SEPARATOR = ':';
const ESCAPABLE = new Set(['\\', LIST_SEPARATOR, PAIR_SEPARATOR]);

/** The cell's values, each trimmed; a blank cell holds none. Blank values between separators are kept (in place). */
export function splitListCell(cell: string): string[] {
  return scan(cell, false).map(([value]) => value);
}

/**
 * The cell's values split at their first unescaped colon ("を: the object" → ["を", "the object"]); a value without
 * one has null as its second part. Both parts are trimmed.
 */
export function splitPairCell(cell: string): Array<[string, string | null]> {
  return scan(cell, true);
}

function scan(cell: string, splitPairs: boolean): Array<[string, string | null]> {
  const values: Array<[string, string | null]> = [];
  if (cell.trim() === '') return values;
  let first = '';
  let second: string | null = null;
  const push = () => values.push([first.trim(), second === null ? null : second.trim()]);
  for (let index = 0; index < cell.length; index++) {
    const character = cell[index]!;
    const next = cell[index + 1];
    let literal = character;
    if (character === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      literal = next;
      index++;
    } else if (character === LIST_SEPARATOR) {
      push();
      first = '';
      second = null;
      continue;
    } else if (splitPairs && character === PAIR_SEPARATOR && second === null) {
      second = '';
      continue;
    }
    if (second === null) first += literal;
    else second += literal;
  }
  push();
  return values;
}

function escapeCell(value: string, escapeColons: boolean): string {
  return value.replace(escapeColons ? /[\\;:]/g : /[\\;]/g, (character) => `\\${character}`);
}

/** Values joined into one cell; `splitListCell` gives them back. */
export function joinListCell(values: readonly string[]): string {
  return values.map((value) => escapeCell(value, false)).join(`${LIST_SEPARATOR} `);
}

/** Pairs joined into one cell ("を: the object; に"); `splitPairCell` gives them back. */
export function joinPairCell(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs
    .map(([first, second]) =>
      second === ''
        ? escapeCell(first, true)
        : `${escapeCell(first, true)}${PAIR_SEPARATOR} ${escapeCell(second, false)}`,
    )
    .join(`${LIST_SEPARATOR} `);
}
