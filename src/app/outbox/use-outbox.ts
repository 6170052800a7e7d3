// The page's outbox: one per Zero (one per signed-in learner), and the hooks that follow it.
import {useSyncExternalStore} from 'react';
import {useSelectedSnapshot} from '../use-selected-snapshot.ts';
import type {AppZero} from '../zero.ts';
import {indexedDBOutboxStore} from './outbox-store.ts';
import {WriteOutbox, type MutateRequest, type SubmitOptions, type WriteResult} from './write-outbox.ts';
import type {OutboxEntry} from './outbox-rules.ts';

const outboxes = new WeakMap<AppZero, WriteOutbox>();

/** The outbox of the learner Zero was created for; null for a visitor, whose writes are not saved. */
export function writeOutboxFor(zero: AppZero): WriteOutbox | null {
  const userID = zero.userID;
  if (!userID) return null;
  let outbox = outboxes.get(zero);
  if (!outbox) {
    outbox = new WriteOutbox({
      zero,
      userID,
      store: indexedDBOutboxStore(),
      locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    });
    outboxes.set(zero, outbox);
  }
  return outbox;
}

/** Every learner write: through the outbox when signed in; a visitor's write goes to Zero, which refuses it. */
export function submitWrite(zero: AppZero, request: MutateRequest, options?: SubmitOptions): WriteResult {
  const outbox = writeOutboxFor(zero);
  if (outbox) return outbox.submit(request, options);
  return {id: options?.id ?? '', ...zero.mutate(request)};
}

const NO_ENTRIES: readonly OutboxEntry[] = [];
const noSubscription = () => () => {};
const noEntries = () => NO_ENTRIES;

/** What `select` takes from this learner's writes in the outbox, re-rendering only when it changes (`same`): a
 * component that follows some writes does not render for the others. */
export function usePendingWritesPart<Selected>(
  zero: AppZero,
  select: (entries: readonly OutboxEntry[]) => Selected,
  same: (a: Selected, b: Selected) => boolean,
): Selected {
  const outbox = writeOutboxFor(zero);
  return useSelectedSnapshot(outbox?.subscribe ?? noSubscription, outbox?.entries ?? noEntries, select, same);
}

/** This learner's writes in the outbox, re-rendering as they change in this tab or another. */
export function usePendingWrites(zero: AppZero): readonly OutboxEntry[] {
  const outbox = writeOutboxFor(zero);
  return useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.entries ?? noEntries);
}
