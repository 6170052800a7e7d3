// What a keyed service says is due, for GET /api/services/{service}/due-counts. WaniKani allows 60 requests a minute
// per key and its counts move slowly, while every open page of the learner's asks: one answer per learner is kept
// for a minute and shared by the calls that arrive meanwhile, and a "slow down" from WaniKani is obeyed until its
// reset time. A key WaniKani no longer accepts is marked invalid in the profile, which puts reviews back here.
import type {Sql} from 'postgres';
import {
  JPDB_NOT_SUPPORTED_MESSAGE,
  WANIKANI_SEEN_NOT_SUPPORTED_MESSAGE,
  type KeyedService,
  type ServiceDueCounts,
} from '../../schema/external-services.ts';
import {waniKaniDueCounts} from './wanikani-api.ts';
import {forgetWaniKaniWait} from './wanikani-wait.ts';
import {askWaniKaniFor, rememberedPerLearner} from './wanikani-for-learner.ts';

const DUE_COUNTS_FRESH_MS = 60_000;
const MAX_REMEMBERED = 10_000;

const remembered = rememberedPerLearner<ServiceDueCounts>({freshMs: DUE_COUNTS_FRESH_MS, most: MAX_REMEMBERED});

/** A new key, or none: the next call asks the service again. */
export function forgetDueCounts(userID: string) {
  remembered.forget(userID);
  forgetWaniKaniWait(userID);
}

export function serviceDueCounts(
  sql: Sql,
  userID: string,
  service: KeyedService,
  now = Date.now(),
): Promise<ServiceDueCounts> {
  if (service === 'jpdb')
    return Promise.resolve({available: false, reason: 'NOT_SUPPORTED', message: JPDB_NOT_SUPPORTED_MESSAGE});
  return remembered.get(userID, now, () =>
    askWaniKaniFor(sql, userID, now, {
      what: 'due counts',
      ask: waniKaniDueCounts,
      answered: (dueCounts) => ({
        available: true as const,
        dueCounts,
        seenStatsUnavailable: {reason: 'NOT_SUPPORTED' as const, message: WANIKANI_SEEN_NOT_SUPPORTED_MESSAGE},
      }),
    }),
  );
}
