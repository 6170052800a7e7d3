// Reads an .apkg file off the page's thread: unpacking a collection (up to MAX_COLLECTION_BYTES) and reading it
// with sql.js can take seconds, which would freeze the page. One file per worker; the page terminates the worker to
// cancel. See anki-import-in-worker.ts for the page's side.
import '../../../app/zod-config.ts';
import {parseAnkiPackage} from './anki-import.ts';
import type {ImportPreview} from './import-preview.ts';
import {loadSqlJs} from './load-sql-js.ts';
import {TransferError, type TransferErrorCode} from './transfer-error.ts';

export type AnkiImportReply =
  | {ok: true; preview: ImportPreview}
  /** `refusal` is null for a failure that is no TransferError (a bug, or the WebAssembly failing to load). */
  | {ok: false; refusal: {code: TransferErrorCode; message: string} | null};

async function read(file: Blob): Promise<AnkiImportReply> {
  try {
    const [bytes, sql] = await Promise.all([file.arrayBuffer(), loadSqlJs()]);
    return {ok: true, preview: parseAnkiPackage(new Uint8Array(bytes), sql)};
  } catch (error) {
    if (error instanceof TransferError) return {ok: false, refusal: {code: error.code, message: error.message}};
    console.error(error);
    return {ok: false, refusal: null};
  }
}

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!(event.data instanceof Blob)) return;
  void read(event.data).then((reply) => postMessage(reply));
});
