// External flashcard services (requirements §4.3, §7.3, §8): Anki through the AnkiConnect add-on on the learner's own
// computer (the browser talks to it), WaniKani and jpdb with an API key the learner gives us (kept on the server,
// which talks to them). Which one is live, and what the server answers about them.
import {z} from 'zod';
import type {Settings} from './settings.ts';
import type {DueCounts, SeenStats} from './review-stats.ts';

export type ServiceName = keyof Settings['service-preferences'];
export const SERVICE_NAMES = ['anki', 'wanikani', 'jpdb'] as const satisfies readonly ServiceName[];
/** The services reached with an API key through our server. */
export const KEYED_SERVICES = ['wanikani', 'jpdb'] as const satisfies readonly ServiceName[];
export type KeyedService = (typeof KEYED_SERVICES)[number];

export const SERVICE_LABELS: Record<ServiceName, string> = {anki: 'Anki', wanikani: 'WaniKani', jpdb: 'jpdb'};
/** Where the learner reviews when the service is live. */
export const SERVICE_REVIEW_URLS: Record<KeyedService, string> = {
  wanikani: 'https://www.wanikani.com/subjects/review',
  jpdb: 'https://jpdb.io/review',
};

/** Requirements §4.3: the live service is the first one with mode live and a valid key; null means the built-in scheduler. */
export function liveService(services: Settings['service-preferences']): ServiceName | null {
  return SERVICE_NAMES.find((name) => services[name].mode === 'live' && services[name].is_api_key_valid) ?? null;
}

/** A change to the services as stored: whether a WaniKani or jpdb key works is the server's to say (it checked the key),
 * so a change keeps the stored answer whatever it carries. A learner choosing a service while the server marks its key
 * valid must not put the old flag back; Anki's is the browser's (only it can reach AnkiConnect). */
export function withStoredKeyValidity(
  changed: Settings['service-preferences'],
  stored: Settings['service-preferences'],
): Settings['service-preferences'] {
  const next = {...changed};
  for (const name of KEYED_SERVICES) next[name] = {...changed[name], is_api_key_valid: stored[name].is_api_key_valid};
  return next;
}

/** Keys are opaque to us; these bounds only keep junk out (WaniKani's tokens are UUIDs, jpdb's keys 32 hex digits). */
const SERVICE_KEY_MAX_LENGTH = 200;
export const serviceKeyRequest = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1, 'Enter the API key')
    .max(SERVICE_KEY_MAX_LENGTH, `An API key is at most ${SERVICE_KEY_MAX_LENGTH} characters`)
    .regex(/^[\x21-\x7e]+$/, 'An API key has no spaces or other characters outside plain ASCII'),
});
export const keyedServiceName = z.enum(KEYED_SERVICES, 'Unknown service');

/** GET /api/services: which keyed services hold a key of the caller's (never the key itself). */
export type ServiceKeyStatus = Record<KeyedService, {saved: boolean; checkedAt: number | null}>;

/** Why a live service could not count (requirements §8: jpdb's counts are NOT_SUPPORTED; WaniKani's answer has no seen stats). */
export type ServiceUnavailableReason = 'NOT_SUPPORTED' | 'NO_KEY' | 'KEY_REJECTED' | 'UNREACHABLE' | 'RATE_LIMITED';

/** What a live service says is due: its counts in our groups, or why it has none. Seen stats where it keeps them,
 * else why they are left out (requirements §8: WaniKani's are NOT_SUPPORTED). */
export type ServiceDueCounts =
  | {
      available: true;
      dueCounts: DueCounts;
      seenStats?: SeenStats;
      seenStatsUnavailable?: {reason: 'NOT_SUPPORTED'; message: string};
      /** Cards coming due on each of the next days, today's still to come (Anki only). */
      forecast?: number[];
    }
  | {available: false; reason: ServiceUnavailableReason; message: string};

export const JPDB_NOT_SUPPORTED_MESSAGE = 'jpdb does not report due counts to other apps';
export const WANIKANI_SEEN_NOT_SUPPORTED_MESSAGE = 'WaniKani does not report the words and kanji you have seen';

/** GET /api/services/wanikani/kanji-meanings: WaniKani's meanings of its kanji, by character, from the learner's own
 * account (a kanji keyword source), or why there are none. */
export type WaniKaniKanjiMeanings =
  | {available: true; meanings: Record<string, string[]>}
  | {available: false; reason: Exclude<ServiceUnavailableReason, 'NOT_SUPPORTED'>; message: string};
