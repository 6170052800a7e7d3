// English counts for learners: "1 word", "2 words", "1,200 words".

/** The noun that goes with `count`: word, words. */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** The count and its noun: "1 word", "1,200 words". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${pluralWord(count, one, many)}`;
}
