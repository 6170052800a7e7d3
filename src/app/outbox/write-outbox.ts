// The durable outbox every learner write goes through. Zero applies a write at once and sends it, but refuses
// writes after about a minute offline and forgets what it had not sent when the tab closes; so every write is also
// stored on this device (IndexedDB) until the server has answered it for good:
// - confirmed: removed;
// - refused for good (invalid input, forbidden, not found, conflict, limit): removed, and the learner is told;
// - `server-unavailable` (the database down or restarting, the connection lost, offline): kept and sent again,
//   in order, with exponential backoff, once Zero is connected.
// Every mutator is idempotent (ids come in as arguments), so sending a write twice changes nothing.
//
// Tabs share the stored outbox and follow each other's changes (BroadcastChannel). Each tab sends its own writes
// and holds a Web Lock while it can send them (Zero connected or connecting); writes of a tab that is gone (closed,
// crashed, an older version of the app) or cannot send (offline past Zero's write window, needs-auth, stopped on an
// error) are adopted by whichever tab looks first, under a short lock that never waits on the network.
import {useSyncExternalStore} from 'react';
import {mustGetMutator, type MutatorResultDetails, type ReadonlyJSONValue} from '@rocicorp/zero';
import type {AppZero} from '../zero.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {RefusalBody} from '../../../schema/refusals.ts';
import {deviceDB, type DeviceDatabase} from '../device-db.ts';
import {inOutboxOrder, nextSeq, orphansOf, outcomeOf, type OutboxEntry, type SendOutcome} from './outbox-queue.ts';
import {retryDelay} from '../retry-delay.ts';

export type MutateRequest = Parameters<AppZero['mutate']>[0];
/** `submittedHere`: this page made the write and may be waiting for its answer (another tab sent a closed tab's). */
export type OutboxRefusal = {entry: OutboxEntry; refusal: RefusalBody; submittedHere: boolean};
type Result = {client: Promise<MutatorResultDetails>; server: Promise<MutatorResultDetails>};

const CHANNEL = 'genki-outbox';
const TAB_LOCK_PREFIX = 'genki-outbox-tab:';
/** How long a sent write may go unanswered before it counts as lost and is sent again. */
const UNANSWERED_MS = 60_000;
/** How often a tab looks for writes of tabs that are gone, while it has writes to look at. */
const ADOPT_EVERY_MS = 10_000;
const NO_ENTRIES: readonly OutboxEntry[] = [];

/** This page's id. Its lock is held while this page can send its writes: once it is released (the page went away,
 * or its connection cannot carry writes now) other tabs know its writes are theirs to send. */
const TAB_ID = crypto.randomUUID();
const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
let wantTabLock = false;
let releaseTabLock: (() => void) | undefined;

function holdTabLock(hold: boolean) {
  wantTabLock = hold;
  if (!hold) {
    releaseTabLock?.();
    releaseTabLock = undefined;
    return;
  }
  if (releaseTabLock || !locks) return;
  releaseTabLock = () => {}; // requested, not granted yet
  void locks.request(`${TAB_LOCK_PREFIX}${TAB_ID}`, () => new Promise<void>((resolve) => {
    if (wantTabLock) releaseTabLock = resolve;
    else resolve();
  }));
}

function sendable(zero: AppZero) {
  const state = zero.connection.state.current.name;
  return state === 'connected' || state === 'connecting';
}

function resultOf(outcome: Exclude<SendOutcome, {type: 'retry'}>): MutatorResultDetails {
  return outcome.type === 'confirmed'
    ? {type: 'success'}
    : {type: 'error', error: {type: 'app', message: outcome.refusal.message, details: {code: outcome.refusal.code}}};
}

async function openDatabase(): Promise<DeviceDatabase | null> {
  try {
    return await deviceDB();
  } catch (error) {
    console.warn('this device refuses to store pending writes', error);
    return null;
  }
}

