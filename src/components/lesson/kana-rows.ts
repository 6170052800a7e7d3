// The kana charts as romaji rows (gojūon order); wanakana turns each cell into hiragana or katakana.
// null marks a gap in the chart (yi, ye, wu …).
export type KanaRow = {label: string; cells: (string | null)[]};

export const BASIC_ROWS: KanaRow[] = [
  {label: '∅', cells: ['a', 'i', 'u', 'e', 'o']},
  {label: 'k', cells: ['ka', 'ki', 'ku', 'ke', 'ko']},
  {label: 's', cells: ['sa', 'shi', 'su', 'se', 'so']},
  {label: 't', cells: ['ta', 'chi', 'tsu', 'te', 'to']},
  {label: 'n', cells: ['na', 'ni', 'nu', 'ne', 'no']},
  {label: 'h', cells: ['ha', 'hi', 'fu', 'he', 'ho']},
  {label: 'm', cells: ['ma', 'mi', 'mu', 'me', 'mo']},
  {label: 'y', cells: ['ya', null, 'yu', null, 'yo']},
  {label: 'r', cells: ['ra', 'ri', 'ru', 're', 'ro']},
  {label: 'w', cells: ['wa', null, null, null, 'wo']},
  {label: 'n', cells: ['n', null, null, null, null]},
];

export const DAKUTEN_ROWS: KanaRow[] = [
  {label: 'g', cells: ['ga', 'gi', 'gu', 'ge', 'go']},
  {label: 'z', cells: ['za', 'ji', 'zu', 'ze', 'zo']},
  {label: 'd', cells: ['da', 'di', 'du', 'de', 'do']},
  {label: 'b', cells: ['ba', 'bi', 'bu', 'be', 'bo']},
  {label: 'p', cells: ['pa', 'pi', 'pu', 'pe', 'po']},
];

export const CONTRACTED_ROWS: KanaRow[] = ['k', 's', 'c', 'n', 'h', 'm', 'r', 'g', 'j', 'b', 'p'].map((consonant) => {
  const stem = {s: 'sh', c: 'ch', j: 'j'}[consonant] ?? `${consonant}y`;
  return {label: stem, cells: [`${stem}a`, `${stem}u`, `${stem}o`]};
});

/** How a romaji cell is shown under the kana: Hepburn, except ぢ/づ which learners meet as "ji"/"zu". */
export function romajiLabel(romaji: string): string {
  return {di: 'ji', du: 'zu'}[romaji] ?? romaji;
}
