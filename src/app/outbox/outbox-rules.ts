// The outbox's rules, apart from IndexedDB, tabs and Zero: the order of pending writes, which of them may be sent
// now and which earlier write each must follow, what the server's answer means (done, dropped, tried again later, or
// parked for the learner), and which rows a write touches, so that writes on a parked write's rows wait with it.
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';
import {isRetryable, refusalOf, type RefusalBody} from '../../../schema/refusals.ts';
import {retryDelay} from '../retry-delay.ts';

/** One write waiting for the server: a mutator's name and its arguments (with the write's envelope, minus `after`,
 * which is chosen as it is sent). `seq` orders the outbox (the order the learner made the writes in); `tabID` is the
 * tab sending it; `attempts` counts the times the server failed on it. A parked write is not sent again until the
 * learner asks; a refused one waits for the learner's decision (a conflict) and is never sent. */
export type OutboxEntry = {
  id: string;
  userID: string;
  seq: number;
  name: string;
  args: ReadonlyJSONValue;
  tabID: string;
  attempts: number;
  madeAt: number;
  parked?: RefusalBody;
  refused?: RefusalBody;
};

/** How often the server may fail on a write unexpectedly before it is parked. */
export const UNEXPECTED_ATTEMPTS = 5;
/** How long a write is sent at all: the server remembers applied writes for 180 days (server/writes/write-log.ts). */
export const OUTBOX_MAX_AGE_MS = 90 * 86_400_000;
/** How soon a write that had to wait for an earlier one of its device is sent again. */
export const WAITING_RETRY_MS = 300;
/** How long a write may go unanswered on a connection that stays up. The server answers in well under a second, and
 * Zero sends its writes again whenever it connects; a write lost on a connection that never drops would otherwise
 * wait forever. */
export const UNANSWERED_AFTER_MS = 30_000;
const NOT_ANSWERED = 'The server has not answered this change';

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
  | {type: 'retry'; refusal: RefusalBody; delayMs: number; attempts: number}
  | {type: 'park'; refusal: RefusalBody}
  | {type: 'unanswered'};

/** The server's answer to a write, decided from the refusal's code alone. `attempts`: the server's failures on it so
 * far. A Zero error means the answer did not come (offline, the connection lost or failed): the write is sent again
 * once Zero can carry it, which counts as no attempt. */
export function outcomeOf(result: MutatorResultDetails, attempts: number, random?: () => number): SendOutcome {
  if (result.type === 'error' && result.error.type === 'zero') return {type: 'unanswered'};
  const refusal = refusalOf(result);
  if (!refusal) return {type: 'confirmed'};
  if (!isRetryable(refusal.code)) return {type: 'refused', refusal};
  if (refusal.code === 'waiting') return {type: 'retry', refusal, delayMs: WAITING_RETRY_MS, attempts};
  const failed = attempts + 1;
  if (refusal.code === 'unexpected' && failed >= UNEXPECTED_ATTEMPTS) return {type: 'park', refusal};
  return {type: 'retry', refusal, delayMs: retryDelay(failed, random), attempts: failed};
}

/** A write the server has not answered in time on a working connection: sent again (the same write, which the server
 * applies once), with backoff, and parked after as many tries as an unexpected failure. */
export function overdueOutcome(attempts: number, random?: () => number): SendOutcome {
  const failed = attempts + 1;
  if (failed >= UNEXPECTED_ATTEMPTS) return {type: 'park', refusal: {code: 'unexpected', message: NOT_ANSWERED}};
  return {
    type: 'retry',
    refusal: {code: 'server-unavailable', message: NOT_ANSWERED},
    delayMs: retryDelay(failed, random),
    attempts: failed,
  };
}

// The arguments that name a row a write changes or needs: writes that share one touch the same row.
const ROW_ARGUMENTS = [
  'itemID',
  'deckID',
  'sourceDeckID',
  'folderID',
  'parentFolderID',
  'cardID',
  'sessionID',
  'modulePath',
  'token',
] as const;

/** The rows a write touches, named from its arguments; a settings change touches the learner's profile. */
export function rowKeysOf(args: ReadonlyJSONValue): string[] {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return [];
  const named = args as Record<string, ReadonlyJSONValue | undefined>;
  const keys = ROW_ARGUMENTS.flatMap((name) =>
    named[name] === undefined || named[name] === null ? [] : [`${name}:${String(named[name])}`],
  );
  return 'patch' in named ? [...keys, 'profile'] : keys;
}

