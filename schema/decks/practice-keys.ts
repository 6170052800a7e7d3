// The practice item key of each word of a deck: what its FSRS cards are named by (schema/fsrs/card-id.ts). A word
// spelled like no other of its deck is keyed by the word, as the catalogue's words are, so a learner's entry and the
// built-in word grade the same card. Words spelled alike (一日 いちにち "one day" and 一日 ついたち "first of the
// month") must not collapse into one: the first of them in deck order keeps the plain word, which is the key every
// card made before words were told apart already holds, and each later one is told apart by its reading, then by
// its meanings, then by a number, the catalogue's way of naming its own homographs ("十 (とお)").
type KeyedItem = {word: string; furigana: string | null; english: readonly string[]};

/** Card ids are colon-separated and at most 300 characters: a key holds no colon and stays well short of that. */
const MAX_KEY_LENGTH = 200;

function cardSafe(key: string): string {
  return [...key.replaceAll(':', '：')].slice(0, MAX_KEY_LENGTH).join('');
}

function candidateKeys({word, furigana, english}: KeyedItem): string[] {
  const meanings = english.join('; ');
  return [
    ...(furigana && furigana !== word ? [`${word} (${furigana})`] : []),
    `${word} (${furigana && furigana !== word ? `${furigana}, ` : ''}${meanings})`,
  ].map(cardSafe);
}

/** The keys of a deck's words, given in deck order: one per word, no two alike. */
export function deckItemKeys(items: readonly KeyedItem[]): string[] {
  const taken = new Set<string>();
  const take = (key: string) => {
    taken.add(key);
    return key;
  };
  return items.map((item) => {
    const plain = cardSafe(item.word);
    if (!taken.has(plain)) return take(plain);
    const candidates = candidateKeys(item);
    const free = candidates.find((key) => !taken.has(key));
    if (free) return take(free);
    const last = candidates.at(-1)!;
    for (let number = 2; ; number++) {
      const numbered = `${last.slice(0, MAX_KEY_LENGTH - 6)} ${number}`;
      if (!taken.has(numbered)) return take(numbered);
    }
  });
}

/** The words a key may belong to: the key itself, or the word before a told-apart key's bracket. */
export function wordsOfKey(key: string): string[] {
  const bracket = key.indexOf(' (');
  return bracket > 0 ? [key, key.slice(0, bracket)] : [key];
}
