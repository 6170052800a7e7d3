// The durable outbox every learner write goes through (docs/write-path.md). A write gets its id when the learner makes
// it and keeps it through every resend, so the server applies it once (server/writes/write-log.ts). It is applied at
// once by Zero (the optimistic run of the same mutator the server runs), stored on this device (IndexedDB) and sent;
// it leaves the outbox only once the server has confirmed it or refused it for good:
// - confirmed: removed;
// - refused for good: removed and the learner told, except a conflict, which stays until the learner chooses between
//   the value now and their own;
// - not answered (offline, the connection lost, a push the database could not take): sent again once Zero can carry
//   writes, as the same write; on a connection that stays up, sent again after 30 s without an answer, and parked
//   after five such tries;
// - `server-unavailable`, `unexpected`, `waiting`: sent again after a while (outbox-rules.ts), a write that keeps
//   failing unexpectedly is parked until the learner retries or discards it.
// A device's writes go in the order it made them: each names the earlier write it must follow (`after`), and a write
// waiting out a retry holds back the ones made after it. Tabs share the stored outbox and follow each other's
// changes; a tab that is gone has its writes adopted by another (tab-presence.ts).
import type {MutatorResultDetails} from '@rocicorp/zero';
import type {AppZero} from '../zero.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {RefusalBody} from '../../../schema/refusals.ts';
import {findMutator} from '../../../schema/writes/find-mutator.ts';
import {
  argsToSend,
  baseAfterPending,
  inOutboxOrder,
  isSettled,
  nextSeq,
  rebasedAfterDiscard,
  OUTBOX_MAX_AGE_MS,
  outcomeOf,
  overdueOutcome,
  parkedAhead,
  predecessorOf,
  type EntryStatus,
  type OutboxEntry,
  type SendOutcome,
  UNANSWERED_AFTER_MS,
} from './outbox-rules.ts';
import type {OutboxStore} from './outbox-store.ts';
import {TabPresence, type LockManagerLike} from './tab-presence.ts';

export type MutateRequest = Parameters<AppZero['mutate']>[0];
/** `submittedHere`: this page made the write and may be waiting for its answer (another tab sent a closed tab's). */
export type OutboxRefusal = {entry: OutboxEntry; refusal: RefusalBody; submittedHere: boolean};
export type WriteResult = {id: string; client: Promise<MutatorResultDetails>; server: Promise<MutatorResultDetails>};
/** `id`: the write's id when the caller has chosen it (a review's); `base`: the versions of the fields it changes, as
 * the learner saw them (schema/writes/field-versions.ts). */
export type SubmitOptions = {id?: string; base?: Record<string, string | null>};

/** What the outbox needs of Zero: a Node client in tests, the app's in the browser. */
export type OutboxZero = Pick<AppZero, 'mutate' | 'connection'>;

export type OutboxOptions = {
  zero: OutboxZero;
  userID: string;
  store: OutboxStore;
  tabID?: string;
  locks?: LockManagerLike;
  /** Where tabs of this device tell each other the stored outbox changed. */
  channelName?: string;
  now?: () => number;
  /** How often to look for the writes of tabs that are gone. */
  adoptEveryMs?: number;
};

/** How often a tab looks for writes of tabs that are gone, while it has writes to look at. */
const ADOPT_EVERY_MS = 10_000;
/** How long a tab may try to connect before its writes are left to tabs that can send them (Zero keeps them too, and
 * sends them when this tab connects again: the server applies each once). */
const STUCK_AFTER_MS = 60_000;
const NO_ENTRIES: readonly OutboxEntry[] = [];
const EXPIRED: RefusalBody = {
  code: 'invalid-input',
  message: 'This change is more than 90 days old and can no longer be sent',
};

/** What a tab tells the others: a write it has stored, or one it has removed (so that they need not read the stored
 * outbox to follow it), or only that the stored outbox changed (they read it again). */
type OutboxNews = {stored: OutboxEntry} | {removed: string} | 'changed';

function sendable(zero: OutboxZero): boolean {
  const state = zero.connection.state.current.name;
  return state === 'connected' || state === 'connecting' || state === 'needs-auth';
}

