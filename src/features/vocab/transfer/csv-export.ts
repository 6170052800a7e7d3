// Writes a deck's items as CSV in the import format (csv-columns.ts): a header row, then one row per item.
import Papa from 'papaparse';
import type {DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {CSV_COLUMNS, cellsOfItem} from './csv-columns.ts';
import {escapeFormula} from './spreadsheet-formulae.ts';

export function deckItemsToCSV(items: readonly DeckItemContent[]): string {
  const rows = items.map((item) => cellsOfItem(item).map(escapeFormula));
  return Papa.unparse({fields: [...CSV_COLUMNS], data: rows}, {newline: '\r\n', quotes: false});
}
