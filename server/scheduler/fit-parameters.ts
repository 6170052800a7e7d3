// Runs the FSRS optimiser (fsrs-rs through its native Node build) in a child process: a panic in the
// native code aborts its process, and that must never be the web server's. The child fits the parameters and
// evaluates both sets on the same items, then exits.
import {fork} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import type {ItemReview} from './review-items.ts';

export type FitRequest = {items: ItemReview[][]; currentWeights: number[]};
export type FitResult = {
  fittedWeights: number[];
  current: {logLoss: number; rmseBins: number};
  fitted: {logLoss: number; rmseBins: number};
};

const WORKER = fileURLToPath(new URL('./fit-worker.ts', import.meta.url));
const FIT_TIMEOUT_MS = 120_000;

export function fitParameters(request: FitRequest): Promise<FitResult> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], {stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced'});
    let errors = '';
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => reject(new Error('the FSRS optimiser took too long')));
    }, FIT_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('message', (result: FitResult | {error: string}) =>
      finish(() => ('error' in result ? reject(new Error(result.error)) : resolve(result))),
    );
    child.on('exit', (code, signal) =>
      finish(() => reject(new Error(`the FSRS optimiser stopped (${signal ?? code}): ${errors}`))),
    );
    child.send(request);
  });
}