function resultOf(outcome: {type: 'confirmed'} | {type: 'refused'; refusal: RefusalBody}): MutatorResultDetails {
  if (outcome.type === 'confirmed') return {type: 'success'};
  const {code, conflicts} = outcome.refusal;
  return {
    type: 'error',
    error: {type: 'app', message: outcome.refusal.message, details: {code, ...(conflicts ? {conflicts} : {})}},
  };
}

export class WriteOutbox {
  readonly #zero: OutboxZero;
  readonly #userID: string;
  readonly #store: OutboxStore;
  readonly #tab: TabPresence;
  readonly #now: () => number;
  /** This learner's writes, from every tab, in outbox order: pending, parked, and conflicts awaiting a decision. */
  #entries: readonly OutboxEntry[] = NO_ENTRIES;
  /** This tab's writes IndexedDB may not hold yet (being stored), or will never hold (the device refused). */
  readonly #storing = new Map<string, Promise<boolean>>();
  /** The send each in-flight write is waiting on; an answer to an older send is ignored. */
  readonly #inFlight = new Map<string, number>();
  /** When each in-flight write was sent. */
  readonly #sentAt = new Map<string, number>();
  /** Writes in flight while the connection went and came back: their success may stand for a lost refusal. */
  readonly #reconnectedInFlight = new Set<string>();
  readonly #retryAt = new Map<string, number>();
  /** Writes this tab has handed to Zero at least once. */
  readonly #sentHere = new Set<string>();
  readonly #lastRefusal = new Map<string, RefusalBody>();
  readonly #waiting = new Map<string, (result: MutatorResultDetails) => void>();
  readonly #listeners = new Set<() => void>();
  readonly #refusalListeners = new Set<(refused: OutboxRefusal) => void>();
  readonly #storageListeners = new Set<() => void>();
  readonly #channel: BroadcastChannel | null;
  /** Settled here, perhaps still in IndexedDB for a moment: never read back from there. */
  readonly #settled = new Set<string>();
  /** Counts the news from other tabs applied here: a read of the stored outbox that began before some came is read
   * again, so that it never takes back what the news brought. */
  #newsApplied = 0;
  #storageRefused = false;
  #lastSeq = 0;
  #sendCount = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #intervals: ReturnType<typeof setInterval>[] = [];
  readonly #stopFollowing: () => void;

  #connectingSince: number | null = null;
  #connectedSince: number | null = null;
  /** The stored outbox has been read once: until then a new write is not sent, since the write it must follow may be
   * among those stored (a page reloaded with writes pending). */
  #loaded = false;
  /** Closed (a test's tab going away): nothing more is sent, stored or told. */
  #closed = false;

