// Structural sharing for settings read again from the profile: Zero hands over a new row on every change, and parsing
// it builds new objects for every key. Keeping the previous object of each key whose content did not change lets
// what shows that key skip its render (memoized sections, effects keyed on a setting).

/** Whether two JSON values (what a settings key holds) have the same content. */
export function sameJSON(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) && sameJSON((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** `next`, with the previous value of every key whose content did not change; `previous` itself when none did. */
export function keepUnchanged<T extends Record<string, unknown>>(previous: T | null, next: T): T {
  if (!previous) return next;
  let changed = Object.keys(previous).length !== Object.keys(next).length;
  const kept = {...next};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (Object.hasOwn(previous, key) && sameJSON(previous[key], next[key])) kept[key] = previous[key];
    else changed = true;
  }
  return changed ? kept : previous;
}
