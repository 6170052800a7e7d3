// Which files the import takes, how big they may be, and what an export is called.
import {MAX_APKG_BYTES, MAX_CSV_BYTES} from './transfer-limits.ts';
import {formatMegabytes} from '../../../../schema/decks/deck-limits.ts';
import {TransferError} from './transfer-error.ts';

export type ImportKind = 'csv' | 'apkg';
export type ExportFormat = 'csv' | 'apkg';

/** For the file input's accept attribute. */
export const IMPORT_ACCEPT = '.csv,.tsv,.tab,.txt,.apkg,text/csv,text/tab-separated-values';

const LIMITS: Record<ImportKind, number> = {csv: MAX_CSV_BYTES, apkg: MAX_APKG_BYTES};

/** The kind of an import file by its name, checked against its size limit. */
export function checkImportFile(name: string, size: number): ImportKind {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  let kind: ImportKind;
  if (['csv', 'tsv', 'tab', 'txt'].includes(extension)) kind = 'csv';
  else if (extension === 'apkg') kind = 'apkg';
  else if (extension === 'colpkg') {
    throw new TransferError(
      'unknown-format',
      'This is a whole Anki collection (.colpkg). In Anki, export just the deck as "Anki Deck Package (*.apkg)".',
    );
  } else {
    throw new TransferError(
      'unknown-format',
      'Choose a CSV or TSV file (.csv, .tsv, .txt) or an Anki deck package (.apkg).',
    );
  }
  if (size > LIMITS[kind]) {
    throw new TransferError(
      'too-large',
      `This file is ${formatMegabytes(size)}; ${kind === 'csv' ? 'a CSV or TSV file' : 'an Anki package'} may be at most ${formatMegabytes(LIMITS[kind])}.`,
    );
  }
  if (size === 0) throw new TransferError('empty', 'This file is empty.');
  return kind;
}

/** "<deck name>.csv": characters that file systems refuse become "_". */
export function exportFileName(deckName: string, format: ExportFormat): string {
  const safe = deckName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in a file name.
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120);
  return `${safe || 'deck'}.${format}`;
}