  constructor({
    zero,
    userID,
    store,
    tabID = crypto.randomUUID(),
    locks,
    channelName = 'genki-outbox',
    now = Date.now,
    adoptEveryMs = ADOPT_EVERY_MS,
  }: OutboxOptions) {
    this.#zero = zero;
    this.#userID = userID;
    this.#store = store;
    this.#tab = new TabPresence(tabID, locks);
    this.#now = now;
    this.#channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
    this.#channel?.addEventListener('message', (event: MessageEvent<OutboxNews>) => this.#hear(event.data));
    void this.#reload().then(() => {
      this.#loaded = true;
      this.#pump();
      return this.#adoptOrphans();
    });
    this.#followConnection();
    this.#stopFollowing = zero.connection.state.subscribe((state) => {
      if (state.name !== 'connected') for (const id of this.#inFlight.keys()) this.#reconnectedInFlight.add(id);
      this.#followConnection();
      if (sendable(zero)) void this.#adoptOrphans();
    });
    this.#intervals.push(
      setInterval(() => {
        this.#followConnection();
        this.#sendOverdueAgain();
        if (this.#entries.some((entry) => entry.tabID !== this.#tab.tabID)) void this.#adoptOrphans();
        this.#pump();
      }, adoptEveryMs),
    );
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** This learner's writes from every tab, in the order they were made: pending, parked, and conflicts. */
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

  /** Where a write stands, as the learner is shown it. */
  statusOf(entry: OutboxEntry): EntryStatus {
    if (entry.refused) return {type: 'conflict', refusal: entry.refused};
    if (entry.parked) return {type: 'parked', refusal: entry.parked};
    const parkedID = parkedAhead(this.#entries, entry);
    if (parkedID) return {type: 'behind-parked', parkedID};
    const refusal = this.#lastRefusal.get(entry.id);
    if (refusal && !this.#inFlight.has(entry.id)) return {type: 'retrying', refusal};
    return {type: 'sending'};
  }

  /** Whether the learner may send the write again now: it waits out a retry, or was parked (and is not too old). */
  retryable(entry: OutboxEntry): boolean {
    const status = this.statusOf(entry);
    return (status.type === 'retrying' || status.type === 'parked') && !this.#expired(entry);
  }

  /** Whether the learner may discard the write now: once the server has answered it (parked, a conflict, or waiting
   * out a retry), or while this tab has not sent it yet; not while Zero may still hold it and deliver it (sent and not
   * answered). */
  discardable(entry: OutboxEntry): boolean {
    if (entry.parked || entry.refused) return true;
    if (this.#inFlight.has(entry.id)) return false;
    return this.#lastRefusal.has(entry.id) || (entry.tabID === this.#tab.tabID && !this.#sentHere.has(entry.id));
  }

  /** Stores the write and sends it when Zero can. `client` resolves once it is applied here (or stored, when Zero
   * cannot apply it now); `server` once the server has confirmed it or refused it for good. */
  submit(request: MutateRequest, {id = crypto.randomUUID(), base}: SubmitOptions = {}): WriteResult {
    const now = this.#now();
    this.#lastSeq = nextSeq(this.#lastSeq, now);
    const args = (request.args ?? {}) as Record<string, unknown>;
    const made = baseAfterPending(this.#entries, args as OutboxEntry['args'], base);
    const entry: OutboxEntry = {
      id,
      userID: this.#userID,
      seq: this.#lastSeq,
      name: request.mutator.mutatorName,
      args: {...args, write: {id, ...(made ? {base: made} : {})}} as OutboxEntry['args'],
      tabID: this.#tab.tabID,
      attempts: 0,
      madeAt: now,
    };
    this.#set(inOutboxOrder([...this.#entries, entry]));
    this.#storing.set(id, this.#persist(entry));
    const server = new Promise<MutatorResultDetails>((resolve) => this.#waiting.set(id, resolve));
    let client: Promise<MutatorResultDetails>;
    if (this.#loaded && sendable(this.#zero) && !this.#heldBack(entry)) {
      client = this.#send(entry);
    } else {
      client = this.#storing.get(id)!.then(() => ({type: 'success'}) as const);
      this.#wake();
    }
    return {id, client, server};
  }

  /** Sends a parked write, or one waiting out a retry, now. */
  retry(id: string): void {
    const entry = this.#entries.find((each) => each.id === id);
    if (!entry || entry.refused || this.#expired(entry)) return;
    const retried: OutboxEntry = {...entry, parked: undefined, attempts: 0, tabID: this.#tab.tabID};
    this.#retryAt.delete(id);
    this.#replace(retried);
    void this.#persist(retried).then(() => this.#pump());
    this.#wake();
  }

  /** Drops a write that is not in flight; false when it is (Zero may still deliver it). */
  async discard(id: string): Promise<boolean> {
    const entry = this.#entries.find((each) => each.id === id);
    if (!entry) return true;
    if (!this.discardable(entry)) return false;
    await this.#remove(entry);
    for (const rebased of rebasedAfterDiscard(this.#entries, entry)) {
      this.#replace(rebased);
      await this.#persist(rebased);
    }
    this.#waiting.get(id)?.({
      type: 'error',
      error: {type: 'app', message: 'Discarded', details: {code: 'invalid-input'}},
    });
    this.#waiting.delete(id);
    this.#pump();
    return true;
  }

  /** The learner chose their own value over the one that was there: the write goes again, made on the value now. */
  async replaceWithMine(id: string): Promise<WriteResult | null> {
    const entry = this.#entries.find((each) => each.id === id);
    const mutator = entry && findMutator(mutators, entry.name);
    if (!entry?.refused?.conflicts || !mutator) return null;
    const {write, ...args} = entry.args as Record<string, unknown> & {write?: {base?: Record<string, string | null>}};
    const base = {
      ...write?.base,
      ...Object.fromEntries(entry.refused.conflicts.map((conflict) => [conflict.field, conflict.currentVersion])),
    };
    await this.#remove(entry);
    return this.submit((mutator as unknown as (args: unknown) => MutateRequest)(args), {base});
  }

  /** Drops this learner's writes from this device (signing out without keeping them). */
  async discardAll(): Promise<number> {
    const dropped = this.#entries.length;
    await this.#store
      .deleteAllOf(this.#userID)
      .catch((error: unknown) => console.warn('pending writes could not be removed', error));
    this.#inFlight.clear();
    this.#sentAt.clear();
    this.#set(NO_ENTRIES);
    this.#tellOtherTabs();
    return dropped;
  }

  /** Stops this outbox (a test's device going away; the app's lives as long as its page). */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    for (const interval of this.#intervals) clearInterval(interval);
    this.#stopFollowing();
    this.#tab.hold(false);
    this.#channel?.close();
  }

  /** Holds this tab's lock while its connection can deliver its writes soon: connected, or connecting for less than
   * a minute. */
  #followConnection() {
    const state = this.#zero.connection.state.current.name;
    if (state !== 'connecting') this.#connectingSince = null;
    else this.#connectingSince ??= this.#now();
    if (state !== 'connected') this.#connectedSince = null;
    else this.#connectedSince ??= this.#now();
    const stuck = this.#connectingSince !== null && this.#now() - this.#connectingSince > STUCK_AFTER_MS;
    this.#tab.hold(sendable(this.#zero) && !stuck);
  }

  /** Writes in flight the server has not answered for too long while connected (Zero sends them again itself when it
   * connects, so the time counts from the later of the send and the connection). */
  #sendOverdueAgain() {
    if (this.#connectedSince === null) return;
    const now = this.#now();
    for (const [id, send] of this.#inFlight) {
      const waitingSince = Math.max(this.#sentAt.get(id) ?? now, this.#connectedSince);
      const entry = this.#entries.find((each) => each.id === id);
      if (entry && now - waitingSince >= UNANSWERED_AFTER_MS)
        void this.#settle(entry, send, overdueOutcome(entry.attempts));
    }
  }

  #expired(entry: OutboxEntry): boolean {
    return this.#now() - entry.madeAt > OUTBOX_MAX_AGE_MS;
  }

  /** Not to be sent now: parked, behind a parked write, or behind a write of this tab waiting out a retry. */
  #heldBack(entry: OutboxEntry): boolean {
    if (entry.parked || entry.refused || parkedAhead(this.#entries, entry)) return true;
    const now = this.#now();
    return this.#entries.some(
      (earlier) =>
        earlier.seq < entry.seq && earlier.tabID === this.#tab.tabID && (this.#retryAt.get(earlier.id) ?? 0) > now,
    );
  }

  /** The write this one must follow is another tab's (perhaps one that has closed). */
  #followsAnotherTab(entry: OutboxEntry): boolean {
    const followed = predecessorOf(this.#entries, entry);
    return this.#entries.some((each) => each.id === followed && each.tabID !== this.#tab.tabID);
  }

  /** Zero stopped on an error (the server restarted): a new write asks it to connect again now. */
  #wake() {
    if (this.#zero.connection.state.current.name === 'error') void this.#zero.connection.connect();
  }

  #send(entry: OutboxEntry): Promise<MutatorResultDetails> {
    const send = ++this.#sendCount;
    this.#inFlight.set(entry.id, send);
    this.#sentAt.set(entry.id, this.#now());
    this.#sentHere.add(entry.id);
    this.#reconnectedInFlight.delete(entry.id);
    this.#retryAt.delete(entry.id);
    const mutator = findMutator(mutators, entry.name);
    if (!mutator) {
      // A write of an older version of the app that this one no longer knows: it can never succeed.
      const refusal: RefusalBody = {
        code: 'invalid-input',
        message: `Unknown kind of change (${entry.name.slice(0, 100)})`,
      };
      void this.#settle(entry, send, {type: 'refused', refusal});
      return Promise.resolve(resultOf({type: 'refused', refusal}));
    }
    const request = (mutator as unknown as (args: unknown) => MutateRequest)(
      argsToSend(entry, predecessorOf(this.#entries, entry)),
    );
    const result = this.#zero.mutate(request);
    void result.server.then((answer) => this.#settle(entry, send, outcomeOf(answer, this.#current(entry).attempts)));
    return result.client;
  }

  #current(entry: OutboxEntry): OutboxEntry {
    return this.#entries.find((each) => each.id === entry.id) ?? entry;
  }

  async #settle(sent: OutboxEntry, send: number, answer: SendOutcome) {
    if (this.#closed || this.#inFlight.get(sent.id) !== send) return;
    this.#inFlight.delete(sent.id);
    this.#sentAt.delete(sent.id);
    const entry = this.#current(sent);
    // Zero takes a write the server has processed for a success when it connects again, whatever the server said (a
    // refusal's answer may have been lost with the connection): such a write is sent again, and the server answers it
    // from its log.
    const unsure = this.#reconnectedInFlight.delete(sent.id) && answer.type === 'confirmed';
    const outcome: SendOutcome = unsure ? {type: 'unanswered'} : answer;
    switch (outcome.type) {
      case 'unanswered':
        // Sent again as soon as Zero can carry it (the same write: the server applies it once).
        this.#set([...this.#entries]);
        this.#pump();
        return;
      case 'retry':
      case 'park': {
        this.#lastRefusal.set(entry.id, outcome.refusal);
        const next: OutboxEntry =
          outcome.type === 'park' ? {...entry, parked: outcome.refusal} : {...entry, attempts: outcome.attempts};
        if (outcome.type === 'retry') this.#retryAt.set(entry.id, this.#now() + outcome.delayMs);
        this.#replace(next);
        await this.#persist(next);
        // The write it follows may be a closed tab's, which no tab sends until one takes it over.
        if (outcome.refusal.code === 'waiting' && this.#followsAnotherTab(entry)) await this.#adoptOrphans();
        this.#pump();
        return;
      }
      case 'confirmed':
      case 'refused':
        break;
    }
    const conflict =
      outcome.type === 'refused' && outcome.refusal.code === 'conflict' && outcome.refusal.conflicts?.length;
    if (conflict) {
      // Kept, and never sent again, until the learner chooses (replaceWithMine or discard).
      const kept = {...entry, refused: outcome.refusal};
      this.#replace(kept);
      await this.#persist(kept);
    } else {
      await this.#remove(entry);
    }
    const submittedHere = this.#waiting.has(entry.id);
    this.#waiting.get(entry.id)?.(resultOf(outcome));
    this.#waiting.delete(entry.id);
    if (outcome.type === 'refused')
      for (const listener of this.#refusalListeners) listener({entry, refusal: outcome.refusal, submittedHere});
    this.#pump();
  }

  /** Sends this tab's writes that are not in flight, in order. One waiting out a retry holds back the ones made
   * after it, so that a write sent again keeps its place. */
  #pump() {
    clearTimeout(this.#timer);
    if (this.#closed || !this.#loaded || !sendable(this.#zero)) return;
    const now = this.#now();
    for (const entry of this.#entries) {
      if (entry.tabID !== this.#tab.tabID || this.#inFlight.has(entry.id) || isSettled(entry) || entry.parked) continue;
      if (this.#expired(entry)) {
        const expired = {...entry, parked: EXPIRED};
        this.#replace(expired);
        void this.#persist(expired);
        continue;
      }
      if (parkedAhead(this.#entries, entry)) continue;
      const at = this.#retryAt.get(entry.id) ?? 0;
      if (at > now) {
        this.#timer = setTimeout(() => this.#pump(), at - now);
        return;
      }
      void this.#send(entry);
    }
  }

  /** Stores the write on this device; false when the device refused it. */
  async #persist(entry: OutboxEntry): Promise<boolean> {
    try {
      await this.#store.put(entry);
      this.#tellOtherTabs({stored: entry});
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

  async #remove(entry: OutboxEntry) {
    this.#settled.add(entry.id);
    // A write is removed only after it was stored, or the store would bring it back.
    await this.#storing.get(entry.id);
    this.#storing.delete(entry.id);
    this.#retryAt.delete(entry.id);
    this.#lastRefusal.delete(entry.id);
    this.#sentHere.delete(entry.id);
    this.#set(this.#entries.filter((each) => each.id !== entry.id));
    try {
      await this.#store.delete(entry.id);
    } catch (error) {
      console.warn('a settled write could not be removed from this device', error);
    }
    this.#tellOtherTabs({removed: entry.id});
  }

  /** Takes over the writes of tabs that are gone, under a lock held only for the time of a few IndexedDB calls. */
  async #adoptOrphans() {
    if (this.#closed) return;
    try {
      await this.#tab.exclusively(`genki-outbox:${this.#userID}`, async () => {
        if (await this.#store.adopt(this.#userID, this.#tab.tabID, await this.#tab.liveTabIDs())) this.#tellOtherTabs();
      });
      await this.#reload();
    } catch (error) {
      console.warn('adopting the writes of closed tabs failed', error);
    }
  }

  /** Reads the stored outbox (another tab may have added, sent or adopted writes), keeping this tab's unstored ones. */
  async #reload(): Promise<void> {
    const newsBefore = this.#newsApplied;
    let stored: OutboxEntry[];
    try {
      stored = (await this.#store.load(this.#userID)).filter((entry) => !this.#settled.has(entry.id));
    } catch (error) {
      console.warn('this device refuses to read pending writes', error);
      return;
    }
    if (this.#newsApplied !== newsBefore) return this.#reload();
    const storedIDs = new Set(stored.map((entry) => entry.id));
    // The read may predate a store that finished while it ran: a write this tab is storing, sending or waiting
    // to send again stays, whatever the read saw.
    const unstored = this.#entries.filter((entry) => !storedIDs.has(entry.id) && this.#keptUnstored(entry));
    for (const entry of stored) this.#lastSeq = Math.max(this.#lastSeq, entry.seq);
    this.#set(
      inOutboxOrder([
        ...stored.map((entry) => ({...entry, madeAt: entry.madeAt ?? Math.floor(entry.seq / 1000)})),
        ...unstored,
      ]),
    );
    this.#pump();
  }

  /** A write of this tab that stays here whatever the stored outbox says: being stored, sent or waiting to be sent again. */
  #keptUnstored(entry: OutboxEntry): boolean {
    return (
      entry.tabID === this.#tab.tabID &&
      !this.#settled.has(entry.id) &&
      (this.#waiting.has(entry.id) || this.#inFlight.has(entry.id) || this.#retryAt.has(entry.id))
    );
  }

  /** The stored outbox changed: other tabs follow the write named, or read it again. */
  #tellOtherTabs(news: OutboxNews = 'changed') {
    if (!this.#closed) this.#channel?.postMessage(news);
  }

  /** Another tab stored or removed a write (applied here as a read of the stored outbox would see it), or changed the
   * stored outbox otherwise (read again). */
  #hear(news: OutboxNews) {
    if (this.#closed) return;
    if (typeof news !== 'object' || news === null) return void this.#reload();
    this.#newsApplied++;
    if ('removed' in news) {
      const removed = this.#entries.find((each) => each.id === news.removed);
      if (removed && !this.#keptUnstored(removed)) this.#set(this.#entries.filter((each) => each !== removed));
      return;
    }
    const entry = news.stored;
    if (entry.userID !== this.#userID || this.#settled.has(entry.id)) return;
    this.#lastSeq = Math.max(this.#lastSeq, entry.seq);
    this.#set(inOutboxOrder([...this.#entries.filter((each) => each.id !== entry.id), entry]));
    this.#pump();
  }

  #replace(entry: OutboxEntry) {
    this.#set(this.#entries.map((each) => (each.id === entry.id ? entry : each)));
  }

  #set(entries: readonly OutboxEntry[]) {
    this.#entries = entries.length ? entries : NO_ENTRIES;
    for (const listener of this.#listeners) listener();
  }
}
