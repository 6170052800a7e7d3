// An Anki package as an import preview: one row per note, in the order the notes were made.
import type {SqlJsStatic} from 'sql.js';
import {draftOfNote} from './anki-fields.ts';
import {readAnkiPackage} from './anki-package-read.ts';
import {assertRowCount, badRow, rowOfDraft, type ImportPreview} from './import-preview.ts';

export function parseAnkiPackage(bytes: Uint8Array, sql: SqlJsStatic): ImportPreview {
  const {notes, notices} = readAnkiPackage(bytes, sql);
  assertRowCount(notes.length, 'notes');
  return {
    source: 'apkg',
    notices,
    rows: notes.map((note) => {
      const reading = draftOfNote(note);
      return reading.ok
        ? rowOfDraft('Note', note.position, reading.draft)
        : badRow('Note', note.position, reading.shown, 'no-japanese-field', reading.reason);
    }),
  };
}