class WriteOutbox {
  readonly #zero: AppZero;
  readonly #userID: string;
  /** This learner's pending writes, from every tab, in outbox order. */
  #entries: readonly OutboxEntry[] = NO_ENTRIES;
  /** This tab's writes that IndexedDB does not hold: being stored, or refused. Another tab may send and remove the
   * stored ones; these are only known here. */
  readonly #storing = new Map<string, Promise<void>>();
  /** The send each in-flight write is waiting on; an answer to an older send is ignored. */
  readonly #sends = new Map<string, number>();
  readonly #retryAt = new Map<string, number>();
  readonly #waiting = new Map<string, (result: MutatorResultDetails) => void>();
  readonly #listeners = new Set<() => void>();
  readonly #refusalListeners = new Set<(refused: OutboxRefusal) => void>();
  readonly #storageListeners = new Set<() => void>();
  readonly #channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  /** Settled here, perhaps still in IndexedDB for a moment: never read back from there. */
  readonly #settled = new Set<string>();
  #storageRefused = false;
  #lastSeq = 0;
  #sendCount = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(zero: AppZero, userID: string) {
    this.#zero = zero;
    this.#userID = userID;
    this.#channel?.addEventListener('message', () => void this.#reload());
    void this.#reload().then(() => this.#adoptOrphans());
    holdTabLock(sendable(zero));
    zero.connection.state.subscribe(() => {
      holdTabLock(sendable(zero));
      if (sendable(zero)) void this.#adoptOrphans();
    });
    setInterval(() => {
      if (this.#entries.some((entry) => entry.tabID !== TAB_ID)) void this.#adoptOrphans();
      this.#pump();
    }, ADOPT_EVERY_MS);
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** Pending writes of this learner, from every tab, in the order they were made. */
  entries = () => this.#entries;

  /** True once this device has refused to store a write: writes then go straight to the server only. */
  storageRefused = () => this.#storageRefused;

  onRefused(listener: (refused: OutboxRefusal) => void) {
    this.#refusalListeners.add(listener);
    return () => void this.#refusalListeners.delete(listener);
  }

  onStorageRefused(listener: () => void) {
    this.#storageListeners.add(listener);
    return () => void this.#storageListeners.delete(listener);
  }

  /** Stores the write and sends it when Zero can. `client` resolves once it is applied here (or stored, when Zero
   * cannot apply it now); `server` once the server has confirmed it or refused it for good. */
  submit(request: MutateRequest, id: string = crypto.randomUUID()): Result {
    this.#lastSeq = nextSeq(this.#lastSeq, Date.now());
    const entry: OutboxEntry = {
      id, userID: this.#userID, seq: this.#lastSeq, name: request.mutator.mutatorName,
      args: (request.args ?? null) as ReadonlyJSONValue, tabID: TAB_ID, attempts: 0,
    };
    this.#set(inOutboxOrder([...this.#entries, entry]));
    const stored = this.#store(entry).then((kept) => {
      if (kept) this.#storing.delete(id);
    });
    this.#storing.set(id, stored);
    const server = new Promise<MutatorResultDetails>((resolve) => this.#waiting.set(id, resolve));
    const client = sendable(this.#zero) ? this.#send(entry, request) : stored.then(() => ({type: 'success'}) as const);
    return {client, server};
  }

  /** Drops this learner's pending writes from this device (signing out without keeping them). */
  async discard(): Promise<number> {
    const dropped = this.#entries.length;
    const db = await openDatabase();
    if (db) {
      const tx = db.transaction('writes', 'readwrite');
      for (const key of await tx.store.index('byUser').getAllKeys(this.#userID)) await tx.store.delete(key);
      await tx.done;
    }
    this.#sends.clear();
    this.#set(NO_ENTRIES);
    this.#channel?.postMessage('changed');
    return dropped;
  }

  #send(entry: OutboxEntry, request?: MutateRequest) {
    const send = ++this.#sendCount;
    this.#sends.set(entry.id, send);
    try {
      request ??= mustGetMutator(mutators, entry.name)(entry.args as never) as MutateRequest;
    } catch {
      // A write of an older version of the app that this one no longer knows: it can never succeed.
      void this.#settle(entry, send, {type: 'refused', refusal: {code: 'invalid-input', message: `Unknown kind of change (${entry.name})`}});
      return Promise.resolve(resultOf({type: 'refused', refusal: {code: 'invalid-input', message: 'Unknown kind of change'}}));
    }
    const result = this.#zero.mutate(request);
    const unanswered = setTimeout(() => {
      if (this.#sends.get(entry.id) === send) void this.#settle(entry, send, {type: 'retry', refusal: {code: 'server-unavailable', message: 'No answer from the server'}});
    }, UNANSWERED_MS);
    void result.server.then((answer) => {
      clearTimeout(unanswered);
      void this.#settle(entry, send, outcomeOf(answer));
    });
    return result.client;
  }

  async #settle(sent: OutboxEntry, send: number, outcome: SendOutcome) {
    if (this.#sends.get(sent.id) !== send) return;
    this.#sends.delete(sent.id);
    const entry = this.#entries.find((each) => each.id === sent.id) ?? sent;
    if (outcome.type === 'retry') {
      const attempts = entry.attempts + 1;
      this.#retryAt.set(entry.id, Date.now() + retryDelay(attempts));
      this.#set(this.#entries.map((each) => (each.id === entry.id ? {...each, attempts} : each)));
      await this.#store({...entry, attempts});
      this.#pump();
      return;
    }
    this.#settled.add(entry.id);
    // A write is removed only after it was stored, or the store would bring it back.
    await this.#storing.get(entry.id);
    this.#storing.delete(entry.id);
    this.#retryAt.delete(entry.id);
    this.#set(this.#entries.filter((each) => each.id !== entry.id));
    try {
      await (await openDatabase())?.delete('writes', entry.id);
    } catch (error) {
      console.warn('a settled write could not be removed from this device', error);
    }
    this.#channel?.postMessage('changed');
    const submittedHere = this.#waiting.has(entry.id);
    this.#waiting.get(entry.id)?.(resultOf(outcome));
    this.#waiting.delete(entry.id);
    if (outcome.type === 'refused') for (const listener of this.#refusalListeners) listener({entry, refusal: outcome.refusal, submittedHere});
  }

  /** Sends this tab's writes that are neither in flight nor waiting out a backoff, in order. A write still waiting
   * holds back the ones after it, so that writes sent again keep their order. */
  #pump() {
    clearTimeout(this.#timer);
    if (!sendable(this.#zero)) return;
    const now = Date.now();
    for (const entry of this.#entries) {
      if (entry.tabID !== TAB_ID || this.#sends.has(entry.id)) continue;
      const at = this.#retryAt.get(entry.id) ?? 0;
      if (at > now) {
        this.#timer = setTimeout(() => this.#pump(), at - now);
        return;
      }
      this.#send(entry);
    }
  }

  /** Stores the write on this device; false when the device refused it. */
  async #store(entry: OutboxEntry): Promise<boolean> {
    try {
      const db = await openDatabase();
      if (!db) throw new Error('IndexedDB is unavailable');
      await db.put('writes', entry);
      this.#channel?.postMessage('changed');
      return true;
    } catch (error) {
      console.warn('a write could not be stored on this device', error);
      if (!this.#storageRefused) {
        this.#storageRefused = true;
        for (const listener of this.#storageListeners) listener();
      }
      return false;
    }
  }

  /** Takes over the writes of tabs that are gone, under a lock held only for the time of a few IndexedDB calls. */
  async #adoptOrphans() {
    const adopt = async () => {
      const db = await openDatabase();
      if (!db) return;
      const held = locks ? (await locks.query()).held ?? [] : [];
      const live = new Set(held.flatMap(({name}) => (name?.startsWith(TAB_LOCK_PREFIX) ? [name.slice(TAB_LOCK_PREFIX.length)] : [])));
      live.add(TAB_ID);
      const orphans = orphansOf(await db.getAllFromIndex('writes', 'byUser', this.#userID), locks ? live : new Set([TAB_ID]));
      if (!orphans.length) return;
      const tx = db.transaction('writes', 'readwrite');
      for (const orphan of orphans) await tx.store.put({...orphan, tabID: TAB_ID});
      await tx.done;
      this.#channel?.postMessage('changed');
    };
    try {
      if (locks) await locks.request(`${CHANNEL}:${this.#userID}`, adopt);
      else await adopt();
      await this.#reload();
    } catch (error) {
      console.warn('adopting the writes of closed tabs failed', error);
    }
  }

  /** Reads the stored outbox (another tab may have added, sent or adopted writes), keeping this tab's unstored ones. */
  async #reload() {
    const db = await openDatabase();
    if (db) {
      const stored = (await db.getAllFromIndex('writes', 'byUser', this.#userID)).filter((entry) => !this.#settled.has(entry.id));
      const storedIDs = new Set(stored.map((entry) => entry.id));
      // The read may predate a store that finished while it ran: a write this tab is storing, sending or waiting
      // to send again stays, whatever the read saw.
      const unstored = this.#entries.filter((entry) => entry.tabID === TAB_ID && !storedIDs.has(entry.id) && !this.#settled.has(entry.id)
        && (this.#waiting.has(entry.id) || this.#sends.has(entry.id) || this.#retryAt.has(entry.id)));
      for (const entry of stored) this.#lastSeq = Math.max(this.#lastSeq, entry.seq);
      this.#set(inOutboxOrder([...stored, ...unstored]));
    }
    this.#pump();
  }

  #set(entries: readonly OutboxEntry[]) {
    const unchanged = entries.length === this.#entries.length
      && entries.every((entry, index) => entry.id === this.#entries[index]?.id && entry.tabID === this.#entries[index]?.tabID);
    this.#entries = entries.length ? entries : NO_ENTRIES;
    if (!unchanged) for (const listener of this.#listeners) listener();
  }
}

const outboxes = new WeakMap<AppZero, WriteOutbox>();

/** The outbox of the learner Zero was created for; null for a visitor, whose writes are not saved. */
export function writeOutboxFor(zero: AppZero): WriteOutbox | null {
  const userID = zero.userID;
  if (!userID) return null;
  let outbox = outboxes.get(zero);
  if (!outbox) {
    outbox = new WriteOutbox(zero, userID);
    outboxes.set(zero, outbox);
  }
  return outbox;
}

/** Every learner write: through the outbox when signed in; a visitor's write goes to Zero, which refuses it. */
export function submitWrite(zero: AppZero, request: MutateRequest, id?: string): Result {
  return writeOutboxFor(zero)?.submit(request, id) ?? zero.mutate(request);
}

const noSubscription = () => () => {};
const noEntries = () => NO_ENTRIES;

/** This learner's pending writes, re-rendering as they change in this tab or another. */
export function usePendingWrites(zero: AppZero): readonly OutboxEntry[] {
  const outbox = writeOutboxFor(zero);
  return useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.entries ?? noEntries);
}
