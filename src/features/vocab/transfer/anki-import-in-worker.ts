// The page's side of anki-import.worker.ts: one worker per file, terminated once it answers or when the reading is
// cancelled, which stops an unpacking in progress.
import type {AnkiImportReply} from './anki-import.worker.ts';
import type {ImportPreview} from './import-preview.ts';
import {TransferError} from './transfer-error.ts';

/** The preview of an .apkg file, read in a Web Worker; rejects with `signal`'s reason once it is aborted. */
export function parseAnkiPackageInWorker(file: File, signal: AbortSignal): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const worker = new Worker(new URL('./anki-import.worker.ts', import.meta.url), {
      type: 'module',
      name: 'anki-import',
    });
    const cancel = () => {
      worker.terminate();
      reject(signal.reason);
    };
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', cancel);
    };
    signal.addEventListener('abort', cancel, {once: true});
    worker.addEventListener('message', (event: MessageEvent<AnkiImportReply>) => {
      finish();
      const reply = event.data;
      if (reply.ok) resolve(reply.preview);
      else
        reject(
          reply.refusal
            ? new TransferError(reply.refusal.code, reply.refusal.message)
            : new Error('The Anki package reader failed.'),
        );
    });
    worker.addEventListener('error', () => {
      finish();
      reject(new Error('The Anki package reader could not start.'));
    });
    worker.postMessage(file);
  });
}
