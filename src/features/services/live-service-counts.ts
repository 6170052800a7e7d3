// What the live external service says is due, shared by every part of the page that shows it (the navigation, the
// review pages, the dashboard): one request at a time per service, asked again every minute while the page is open
// and when it comes back into view. Anki is asked from this browser; WaniKani and jpdb through our server, which
// holds their keys.
import {useEffect, useSyncExternalStore} from 'react';
import {useAtomValue} from 'jotai';
import type {DueCounts, SeenStats} from '../../../schema/review-stats.ts';
import type {ServiceDueCounts, ServiceName, ServiceUnavailableReason} from '../../../schema/external-services.ts';
import {ankiBridgeAddressAtom} from './anki-bridge-address.ts';
import {useLiveService} from './use-live-service.ts';
import {useSession} from '../../app/session/use-session.ts';

export const REFRESH_EVERY_MS = 60_000;

export type LiveServiceCounts =
  | {service: ServiceName; status: 'loading'}
  | {
      service: ServiceName;
      status: 'ready';
      dueCounts: DueCounts;
      seenStats?: SeenStats;
      seenStatsUnavailable?: {reason: 'NOT_SUPPORTED'; message: string};
      forecast?: number[];
    }
  | {service: ServiceName; status: 'unavailable'; reason: ServiceUnavailableReason; message: string};

async function askService(service: ServiceName, bridge: string): Promise<ServiceDueCounts> {
  if (service === 'anki') {
    // Loaded only for a learner who reviews with Anki, so that other pages' first paint does not wait for its client.
    const [{AnkiConnectError}, {sendAnkiAnswers}] = await Promise.all([
      import('./anki-connect.ts'),
      import('./anki-answers.ts'),
    ]);
    try {
      // Answers given here that Anki has not taken yet go first (also when the review page is not open), so that
      // its counts include them.
      await sendAnkiAnswers(bridge);
      // It reads Anki's fields as the deck import does.
      const {ankiReviewStats} = await import('./anki-review-stats.ts');
      return {available: true, ...(await ankiReviewStats(bridge))};
    } catch (error) {
      if (error instanceof AnkiConnectError) return {available: false, reason: 'UNREACHABLE', message: error.message};
      throw error;
    }
  }
  let response: Response;
  try {
    response = await fetch(`/api/services/${service}/due-counts`, {credentials: 'same-origin'});
  } catch {
    return {
      available: false,
      reason: 'UNREACHABLE',
      message: 'The server could not be reached to ask for your reviews',
    };
  }
  if (!response.ok)
    return {available: false, reason: 'UNREACHABLE', message: 'The server could not ask for your reviews just now'};
  return (await response.json()) as ServiceDueCounts;
}

const snapshots = new Map<string, LiveServiceCounts>();
const running = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const watchers = new Map<string, {count: number; stop: () => void}>();
/** Whose counts the snapshots are: another learner signing in on this page never sees the last one's. */
let snapshotsOf: string | null = null;

function snapshotsFor(userID: string | null) {
  if (snapshotsOf === userID) return;
  snapshots.clear();
  snapshotsOf = userID;
}

const keyOf = (service: ServiceName, bridge: string) => (service === 'anki' ? `anki ${bridge}` : service);

function loading(service: ServiceName, key: string): LiveServiceCounts {
  let snapshot = snapshots.get(key);
  if (!snapshot) snapshots.set(key, (snapshot = {service, status: 'loading'}));
  return snapshot;
}

/** Asks the service again; a request already on its way is shared. */
export function refreshLiveServiceCounts(service: ServiceName, bridge: string): Promise<void> {
  const key = keyOf(service, bridge);
  const already = running.get(key);
  if (already) return already;
  const request = askService(service, bridge)
    .then(
      (answer): LiveServiceCounts =>
        answer.available
          ? {
              service,
              status: 'ready',
              dueCounts: answer.dueCounts,
              ...(answer.seenStats ? {seenStats: answer.seenStats} : {}),
              ...(answer.seenStatsUnavailable ? {seenStatsUnavailable: answer.seenStatsUnavailable} : {}),
              ...(answer.forecast ? {forecast: answer.forecast} : {}),
            }
          : {service, status: 'unavailable', reason: answer.reason, message: answer.message},
      (error: unknown): LiveServiceCounts => {
        console.error(`Asking ${service} for its due counts failed`, error);
        return {service, status: 'unavailable', reason: 'UNREACHABLE', message: 'Unknown error occurred'};
      },
    )
    .then((snapshot) => {
      snapshots.set(key, snapshot);
      running.delete(key);
      for (const listener of listeners) listener();
    });
  running.set(key, request);
  return request;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Keeps the counts of a service fresh while any part of the page shows them: one timer per service, however many
 * parts watch it. Returns the way to stop watching. */
function watch(service: ServiceName, bridge: string): () => void {
  const key = keyOf(service, bridge);
  const watched = watchers.get(key);
  if (watched) {
    watched.count++;
  } else {
    const refresh = () => void refreshLiveServiceCounts(service, bridge);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(refresh, REFRESH_EVERY_MS);
    watchers.set(key, {
      count: 1,
      stop: () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisible);
      },
    });
    if (snapshots.get(key)?.status !== 'ready') refresh();
  }
  return () => {
    const entry = watchers.get(key)!;
    if (--entry.count > 0) return;
    entry.stop();
    watchers.delete(key);
  };
}

/** The live service's counts, or null when reviews are the built-in scheduler's. */
export function useLiveServiceCounts(): LiveServiceCounts | null {
  const {user} = useSession();
  snapshotsFor(user?.id ?? null);
  const service = useLiveService();
  const bridge = useAtomValue(ankiBridgeAddressAtom);
  const key = service ? keyOf(service, bridge) : null;
  const snapshot = useSyncExternalStore(subscribe, () =>
    service && key ? (snapshots.get(key) ?? loading(service, key)) : null,
  );
  useEffect(() => (service ? watch(service, bridge) : undefined), [service, bridge]);
  return snapshot;
}