/** The row whose field versions a write's base names: the first it names (a word before its deck, a deck before its
 * folder), or the learner's profile for a settings change. */
function versionedRowOf(args: ReadonlyJSONValue): string | null {
  return rowKeysOf(args)[0] ?? null;
}

type Base = Record<string, string | null>;

function baseOfEntry(entry: Pick<OutboxEntry, 'args'>): Base | undefined {
  return (entry.args as {write?: {base?: Base}} | null)?.write?.base;
}

/** The versions a new write is made on: those the learner saw, except that a field of the same row an earlier write
 * of this device, still to be settled, changes is made on that write. The learner made this one after it, whether or
 * not it shows yet (Zero puts a write back while it waits out a retry), so it follows that write instead of
 * conflicting with it. */
export function baseAfterPending(
  entries: readonly OutboxEntry[],
  args: ReadonlyJSONValue,
  base: Base | undefined,
): Base | undefined {
  if (!base) return base;
  const row = versionedRowOf(args);
  const chained = {...base};
  for (const earlier of entries) {
    if (isSettled(earlier) || row === null || versionedRowOf(earlier.args) !== row) continue;
    for (const field of Object.keys(baseOfEntry(earlier) ?? {})) if (field in chained) chained[field] = earlier.id;
  }
  return chained;
}

/** The writes made on a write that is discarded, made instead on what that one was made on. */
export function rebasedAfterDiscard(entries: readonly OutboxEntry[], discarded: OutboxEntry): OutboxEntry[] {
  const replaced = baseOfEntry(discarded) ?? {};
  return entries.flatMap((entry) => {
    const base = baseOfEntry(entry);
    if (!base || !Object.values(base).includes(discarded.id)) return [];
    const rebased = Object.fromEntries(
      Object.entries(base).map(([field, version]) => [
        field,
        version === discarded.id ? (replaced[field] ?? null) : version,
      ]),
    );
    const args = entry.args as Record<string, ReadonlyJSONValue>;
    return [{...entry, args: {...args, write: {...(args.write as Record<string, ReadonlyJSONValue>), base: rebased}}}];
  });
}

export function isSettled(entry: Pick<OutboxEntry, 'refused'>): boolean {
  return entry.refused !== undefined;
}

/** A write that touches a row of an earlier parked write waits with it, so that parking never breaks a row's
 * order; the id of that parked write, or null. */
export function parkedAhead(entries: readonly OutboxEntry[], entry: OutboxEntry): string | null {
  const keys = new Set(rowKeysOf(entry.args));
  if (!keys.size) return null;
  for (const earlier of entries) {
    if (earlier.seq >= entry.seq) break;
    if (earlier.parked && rowKeysOf(earlier.args).some((key) => keys.has(key))) return earlier.id;
  }
  return null;
}

/** The write this one must follow: the latest earlier write of the learner's outbox that is still to be settled and
 * not held back (parked, or waiting behind a parked one). The server holds this one until that one is settled. */
export function predecessorOf(entries: readonly OutboxEntry[], entry: OutboxEntry): string | null {
  let predecessor: string | null = null;
  for (const earlier of entries) {
    if (earlier.seq >= entry.seq) break;
    if (isSettled(earlier) || earlier.parked || parkedAhead(entries, earlier)) continue;
    predecessor = earlier.id;
  }
  return predecessor;
}

/** Writes whose tab is gone (closed, crashed, or an older version of the app): some open tab must send them. */
export function orphansOf<E extends Pick<OutboxEntry, 'tabID'>>(
  entries: readonly E[],
  liveTabIDs: ReadonlySet<string>,
): E[] {
  return entries.filter((entry) => !liveTabIDs.has(entry.tabID));
}

/** The arguments as sent: the stored ones with the write's place in its device's order. */
export function argsToSend(entry: OutboxEntry, after: string | null): ReadonlyJSONValue {
  const args = (entry.args ?? {}) as Record<string, ReadonlyJSONValue>;
  const write = (args.write ?? {id: entry.id}) as Record<string, ReadonlyJSONValue>;
  return {...args, write: {...write, id: entry.id, ...(after ? {after} : {})}};
}

/** What the learner sees of a pending write. */
export type EntryStatus =
  | {type: 'sending'}
  | {type: 'retrying'; refusal: RefusalBody}
  | {type: 'parked'; refusal: RefusalBody}
  | {type: 'behind-parked'; parkedID: string}
  | {type: 'conflict'; refusal: RefusalBody};
