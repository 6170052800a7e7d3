// The steps of the import dialog and what each offers, as pure functions the component renders.
import {draftOfContent, type DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {DECK_LIMITS, formatMegabytes, importedBytes} from '../../../../schema/decks/deck-limits.ts';
import {badRows, goodItems, type BadRow, type GoodRow, type ImportPreview} from './import-preview.ts';
import {duplicateGroups, repeatedRows} from './import-duplicates.ts';
import {plural} from '../../../app/plural.ts';

export type ImportStep =
  | {step: 'choose'; error: string | null}
  | {step: 'reading'; fileName: string}
  | {step: 'preview'; fileName: string; preview: ImportPreview; importError: string | null}
  | {step: 'importing'; fileName: string; preview: ImportPreview; total: number}
  | {step: 'done'; count: number};

export type ImportOffer =
  /** Every row is imported: "Import N words". */
  | {kind: 'all'; items: DeckItemContent[]; label: string}
  /** Bad rows, or repeated rows the learner chose to skip, are left out: "Skip M bad rows and import N". */
  | {kind: 'skip'; items: DeckItemContent[]; label: string}
  /** Nothing can be imported; the reason says why. */
  | {kind: 'none'; reason: string};

export type ImportChoices = {
  /** Leave out every row that repeats an earlier one (same word, reading and meanings). */
  skipDuplicates?: boolean;
};

/** What the dialog offers for a preview, given how many more words the deck takes and what the learner chose. */
export function importOffer(
  preview: ImportPreview,
  capacity: number,
  {skipDuplicates = false}: ImportChoices = {},
): ImportOffer {
  const repeated = skipDuplicates ? repeatedRows(duplicateGroups(preview)) : new Set<GoodRow>();
  const items = preview.rows.flatMap((row) => (row.status === 'ok' && !repeated.has(row) ? [row.item] : []));
  const bad = badRows(preview);
  if (items.length === 0) {
    // The bad rows are listed above this message. A package's notes are fixed in Anki, which exports the new file.
    return {
      kind: 'none',
      reason:
        preview.source === 'apkg'
          ? 'No note can be imported. Fix the notes listed above in Anki, export the deck again, then choose the new file.'
          : 'No row can be imported. Fix the rows listed above in the file, then choose it again.',
    };
  }
  if (items.length > capacity) {
    return {
      kind: 'none',
      reason:
        capacity === 0
          ? 'This deck is full: it holds as many words as a deck may.'
          : `This deck has room for ${plural(capacity, 'more word')}, and the file holds ${plural(items.length, 'word')}. Split the file, or import into another deck.`,
    };
  }
  const bytes = importedBytes(items.map(draftOfContent));
  if (bytes > DECK_LIMITS.importBytes) {
    return {
      kind: 'none',
      reason: `These words hold ${formatMegabytes(bytes)} of text, and one import can send at most ${formatMegabytes(DECK_LIMITS.importBytes)}. Split the file.`,
    };
  }
  const skipped = [
    bad.length && plural(bad.length, 'bad row'),
    repeated.size && plural(repeated.size, 'repeated row'),
  ].filter(Boolean);
  if (skipped.length === 0) return {kind: 'all', items, label: `Import ${plural(items.length, 'word')}`};
  return {
    kind: 'skip',
    items,
    label: `Skip ${skipped.join(' and ')}${skipped.length > 1 ? ',' : ''} and import ${items.length.toLocaleString('en')}`,
  };
}

export function previewSummary(preview: ImportPreview): string {
  const good = goodItems(preview).length;
  const bad: BadRow[] = badRows(preview);
  const source = preview.source === 'apkg' ? 'notes' : 'rows';
  return bad.length
    ? `${plural(good, 'word')} ready; ${plural(bad.length, source === 'notes' ? 'note' : 'row')} cannot be imported.`
    : `${plural(good, 'word')} ready to import.`;
}
