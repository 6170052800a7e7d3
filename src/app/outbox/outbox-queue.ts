// The outbox's rules, apart from IndexedDB and Zero: the order of pending writes, what the server's answer means
// (done, dropped, or retried later), how long to wait before a retry, and which writes no open tab is sending.
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';
import {isRetryable, refusalOf, type RefusalBody} from '../../../schema/refusals.ts';

/** One write waiting for the server: a mutator's name and arguments, as `zero.mutate` would send them. `seq` orders
 * the outbox (the order the learner made the writes in); `tabID` is the tab sending it. */
export type OutboxEntry = {
  id: string;
  userID: string;
  seq: number;
  name: string;
  args: ReadonlyJSONValue;
  tabID: string;
  attempts: number;
};

/** Increasing within a tab, and in time order across tabs (microseconds since the epoch, bumped on ties). */
export function nextSeq(lastSeq: number, now: number): number {
  return Math.max(now * 1000, lastSeq + 1);
}

export function inOutboxOrder<E extends Pick<OutboxEntry, 'seq' | 'id'>>(entries: readonly E[]): E[] {
  return entries.toSorted((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export type SendOutcome =
  | {type: 'confirmed'}
  | {type: 'refused'; refusal: RefusalBody}
  | {type: 'retry'; refusal: RefusalBody};

/** The server's answer to one write, decided from the refusal's code alone. */
export function outcomeOf(result: MutatorResultDetails): SendOutcome {
  const refusal = refusalOf(result);
  if (!refusal) return {type: 'confirmed'};
  return isRetryable(refusal.code) ? {type: 'retry', refusal} : {type: 'refused', refusal};
}

/** Writes whose tab is gone (closed, crashed, or an older version of the app): some open tab must send them. */
export function orphansOf<E extends Pick<OutboxEntry, 'tabID'>>(entries: readonly E[], liveTabIDs: ReadonlySet<string>): E[] {
  return entries.filter((entry) => !liveTabIDs.has(entry.tabID));
}
