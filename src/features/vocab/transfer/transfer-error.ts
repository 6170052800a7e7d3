// A file that cannot be imported at all (as opposed to a row that breaks a rule): nothing is imported, and the
// message says why in the learner's words.

export type TransferErrorCode =
  | 'too-large' // the file is bigger than its format's limit
  | 'too-many-rows' // more rows or notes than one import (or the deck) can take
  | 'unknown-format' // neither CSV/TSV nor .apkg
  | 'unreadable' // not text we can decode, not a zip, not a SQLite collection
  | 'no-collection' // a zip without an Anki collection inside
  | 'empty' // no rows or notes at all
  | 'bad-header'; // a header row without the word or meaning column

export class TransferError extends Error {
  readonly code: TransferErrorCode;
  constructor(code: TransferErrorCode, message: string) {
    super(message);
    this.name = 'TransferError';
    this.code = code;
  }
}
