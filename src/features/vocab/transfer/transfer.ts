// The one module the import and export UI imports. It is light: papaparse, fflate, fzstd and sql.js are loaded only
// when a file is read or written, so none of them enters the initial bundle. An .apkg file is read in a Web Worker.
import type {DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import type {ImportPreview} from './import-preview.ts';
import {parseAnkiPackageInWorker} from './anki-import-in-worker.ts';
import {checkImportFile, exportFileName, type ExportFormat} from './transfer-files.ts';
import {loadSqlJs} from './load-sql-js.ts';

/** Reads a chosen or dropped file into a preview; throws a TransferError when the file cannot be imported at all.
 * Aborting `signal` stops the reading of an .apkg file. */
export async function readImportFile(file: File, signal: AbortSignal): Promise<ImportPreview> {
  const kind = checkImportFile(file.name, file.size);
  if (kind === 'apkg') return parseAnkiPackageInWorker(file, signal);
  const [{parseDeckCSV}, {decodeText}, bytes] = await Promise.all([
    import('./csv-import.ts'),
    import('./text-decoding.ts'),
    file.arrayBuffer(),
  ]);
  return parseDeckCSV(decodeText(new Uint8Array(bytes)), file.name);
}

/** The export file of a deck, ready to download. The CSV starts with a byte-order mark so Excel reads it as UTF-8. */
export async function buildExportFile(
  format: ExportFormat,
  deckName: string,
  items: readonly DeckItemContent[],
): Promise<File> {
  const name = exportFileName(deckName, format);
  if (format === 'csv') {
    const {deckItemsToCSV} = await import('./csv-export.ts');
    return new File(['\uFEFF', deckItemsToCSV(items)], name, {type: 'text/csv;charset=utf-8'});
  }
  const [{writeAnkiPackage}, sql] = await Promise.all([import('./anki-package-write.ts'), loadSqlJs()]);
  const bytes = await writeAnkiPackage(deckName, items, sql);
  return new File([bytes as Uint8Array<ArrayBuffer>], name, {type: 'application/apkg'});
}
