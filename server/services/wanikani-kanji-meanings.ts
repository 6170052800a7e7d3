// WaniKani's meanings of its kanji, from the learner's own account (GET /subjects?types=kanji): a kanji keyword source
// (issue 23). The subjects barely change and take three pages, so one answer per learner is kept for a day and shared
// by the calls that arrive meanwhile; a "slow down" from WaniKani is obeyed until its reset time, as for the due counts.
import type {Sql} from 'postgres';
import type {WaniKaniKanjiMeanings} from '../../schema/external-services.ts';
import {serviceKeyOf} from './service-keys.ts';
import {waniKaniKanjiMeanings} from './wanikani-api.ts';
import {recordServiceKeyValidity} from './service-validity.ts';
import {waniKaniAsksToWait, waniKaniWaitingUntil, waniKaniWaitMessage} from './wanikani-wait.ts';

const MEANINGS_FRESH_MS = 24 * 60 * 60_000;
/** About 60 KB each: the learners least recently asked for are forgotten first. */
const MAX_REMEMBERED = 500;

const answers = new Map<string, {at: number; answer: Promise<WaniKaniKanjiMeanings>}>();

/** A new key, or none: the next call asks WaniKani again. */
export function forgetKanjiMeanings(userID: string) {
  answers.delete(userID);
}

async function askWaniKani(sql: Sql, userID: string, now: number): Promise<WaniKaniKanjiMeanings> {
  const key = await serviceKeyOf(sql, userID, 'wanikani');
  if (!key) return {available: false, reason: 'NO_KEY', message: 'No WaniKani API token is saved: add one in Settings'};
  const answer = await waniKaniKanjiMeanings(key);
  switch (answer.type) {
    case 'ok':
      return {available: true, meanings: answer.value};
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
      console.warn(`WaniKani's kanji meanings for a learner: ${answer.detail}`);
      return {available: false, reason: 'UNREACHABLE', message: 'WaniKani could not be reached just now'};
  }
}

export function kanjiMeaningsOfWaniKani(sql: Sql, userID: string, now = Date.now()): Promise<WaniKaniKanjiMeanings> {
  const kept = answers.get(userID);
  if (kept && now - kept.at < MEANINGS_FRESH_MS) {
    // Asked again, so remembered longest.
    answers.delete(userID);
    answers.set(userID, kept);
    return kept.answer;
  }
  const until = waniKaniWaitingUntil(userID, now);
  if (until !== null)
    return Promise.resolve({available: false, reason: 'RATE_LIMITED', message: waniKaniWaitMessage(until)});
  answers.delete(userID);
  while (answers.size >= MAX_REMEMBERED) answers.delete(answers.keys().next().value!);
  const answer = askWaniKani(sql, userID, now);
  answers.set(userID, {at: now, answer});
  // Only meanings are kept: a failure is asked again at the next call (a rate limit has its own wait).
  answer.then(
    (result) => !result.available && answers.get(userID)?.answer === answer && answers.delete(userID),
    () => answers.delete(userID),
  );
  return answer;
}
