// Where a word goes in its deck: a fractional order key between its new neighbours, so that moves and inserts never
// renumber the other words (architecture.md "Conflict semantics"). Words are ordered by key, then by id; two words
// can share a key (two people inserted at one place at once), and no key fits strictly between equal keys, so a word
// dropped between them lands just beside the tied group instead.
import {generateKeyBetween} from 'fractional-indexing';

/** The key for a word placed before the word now at `index` of `keys` (sorted; the moving word not among them).
 * `index === keys.length` appends. */
export function keyAt(keys: readonly string[], index: number): string {
  let before = index - 1;
  let after = index;
  // Equal neighbours: widen to the nearest distinct keys, leaning towards the end the word came from.
  while (before >= 0 && after < keys.length && keys[before] === keys[after]) {
    if (after < keys.length - 1) after++;
    else before--;
  }
  const lower = before >= 0 ? keys[before]! : null;
  let upper = after < keys.length ? keys[after]! : null;
  if (lower !== null && upper !== null && lower >= upper) upper = null;
  return generateKeyBetween(lower, upper);
}

/** The new key of the word at `from` of `keys` when it moves to `to` (an index of the list with it in place). */
export function keyForMove(keys: readonly string[], from: number, to: number): string {
  const rest = keys.toSpliced(from, 1);
  return keyAt(rest, to);
}

/** The key for a new word at the end of the deck. */
export function keyAtEnd(keys: readonly string[]): string {
  return keyAt(keys, keys.length);
}
