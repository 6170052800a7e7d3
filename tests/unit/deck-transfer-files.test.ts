import {describe, expect, test} from 'vitest';
import {checkImportFile, exportFileName} from '../../src/features/vocab/transfer/transfer-files.ts';
import {importOffer, previewSummary} from '../../src/features/vocab/transfer/import-dialog-state.ts';
import {parseDeckCSV} from '../../src/features/vocab/transfer/csv-import.ts';
import {badRow, type ImportPreview} from '../../src/features/vocab/transfer/import-preview.ts';
import {
  MAX_APKG_BYTES,
  MAX_CSV_BYTES,
  MAX_DECK_ITEMS,
  MAX_IMPORT_ROWS,
} from '../../src/features/vocab/transfer/transfer-limits.ts';
import {TransferError} from '../../src/features/vocab/transfer/transfer-error.ts';
import {refusal} from './deck-transfer-helpers.ts';

describe('import files', () => {
  test('the kind comes from the extension; each kind has its size limit', () => {
    expect(checkImportFile('words.CSV', 10)).toBe('csv');
    expect(checkImportFile('words.tsv', 10)).toBe('csv');
    expect(checkImportFile('words.txt', 10)).toBe('csv');
    expect(checkImportFile('Core 2k.apkg', MAX_APKG_BYTES)).toBe('apkg');
    expect(checkImportFile('words.csv', MAX_CSV_BYTES)).toBe('csv');
    expect(refusal(() => checkImportFile('words.csv', MAX_CSV_BYTES + 1))).toEqual(
      new TransferError('too-large', 'This file is 5 MB; a CSV or TSV file may be at most 5 MB.'),
    );
    expect(refusal(() => checkImportFile('deck.apkg', MAX_APKG_BYTES + 1024 * 1024))).toMatchObject({
      code: 'too-large',
      message: 'This file is 51 MB; an Anki package may be at most 50 MB.',
    });
    expect(refusal(() => checkImportFile('collection.colpkg', 10))).toMatchObject({
      code: 'unknown-format',
      message: expect.stringContaining('.apkg'),
    });
    expect(refusal(() => checkImportFile('words.xlsx', 10))).toMatchObject({code: 'unknown-format'});
    expect(refusal(() => checkImportFile('words.csv', 0))).toMatchObject({code: 'empty'});
  });

  test('the limits are the deck limit', () => {
    expect(MAX_DECK_ITEMS).toBe(5000);
    expect(MAX_IMPORT_ROWS).toBe(MAX_DECK_ITEMS);
  });

  test('export file names are the deck name with characters file systems refuse replaced', () => {
    expect(exportFileName('Chapter 3 食べ物', 'csv')).toBe('Chapter 3 食べ物.csv');
    expect(exportFileName('a/b\\c:d*e?"f<g>h|', 'apkg')).toBe('a_b_c_d_e__f_g_h_.apkg');
    expect(exportFileName(' .. ', 'csv')).toBe('deck.csv');
  });
});

describe('what the import dialog offers', () => {
  const allGood = parseDeckCSV('猫,cat\n犬,dog');
  const someBad = parseDeckCSV('猫,cat\n犬,\n,fish');
  const allBad = parseDeckCSV('猫,\n犬,');

  test('"Import N words" only when every row is good', () => {
    expect(importOffer(allGood, MAX_DECK_ITEMS)).toMatchObject({
      kind: 'all',
      label: 'Import 2 words',
      items: [{word: '猫'}, {word: '犬'}],
    });
    expect(previewSummary(allGood)).toBe('2 words ready to import.');
  });

  test('"Skip M bad rows and import N" when some are bad, with only the good items', () => {
    expect(importOffer(someBad, MAX_DECK_ITEMS)).toMatchObject({
      kind: 'skip',
      label: 'Skip 2 bad rows and import 1',
      items: [{word: '猫'}],
    });
    expect(previewSummary(someBad)).toBe('1 word ready; 2 rows cannot be imported.');
  });

  test('nothing when no row is good, or the deck has no room for them', () => {
    expect(importOffer(allBad, MAX_DECK_ITEMS)).toEqual({
      kind: 'none',
      reason: 'No row can be imported. Fix the rows listed above in the file, then choose it again.',
    });
    expect(importOffer(allGood, 1)).toEqual({
      kind: 'none',
      reason:
        'This deck has room for 1 more word, and the file holds 2 words. Split the file, or import into another deck.',
    });
    expect(importOffer(allGood, 0)).toMatchObject({kind: 'none', reason: expect.stringContaining('full')});
  });

  test('an Anki package with no good note says to fix the notes in Anki, since its rows cannot be fixed here', () => {
    const notes: ImportPreview = {
      source: 'apkg',
      rows: [badRow('Note', 1, {word: '', meaning: 'cat'}, 'word-required', 'The word must not be blank')],
      notices: [],
    };
    expect(importOffer(notes, MAX_DECK_ITEMS)).toEqual({
      kind: 'none',
      reason:
        'No note can be imported. Fix the notes listed above in Anki, export the deck again, then choose the new file.',
    });
  });

  test('nothing when the words hold more text than one import can send', () => {
    const notes = Array.from({length: 30}, () => 'あ'.repeat(1000)).join(';');
    const rows = Array.from({length: 100}, (_, index) => `語${index},word,,,"${notes}"`).join('\n');
    const heavy = parseDeckCSV(`word,meaning,reading,part_of_speech,notes\n${rows}`);
    expect(importOffer(heavy, MAX_DECK_ITEMS)).toEqual({
      kind: 'none',
      reason: 'These words hold 8.6 MB of text, and one import can send at most 7 MB. Split the file.',
    });
  });
});
