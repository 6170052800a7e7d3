// Where a word goes in its deck: a fractional order key between its new neighbours, so that moves and inserts never
// renumber the other words (architecture.md "Conflict semantics"), and the neighbours' ids, so that the server can
// place it between them even after it respaced the deck's keys (schema/decks/item-order.ts). Words are ordered by
// key, then by id; two words can share a key (two people inserted at one place at once), and no key fits strictly
// between equal keys, so a word dropped between them lands just beside the tied group instead.
import {generateKeyBetween} from 'fractional-indexing';
import type {Keyed} from '../../../../schema/decks/item-order.ts';

/** A new key, and the ids of the words it was made between (null: the start or the end). */
export type Placement = {position: string; afterID: string | null; beforeID: string | null};

/** The place for a word put before the word now at `index` of `items` (in deck order; the moving word not among
 * them). `index === items.length` appends. */
export function placeAt(items: readonly Keyed[], index: number): Placement {
  let before = index - 1;
  let after = index;
  // Equal neighbours: widen to the nearest distinct keys, leaning towards the end the word came from.
  while (before >= 0 && after < items.length && items[before]!.position === items[after]!.position) {
    if (after < items.length - 1) after++;
    else before--;
  }
  const lower = before >= 0 ? items[before]! : null;
  let upper = after < items.length ? items[after]! : null;
  if (lower !== null && upper !== null && lower.position >= upper.position) upper = null;
  return {
    position: generateKeyBetween(lower?.position ?? null, upper?.position ?? null),
    afterID: lower?.id ?? null,
    beforeID: upper?.id ?? null,
  };
}

/** The new place of the word at `from` of `items` when it moves to `to` (an index of the list with it in place). */
export function placeForMove(items: readonly Keyed[], from: number, to: number): Placement {
  return placeAt(items.toSpliced(from, 1), to);
}

/** The place for a new word at the end of the deck. */
export function placeAtEnd(items: readonly Keyed[]): Placement {
  return placeAt(items, items.length);
}
