// How long to wait before trying again: writes in the outbox, catalogue requests, a connection after an error.
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** Exponential backoff from 1 s, capped at 30 s, with ±20 % jitter so that many devices do not retry in step. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
