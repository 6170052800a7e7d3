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
import {serviceKeyOf} from './service-keys.ts';
import {waniKaniDueCounts} from './wanikani-api.ts';
import {recordServiceKeyValidity} from './service-validity.ts';
import {forgetWaniKaniWait, waniKaniAsksToWait, waniKaniWaitingUntil, waniKaniWaitMessage} from './wanikani-wait.ts';

const DUE_COUNTS_FRESH_MS = 60_000;
const MAX_REMEMBERED = 10_000;

const answers = new Map<string, {at: number; answer: Promise<ServiceDueCounts>}>();

/** A new key, or none: the next call asks the service again. */
export function forgetDueCounts(userID: string) {
  answers.delete(userID);
  forgetWaniKaniWait(userID);
}

async function askWaniKani(sql: Sql, userID: string, now: number): Promise<ServiceDueCounts> {
  const key = await serviceKeyOf(sql, userID, 'wanikani');
  if (!key) return {available: false, reason: 'NO_KEY', message: 'No WaniKani API token is saved: add one in Settings'};
  const answer = await waniKaniDueCounts(key);
  switch (answer.type) {
    case 'ok':
      return {
        available: true,
        dueCounts: answer.value,
        seenStatsUnavailable: {reason: 'NOT_SUPPORTED', message: WANIKANI_SEEN_NOT_SUPPORTED_MESSAGE},
      };
    case 'key-rejected':
      await recordServiceKeyValidity(sql, userID, 'wanikani', false, now);
      return {
        available: false,
        reason: 'KEY_REJECTED',
        message: 'WaniKani no longer accepts your API token: add a new one in Settings',
      };
    case 'rate-limited':
      waniKaniAsksToWait(userID, answer.retryAt);
      return {available: false, reason: 'RATE_LIMITED', message: waniKaniWaitMessage(answer.retryAt)};
    case 'unreachable':
      console.warn(`WaniKani's due counts for a learner: ${answer.detail}`);
      return {available: false, reason: 'UNREACHABLE', message: 'WaniKani could not be reached just now'};
  }
}

export function serviceDueCounts(
  sql: Sql,
  userID: string,
  service: KeyedService,
  now = Date.now(),
): Promise<ServiceDueCounts> {
  if (service === 'jpdb')
    return Promise.resolve({available: false, reason: 'NOT_SUPPORTED', message: JPDB_NOT_SUPPORTED_MESSAGE});
  const until = waniKaniWaitingUntil(userID, now);
  if (until !== null)
    return Promise.resolve({available: false, reason: 'RATE_LIMITED', message: waniKaniWaitMessage(until)});
  const kept = answers.get(userID);
  if (kept && now - kept.at < DUE_COUNTS_FRESH_MS) return kept.answer;
  if (answers.size >= MAX_REMEMBERED) {
    for (const [id, entry] of answers) if (now - entry.at >= DUE_COUNTS_FRESH_MS) answers.delete(id);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
  }
  const answer = askWaniKani(sql, userID, now);
  answers.set(userID, {at: now, answer});
  // Only counts are kept for the minute: a failure is asked again at the next call (a rate limit has its own wait).
  answer.then(
    (result) => !result.available && answers.get(userID)?.answer === answer && answers.delete(userID),
    () => answers.delete(userID),
  );
  return answer;
}
