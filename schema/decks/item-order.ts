// A word's place in its deck: a fractional order key (fractional-indexing), ties broken by id, compared byte by byte
// (Postgres's "C" collation, Zero's sort). Keys grow by about one character for every six words put at one place,
// so the server respaces a deck's keys once one grows long (schema/decks/tidy-order.ts). A write names the words it
// put its word between, so that a key its writer chose before a respace still lands where the writer meant.
import {generateKeyBetween, generateNKeysBetween} from 'fractional-indexing';
import {DECK_LIMITS} from './deck-limits.ts';

/** Keys longer than this make the server respace the deck. Half the cap: the rest is room for a device that keeps
 * putting words at one place while offline, where nothing can respace its view. */
export const TIDY_KEYS_LONGER_THAN = DECK_LIMITS.orderKey / 2;

export type Keyed = {id: string; position: string};

/** Whether this is a key fractional-indexing can place words around. */
export function isOrderKey(key: string): boolean {
  for (const place of [() => generateKeyBetween(key, null), () => generateKeyBetween(null, key)]) {
    try {
      place();
      return true;
    } catch {
      // the other side may still have room
    }
  }
  return false;
}

/** Sorts as the deck shows: by key, then by id. */
export function byPlace(a: Keyed, b: Keyed): number {
  return a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The key a word gets between the words it was put between, given their keys now (null: the start or the end, or
 * a word no longer in the deck) and the first key after `lower` now. The key its writer chose, while it still sorts
 * between them; otherwise (a respace renamed them after the writer chose) one right after `lower`, before any word
 * that is there now, so that it never shares a key with a word put there meanwhile. When someone's move has put the
 * two the other way round there is no "between" left to keep, and the chosen key stays.
 */
export function keyBetween(
  chosen: string,
  lower: string | null,
  upper: string | null,
  afterLower: string | null,
): string {
  if (keepsKey(chosen, lower, upper)) return chosen;
  return keyOr(chosen, () =>
    generateKeyBetween(lower, afterLower !== null && (upper === null || afterLower < upper) ? afterLower : upper),
  );
}

/** The keys of words added after the deck's last key (null: an empty deck), unless those chosen already are. */
export function keysAfter(last: string | null, chosen: readonly string[]): readonly string[] {
  if (last === null || chosen[0]! > last) return chosen;
  return keyOr(chosen, () => generateNKeysBetween(last, null, chosen.length));
}

/** A new key, or the chosen one when the keys around are ones fractional-indexing refuses: stored before keys were
 * checked (isOrderKey), they must not make every later write there fail and be retried for ever. */
function keyOr<K>(chosen: K, make: () => K): K {
  try {
    return make();
  } catch {
    return chosen;
  }
}

/** Whether the chosen key stands as it is (see keyBetween). */
export function keepsKey(chosen: string, lower: string | null, upper: string | null): boolean {
  if (lower !== null && upper !== null && lower >= upper) return true;
  return (lower === null || lower < chosen) && (upper === null || chosen < upper);
}

/** New keys for a deck's words, short and evenly spread, in the order they are in now. */
export function respacedKeys(items: readonly Keyed[]): Keyed[] {
  const ordered = items.toSorted(byPlace);
  const keys = generateNKeysBetween(null, null, ordered.length);
  return ordered.map((item, index) => ({id: item.id, position: keys[index]!}));
}

export function needsTidying(keys: readonly string[]): boolean {
  return keys.some((key) => key.length > TIDY_KEYS_LONGER_THAN);
}
