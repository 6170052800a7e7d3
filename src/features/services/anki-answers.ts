// Answers given here to Anki's cards (AnkiConnect's answerCards, ease 1–4 as the grades): kept in this browser until
// Anki has taken them, so that an answer given while Anki is closed or busy is not lost; sent in the order given, by
// one tab at a time (a Web Lock), so that no answer reaches Anki twice from two tabs.
import {z} from 'zod';
import {AnkiConnectError, invokeAnkiConnect} from './anki-connect.ts';

export type AnkiAnswer = {cardId: number; ease: 1 | 2 | 3 | 4};

const storedAnswers = z.array(z.object({cardId: z.number().int(), ease: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])}));
const LOCK = 'genki-anki-answers';
const storageKey = (bridge: string) => `genki-anki-answers:${bridge}`;

export function waitingAnkiAnswers(bridge: string): AnkiAnswer[] {
  try {
    return storedAnswers.catch([]).parse(JSON.parse(localStorage.getItem(storageKey(bridge)) ?? '[]'));
  } catch {
    return [];
  }
}

function keep(bridge: string, answers: readonly AnkiAnswer[]) {
  if (answers.length) localStorage.setItem(storageKey(bridge), JSON.stringify(answers));
  else localStorage.removeItem(storageKey(bridge));
}

/** Keeps the answer in this browser (before anything is sent). */
export function keepAnkiAnswer(bridge: string, answer: AnkiAnswer) {
  keep(bridge, [...waitingAnkiAnswers(bridge), answer]);
}

async function sendWaiting(bridge: string): Promise<void> {
  const waiting = waitingAnkiAnswers(bridge);
  if (!waiting.length) return;
  const taken = z.array(z.boolean()).safeParse(await invokeAnkiConnect(bridge, 'answerCards', {answers: waiting}));
  if (!taken.success || taken.data.length !== waiting.length) throw new AnkiConnectError('Unknown error occurred');
  // Taken (true) or about a card Anki no longer has (false): either way Anki has answered for them. Answers are only
  // ever added at the end, and removed under the lock: those given meanwhile follow the ones sent, and stay.
  keep(bridge, waitingAnkiAnswers(bridge).slice(waiting.length));
}

/** Sends the answers waiting for Anki; rejects (with the words of requirements §8) when Anki cannot take them now. */
export function sendAnkiAnswers(bridge: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.locks) return sendWaiting(bridge);
  return navigator.locks.request(LOCK, () => sendWaiting(bridge));
}
