// One learner's call to WaniKani, shared by the due counts and the kanji meanings: the learner's key, what each kind
// of refusal tells them (a key WaniKani no longer accepts is marked invalid in the profile; a "slow down" is obeyed
// until its reset time), and the answers remembered per learner, shared by the calls that arrive meanwhile.
import type {Sql} from 'postgres';
import type {ServiceUnavailableReason} from '../../schema/external-services.ts';
import type {ServiceAnswer} from './service-request.ts';
import {serviceKeyOf} from './service-keys.ts';
import {recordServiceKeyValidity} from './service-validity.ts';
import {waniKaniAsksToWait, waniKaniWaitingUntil, waniKaniWaitMessage} from './wanikani-wait.ts';

type Unavailable = {available: false; reason: Exclude<ServiceUnavailableReason, 'NOT_SUPPORTED'>; message: string};

/** Asks WaniKani with the learner's key (`what`: what is asked, for the log), and says why when it cannot answer. */
export async function askWaniKaniFor<T, R>(
  sql: Sql,
  userID: string,
  now: number,
  {what, ask, answered}: {what: string; ask: (key: string) => Promise<ServiceAnswer<T>>; answered: (value: T) => R},
): Promise<R | Unavailable> {
  const key = await serviceKeyOf(sql, userID, 'wanikani');
  if (!key) return {available: false, reason: 'NO_KEY', message: 'No WaniKani API token is saved: add one in Settings'};
  const answer = await ask(key);
  switch (answer.type) {
    case 'ok':
      return answered(answer.value);
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
      console.warn(`WaniKani's ${what} for a learner: ${answer.detail}`);
      return {available: false, reason: 'UNREACHABLE', message: 'WaniKani could not be reached just now'};
  }
}

/** Answers remembered per learner for `freshMs`, at most `most` learners (the least recently asked forgotten first).
 * Only answers are kept: a failure is asked again at the next call, except that nothing is asked while WaniKani has
 * asked us to wait. */
export function rememberedPerLearner<R extends {available: boolean}>({freshMs, most}: {freshMs: number; most: number}) {
  const answers = new Map<string, {at: number; answer: Promise<R | Unavailable>}>();
  return {
    forget: (userID: string) => void answers.delete(userID),
    get(userID: string, now: number, ask: () => Promise<R | Unavailable>): Promise<R | Unavailable> {
      const kept = answers.get(userID);
      answers.delete(userID);
      if (kept && now - kept.at < freshMs) {
        answers.set(userID, kept);
        return kept.answer;
      }
      const until = waniKaniWaitingUntil(userID, now);
      if (until !== null)
        return Promise.resolve({available: false, reason: 'RATE_LIMITED', message: waniKaniWaitMessage(until)});
      while (answers.size >= most) answers.delete(answers.keys().next().value!);
      const answer = ask();
      answers.set(userID, {at: now, answer});
      answer.then(
        (result) => !result.available && answers.get(userID)?.answer === answer && answers.delete(userID),
        () => answers.delete(userID),
      );
      return answer;
    },
  };
}
