// Our durable outbox of review answers (Zero refuses writes after about a minute offline). Every answer is first
// stored on this device (IndexedDB) and shown as pending; while connected, pending answers are sent one at a
// time, in order, and removed once the server has confirmed them; on reconnect the rest are replayed the same
// way. The grade mutator ignores a review id it has already stored, so a replay after a crash is safe.
// Tabs share the outbox: one drains at a time (a Web Lock) and the others follow its changes (BroadcastChannel).
import {useSyncExternalStore} from 'react';
import type {MutatorResultDetails} from '@rocicorp/zero';
import type {AppZero} from '../../app/zero.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import {reviewDB} from './review-db.ts';
import {inOutboxOrder, nextSeq, outcomeOf, replayInOrder, type OutboxEntry, type ReplayOutcome} from './review-outbox-queue.ts';

type Settled = Exclude<ReplayOutcome, {type: 'retry'}>;
export type RejectedReview = {entry: OutboxEntry; message: string};

const CHANNEL = 'genki-review-outbox';
const NO_ENTRIES: readonly OutboxEntry[] = [];

function isConnected(zero: AppZero) {
  return zero.connection.state.current.name === 'connected';
}

async function withLock(name: string, run: () => Promise<void>) {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(name, run);
  else await run();
}

async function database() {
  try {
    return await reviewDB();
  } catch (error) {
    // Private windows of some browsers have no IndexedDB: the outbox then lives as long as the tab.
    console.warn('the review outbox cannot use IndexedDB', error);
    return null;
  }
}

class ReviewOutbox {
  readonly #zero: AppZero;
  readonly #userID: string;
  #entries: readonly OutboxEntry[] = NO_ENTRIES;
  /** Answers given in this tab that are not yet in IndexedDB: shown, but not sent before they are stored. */
  readonly #unstored = new Set<string>();
  readonly #waiting = new Map<string, (result: MutatorResultDetails) => void>();
  readonly #listeners = new Set<() => void>();
  readonly #rejectionListeners = new Set<(rejected: RejectedReview) => void>();
  readonly #channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  readonly #loaded: Promise<void>;
  #lastSeq = 0;
  #draining = false;
  #drainAgain = false;

  constructor(zero: AppZero, userID: string) {
    this.#zero = zero;
    this.#userID = userID;
    this.#channel?.addEventListener('message', () => void this.#reload());
    this.#loaded = this.#reload();
    zero.connection.state.subscribe((state) => {
      if (state.name === 'connected') void this.drain();
    });
    void this.drain();
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** Pending answers of this learner, in the order they were given. */
  entries = () => this.#entries;

  onRejected(listener: (rejected: RejectedReview) => void) {
    this.#rejectionListeners.add(listener);
    return () => void this.#rejectionListeners.delete(listener);
  }

  /** Stores the answer, then sends it when connected. `client` resolves once it is stored on this device,
   * `server` once the server has confirmed (or refused) it, which may be after a reconnect. */
  submit(review: GradeReviewArgs): {client: Promise<MutatorResultDetails>; server: Promise<MutatorResultDetails>} {
    this.#lastSeq = nextSeq(this.#lastSeq, Date.now());
    const entry: OutboxEntry = {reviewID: review.reviewID, userID: this.#userID, seq: this.#lastSeq, review};
    this.#unstored.add(entry.reviewID);
    this.#set([...this.#entries, entry]);
    const server = new Promise<MutatorResultDetails>((resolve) => this.#waiting.set(entry.reviewID, resolve));
    const client = this.#store(entry).then(() => {
      this.#unstored.delete(entry.reviewID);
      this.#channel?.postMessage('changed');
      void this.drain();
      return {type: 'success'} as const;
    });
    return {client, server};
  }

  /** Sends pending answers in order while connected; called on connect and after each new answer. */
  async drain(): Promise<void> {
    if (this.#draining) {
      this.#drainAgain = true;
      return;
    }
    this.#draining = true;
    try {
      await this.#loaded;
      do {
        this.#drainAgain = false;
        if (!isConnected(this.#zero)) return;
        await withLock(`${CHANNEL}:${this.#userID}`, async () => {
          await this.#reload();
          await replayInOrder({
            next: () => this.#entries.find((entry) => !this.#unstored.has(entry.reviewID)),
            canSend: () => isConnected(this.#zero),
            send: async (entry) => outcomeOf(await this.#zero.mutate(mutators.reviews.grade(entry.review)).server),
            settle: (entry, outcome) => this.#settle(entry, outcome),
          });
        });
      } while (this.#drainAgain);
    } catch (error) {
      console.error('replaying pending answers failed', error);
    } finally {
      this.#draining = false;
    }
  }

  async #store(entry: OutboxEntry) {
    try {
      await (await database())?.put('outbox', entry);
    } catch (error) {
      console.warn('an answer could not be stored on this device', error);
    }
  }

  async #settle(entry: OutboxEntry, outcome: Settled) {
    this.#set(this.#entries.filter((each) => each.reviewID !== entry.reviewID));
    try {
      await (await database())?.delete('outbox', entry.reviewID);
    } catch (error) {
      console.warn('a confirmed answer could not be removed from this device', error);
    }
    this.#channel?.postMessage('changed');
    const result: MutatorResultDetails = outcome.type === 'confirmed'
      ? {type: 'success'}
      : {type: 'error', error: {type: 'app', message: outcome.message, details: undefined}};
    this.#waiting.get(entry.reviewID)?.(result);
    this.#waiting.delete(entry.reviewID);
    if (outcome.type === 'rejected') for (const listener of this.#rejectionListeners) listener({entry, message: outcome.message});
  }

  /** Reads the outbox from IndexedDB (another tab may have added or sent answers), keeping this tab's unstored ones. */
  async #reload() {
    const db = await database();
    if (!db) return;
    const stored = await db.getAllFromIndex('outbox', 'byUser', this.#userID);
    const unstored = this.#entries.filter((entry) => this.#unstored.has(entry.reviewID));
    for (const entry of stored) this.#lastSeq = Math.max(this.#lastSeq, entry.seq);
    this.#set(inOutboxOrder([...stored, ...unstored]));
  }

  #set(entries: readonly OutboxEntry[]) {
    const unchanged = entries.length === this.#entries.length && entries.every((entry, index) => entry.reviewID === this.#entries[index]?.reviewID);
    if (unchanged) return;
    this.#entries = entries.length ? entries : NO_ENTRIES;
    for (const listener of this.#listeners) listener();
  }
}

const outboxes = new WeakMap<AppZero, ReviewOutbox>();

/** The outbox of the learner Zero was created for; null for a visitor (nothing is saved). */
export function reviewOutboxFor(zero: AppZero): ReviewOutbox | null {
  const userID = zero.userID;
  if (!userID) return null;
  let outbox = outboxes.get(zero);
  if (!outbox) {
    outbox = new ReviewOutbox(zero, userID);
    outboxes.set(zero, outbox);
  }
  return outbox;
}

const noSubscription = () => () => {};
const noEntries = () => NO_ENTRIES;

/** This learner's pending answers, re-rendering as they change in this tab or another. */
export function usePendingReviews(zero: AppZero): readonly OutboxEntry[] {
  const outbox = reviewOutboxFor(zero);
  return useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.entries ?? noEntries);
}
