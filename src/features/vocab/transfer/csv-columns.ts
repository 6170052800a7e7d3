// The CSV/TSV deck format: which columns exist, the header names each accepts, and how an item becomes a row of
// cells and back. Several values in one cell are separated by ";" (see list-cell.ts).
import type {DeckItemContent, DeckItemDraft} from '../../../../schema/decks/deck-item.ts';
import {joinListCell, joinPairCell, splitListCell, splitPairCell} from './list-cell.ts';

export const CSV_COLUMNS = [
  'word',
  'reading',
  'meaning',
  'part_of_speech',
  'notes',
  'example_japanese',
  'example_english',
  'particles',
  'mnemonic_reading',
  'mnemonic_kanji',
  'videos',
] as const;
export type CSVColumn = (typeof CSV_COLUMNS)[number];

/** A file without a header row holds these columns, in this order (the third one may be left out). */
export const HEADERLESS_COLUMNS = ['word', 'meaning', 'reading'] as const satisfies readonly CSVColumn[];

/** Header names each column accepts besides its own, compared without case, spaces, "_", "-" or "(s)". */
const HEADER_ALIASES: Record<CSVColumn, string[]> = {
  word: ['japanese', 'expression', 'vocabulary', 'vocab', 'term', 'kanji', 'front', '単語', '言葉'],
  reading: ['furigana', 'kana', 'hiragana', 'yomi', 'pronunciation', '読み', '読み方', 'ふりがな'],
  meaning: ['meanings', 'english', 'definition', 'definitions', 'translation', 'gloss', 'back', '意味', '英語'],
  part_of_speech: ['partofspeech', 'pos', 'wordtype', '品詞'],
  notes: ['note', 'info', 'comments', 'comment', 'メモ'],
  example_japanese: ['example', 'examples', 'examplesentence', 'sentence', 'examplejp', '例文'],
  example_english: ['exampletranslation', 'examplemeaning', 'sentenceenglish', 'sentencetranslation', 'exampleen'],
  particles: ['particle'],
  mnemonic_reading: ['readingmnemonic', 'readingmnemonics', 'mnemonicreadings'],
  mnemonic_kanji: ['kanjimnemonic', 'kanjimnemonics', 'mnemonic', 'mnemonics'],
  videos: ['video', 'videolinks'],
};

function headerKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\(s\)/g, '')
    .replace(/[\s_\-.()]/g, '');
}

const COLUMN_BY_HEADER = new Map<string, CSVColumn>(
  CSV_COLUMNS.flatMap((column) =>
    [column, ...HEADER_ALIASES[column]].map((name) => [headerKey(name), column] as const),
  ),
);

/** The column a header cell names, or undefined for a name we do not know. */
export function columnOfHeader(name: string): CSVColumn | undefined {
  return COLUMN_BY_HEADER.get(headerKey(name));
}

export type RowCells = Partial<Record<CSVColumn, string>>;

/** A row's cells as a draft for `normalizeDeckItem` (the part of speech is read by the caller). */
export function draftOfCells(cells: RowCells): Omit<DeckItemDraft, 'partOfSpeech'> {
  const list = (column: CSVColumn) => splitListCell(cells[column] ?? '');
  const japanese = list('example_japanese');
  const english = list('example_english');
  return {
    word: cells.word ?? '',
    furigana: cells.reading ?? '',
    english: list('meaning'),
    info: list('notes'),
    mnemonics: {reading: list('mnemonic_reading'), kanji: list('mnemonic_kanji')},
    exampleSentences: Array.from({length: Math.max(japanese.length, english.length)}, (_, index) => ({
      japanese: japanese[index] ?? '',
      english: english[index] ?? '',
    })),
    particles: splitPairCell(cells.particles ?? '').map(([particle, label]) => ({particle, label: label ?? ''})),
    videos: list('videos').map(videoOfCell),
  };
}

/** The link ends at its first space; everything after it is the title, spaces and all. */
function videoOfCell(entry: string): {url: string; title: string} {
  const linkEnd = entry.search(/\s/);
  return linkEnd < 0
    ? {url: entry, title: ''}
    : {url: entry.slice(0, linkEnd), title: entry.slice(linkEnd).trimStart()};
}

/** An item as the cells of one row, in CSV_COLUMNS order. */
export function cellsOfItem(item: DeckItemContent): string[] {
  const cells: Record<CSVColumn, string> = {
    word: item.word,
    reading: item.furigana ?? '',
    meaning: joinListCell(item.english),
    part_of_speech: item.partOfSpeech ?? '',
    notes: joinListCell(item.info),
    example_japanese: joinListCell(item.exampleSentences.map((example) => example.japanese)),
    example_english: joinListCell(item.exampleSentences.map((example) => example.english)),
    particles: joinPairCell(item.particles.map((particle) => [particle.particle, particle.label] as const)),
    mnemonic_reading: joinListCell(item.mnemonics?.reading ?? []),
    mnemonic_kanji: joinListCell(item.mnemonics?.kanji ?? []),
    // A link never holds a space, so the first space ends it and the title follows.
    videos: joinListCell(
      item.videos.map((video) => [video.url.replace(/\s/g, '%20'), video.title].filter(Boolean).join(' ')),
    ),
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}
