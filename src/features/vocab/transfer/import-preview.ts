// What an import file holds before anything is written: every row in file order, each either an item that passed
// the requirements §5 rules or a bad row whose message names the line (or Anki note) and the rule it breaks.
import {
  normalizeDeckItem,
  type DeckItemContent,
  type DeckItemDraft,
  type DeckItemRule,
} from '../../../../schema/decks/deck-item.ts';
import {writtenAlternatives} from '../../../../schema/decks/alternatives.ts';
import {MAX_DECK_ITEMS, MAX_IMPORT_ROWS} from './transfer-limits.ts';
import {TransferError} from './transfer-error.ts';

export type ImportProblemRule = DeckItemRule | 'unknown-part-of-speech' | 'malformed-row' | 'no-japanese-field';

type RowPlace = {
  /** 1-based: the file line a CSV row starts on, or the note's number in an Anki collection. */
  position: number;
  /** "Line 4", "Note 12". */
  label: string;
};

export type GoodRow = RowPlace & {status: 'ok'; item: DeckItemContent};
export type BadRow = RowPlace & {
  status: 'bad';
  /** What the row holds, as written, so the preview can show it. */
  word: string;
  meaning: string;
  rule: ImportProblemRule;
  /** "At least one English meaning must not be blank". */
  reason: string;
  /** The reason after the label: "Line 4: At least one English meaning must not be blank". */
  message: string;
};
export type PreviewRow = GoodRow | BadRow;

export type ImportSource = 'csv' | 'tsv' | 'apkg';

export type ImportPreview = {
  source: ImportSource;
  rows: PreviewRow[];
  /** Things worth knowing that make no row bad: ignored columns, skipped media. */
  notices: string[];
};

export function goodItems(preview: ImportPreview): DeckItemContent[] {
  return preview.rows.flatMap((row) => (row.status === 'ok' ? [row.item] : []));
}

export function badRows(preview: ImportPreview): BadRow[] {
  return preview.rows.filter((row): row is BadRow => row.status === 'bad');
}

function labelOf(what: 'Line' | 'Note', position: number): string {
  return `${what} ${position}`;
}

export function badRow(
  what: 'Line' | 'Note',
  position: number,
  shown: {word: string; meaning: string},
  rule: ImportProblemRule,
  reason: string,
): BadRow {
  const label = labelOf(what, position);
  return {position, label, status: 'bad', ...shown, rule, reason, message: `${label}: ${reason}`};
}

/** Runs a draft through the §5 rules: a good row, or a bad one naming the rule. Alternatives in its word or reading
 * ("足;脚") are written one way, so that practice accepts each. */
export function rowOfDraft(what: 'Line' | 'Note', position: number, draft: DeckItemDraft): PreviewRow {
  const result = normalizeDeckItem({
    ...draft,
    word: writtenAlternatives(draft.word),
    furigana: writtenAlternatives(draft.furigana ?? ''),
  });
  if (result.ok) return {position, label: labelOf(what, position), status: 'ok', item: result.item};
  return badRow(
    what,
    position,
    {word: draft.word, meaning: (draft.english ?? []).join('; ')},
    result.rule,
    result.message,
  );
}

/** One import takes at most MAX_IMPORT_ROWS rows: a bigger file is refused whole. */
export function assertRowCount(count: number, what: 'rows' | 'notes'): void {
  if (count > MAX_IMPORT_ROWS) {
    throw new TransferError(
      'too-many-rows',
      `This file holds ${count.toLocaleString('en')} ${what}; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en')} (a deck holds at most ${MAX_DECK_ITEMS.toLocaleString('en')} words). Split it into smaller files.`,
    );
  }
  if (count === 0)
    throw new TransferError('empty', what === 'rows' ? 'This file holds no words.' : 'This package holds no notes.');
}
