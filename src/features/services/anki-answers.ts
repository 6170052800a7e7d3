// Answers given here to Anki's cards (AnkiConnect's answerCards, ease 1–4 as the grades): kept in this browser until
// Anki has taken them, so that an answer given while Anki is closed or busy is not lost; sent in the order given, by
// one tab at a time (a Web Lock), so that no answer reaches Anki twice from two tabs. An answer Anki refuses (the
// card was deleted there) is kept aside until the review session has told the learner.
import {z} from 'zod';
import {AnkiConnectError, invokeAnkiConnect} from './anki-connect.ts';

/** `question` is the card's word as the learner saw it, to name the card if Anki no longer has it. */
export type AnkiAnswer = {cardId: number; ease: 1 | 2 | 3 | 4; question?: string};

const storedAnswers = z.array(
  z.object({
    cardId: z.number().int(),
    ease: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    question: z.string().optional(),
  }),
);
const LOCK = 'genki-anki-answers';
const waitingKey = (bridge: string) => `genki-anki-answers:${bridge}`;
const unrecordedKey = (bridge: string) => `genki-anki-unrecorded:${bridge}`;

function read(key: string): AnkiAnswer[] {
  try {
    return storedAnswers.catch([]).parse(JSON.parse(localStorage.getItem(key) ?? '[]'));
  } catch {
    return [];
  }
}

function write(key: string, answers: readonly AnkiAnswer[]) {
  if (answers.length) localStorage.setItem(key, JSON.stringify(answers));
  else localStorage.removeItem(key);
}

export function waitingAnkiAnswers(bridge: string): AnkiAnswer[] {
  return read(waitingKey(bridge));
}

/** Keeps the answer in this browser (before anything is sent). */
export function keepAnkiAnswer(bridge: string, answer: AnkiAnswer) {
  write(waitingKey(bridge), [...waitingAnkiAnswers(bridge), answer]);
}

/** The answers Anki refused because it no longer has their cards, once: taking them clears them. */
export function takeUnrecordedAnkiAnswers(bridge: string): AnkiAnswer[] {
  const unrecorded = read(unrecordedKey(bridge));
  write(unrecordedKey(bridge), []);
  return unrecorded;
}

async function sendWaiting(bridge: string): Promise<void> {
  const waiting = waitingAnkiAnswers(bridge);
  if (!waiting.length) return;
  const answers = waiting.map(({cardId, ease}) => ({cardId, ease}));
  const taken = z.array(z.boolean()).safeParse(await invokeAnkiConnect(bridge, 'answerCards', {answers}));
  if (!taken.success || taken.data.length !== waiting.length) throw new AnkiConnectError('Unknown error occurred');
  // Taken (true) or about a card Anki no longer has (false): either way Anki has answered for them. Answers are only
  // ever added at the end, and removed under the lock: those given meanwhile follow the ones sent, and stay.
  const refused = waiting.filter((_, index) => !taken.data[index]);
  if (refused.length) write(unrecordedKey(bridge), [...read(unrecordedKey(bridge)), ...refused]);
  write(waitingKey(bridge), waitingAnkiAnswers(bridge).slice(waiting.length));
}

/** Sends the answers waiting for Anki; rejects (with the words of requirements §8) when Anki cannot take them now. */
export function sendAnkiAnswers(bridge: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.locks) return sendWaiting(bridge);
  return navigator.locks.request(LOCK, () => sendWaiting(bridge));
}
