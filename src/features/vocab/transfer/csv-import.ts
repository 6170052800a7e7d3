// Reads a CSV or TSV deck file (format: csv-columns.ts) into an import preview. Papa Parse splits the records and
// guesses the delimiter; a first row that names known columns is a header, otherwise the file holds two or three
// columns: word, meaning, reading.
import Papa from 'papaparse';
import {hasJapanese} from './japanese-text.ts';
import {
  CSV_COLUMNS,
  HEADERLESS_COLUMNS,
  columnOfHeader,
  draftOfCells,
  type CSVColumn,
  type RowCells,
} from './csv-columns.ts';
import {assertRowCount, badRow, rowOfDraft, type ImportPreview, type PreviewRow} from './import-preview.ts';
import {readPartOfSpeech} from './part-of-speech.ts';
import {DECK_PARTS_OF_SPEECH} from '../../../../schema/decks/deck-item.ts';
import {TransferError} from './transfer-error.ts';
import {unescapeFormula} from './spreadsheet-formulae.ts';

export const CSV_DELIMITERS = [',', '\t', ';'] as const;

type RawRow = {cells: string[]; start: number; error: string | null};

const PARSE_ERRORS: Record<string, string> = {
  MissingQuotes: 'A quoted cell is not closed (a " is missing)',
  InvalidQuotes: 'A " inside a quoted cell must be written twice ("")',
  UndetectableDelimiter: '',
};

function readRecords(text: string, delimiter: string | undefined): {rows: RawRow[]; delimiter: string} {
  const rows: RawRow[] = [];
  let start = 0;
  let chosen = delimiter ?? ',';
  Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: false,
    step(result) {
      chosen = result.meta.delimiter;
      const problem = result.errors.find((error) => error.type !== 'Delimiter');
      rows.push({cells: result.data, start, error: problem ? PARSE_ERRORS[problem.code] || problem.message : null});
      start = result.meta.cursor;
    },
  });
  return {rows, delimiter: chosen};
}

/** 1-based line numbers of character offsets. */
function lineFinder(text: string): (offset: number) => number {
  const newlines: number[] = [];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) newlines.push(index);
  return (offset) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (newlines[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

const isBlankRow = (row: RawRow) => row.error === null && row.cells.every((cell) => cell.trim() === '');

/** A first row is a header when it names a known column and holds no Japanese word. */
function isHeaderRow(cells: string[]): boolean {
  return (
    cells.some((cell) => columnOfHeader(cell)) && !cells.some((cell) => hasJapanese(cell) && !columnOfHeader(cell))
  );
}

type Layout = {columns: Array<CSVColumn | undefined>; notices: string[]};

function headerLayout(cells: string[]): Layout {
  const columns: Array<CSVColumn | undefined> = [];
  const ignored: string[] = [];
  for (const cell of cells) {
    const column = columnOfHeader(cell);
    if (column && !columns.includes(column)) columns.push(column);
    else {
      columns.push(undefined);
      if (cell.trim()) ignored.push(`"${cell.trim()}"`);
    }
  }
  for (const required of ['word', 'meaning'] as const) {
    if (!columns.includes(required)) {
      throw new TransferError(
        'bad-header',
        `The header row has no "${required}" column. Known columns: ${CSV_COLUMNS.join(', ')}.`,
      );
    }
  }
  const notices = ignored.length
    ? [
        `Ignored column${ignored.length > 1 ? 's' : ''} ${ignored.join(', ')}: the name is unknown or used twice. Known columns: ${CSV_COLUMNS.join(', ')}.`,
      ]
    : [];
  return {columns, notices};
}

function rowOfCells(label: number, cells: string[], layout: Layout, hasHeader: boolean): PreviewRow {
  const record: RowCells = {};
  layout.columns.forEach((column, index) => {
    if (column) record[column] = unescapeFormula(cells[index] ?? '');
  });
  const shown = {word: record.word ?? '', meaning: record.meaning ?? ''};
  const extra = cells.slice(layout.columns.length).filter((cell) => cell.trim() !== '');
  if (extra.length) {
    const reason = hasHeader
      ? `This line has ${layout.columns.length + extra.length} cells but the header names ${layout.columns.length} columns`
      : `A file without a header row has 2 or 3 columns (word, meaning, reading); this line has ${layout.columns.length + extra.length}`;
    return badRow('Line', label, shown, 'malformed-row', reason);
  }
  const partOfSpeech = readPartOfSpeech(record.part_of_speech ?? '');
  if (partOfSpeech === undefined) {
    return badRow(
      'Line',
      label,
      shown,
      'unknown-part-of-speech',
      `"${record.part_of_speech?.trim()}" is not a part of speech we know (use one of: ${DECK_PARTS_OF_SPEECH.join(', ')})`,
    );
  }
  return rowOfDraft('Line', label, {...draftOfCells(record), partOfSpeech});
}

/** Reads a deck file's text. `fileName` ending in .tsv or .tab fixes the delimiter to a tab; otherwise it is guessed. */
export function parseDeckCSV(text: string, fileName = ''): ImportPreview {
  const source = text.replace(/^\uFEFF/, '');
  const tabs = /\.(tsv|tab)$/i.test(fileName);
  const {rows: records, delimiter} = readRecords(source, tabs ? '\t' : undefined);
  const lineOf = lineFinder(source);
  const rows = records.filter((row) => !isBlankRow(row));
  const first = rows[0];
  const hasHeader = first !== undefined && first.error === null && isHeaderRow(first.cells);
  const layout: Layout = hasHeader ? headerLayout(first.cells) : {columns: [...HEADERLESS_COLUMNS], notices: []};
  const data = hasHeader ? rows.slice(1) : rows;
  assertRowCount(data.length, 'rows');
  return {
    source: delimiter === '\t' ? 'tsv' : 'csv',
    notices: layout.notices,
    rows: data.map((row) => {
      const line = lineOf(row.start);
      if (row.error) return badRow('Line', line, {word: row.cells[0] ?? '', meaning: ''}, 'malformed-row', row.error);
      return rowOfCells(line, row.cells, layout, hasHeader);
    }),
  };
}
