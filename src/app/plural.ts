// English counts for learners: "1 word", "2 words", "1,200 words".

/** The noun that goes with `count`: word, words. */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

// One format for every count: Number#toLocaleString builds a new one on each call, and counts are rendered often
// (the pending-writes labels on every write).
const englishNumber = new Intl.NumberFormat('en');

/** The count and its noun: "1 word", "1,200 words". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${englishNumber.format(count)} ${pluralWord(count, one, many)}`;
}
