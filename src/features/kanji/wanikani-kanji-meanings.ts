// WaniKani's meanings of its kanji for the signed-in learner, asked through our server (which holds the token and
// keeps the answer a day) once per page and learner, shared by every kanji shown. No meanings (no token, WaniKani
// unreachable) is asked again after a minute.
import {useEffect, useSyncExternalStore} from 'react';
import type {WaniKaniKanjiMeanings} from '../../../schema/external-services.ts';

const ASK_AGAIN_AFTER_MS = 60_000;
const NONE: Readonly<Record<string, string[]>> = {};

let learner: string | null = null;
let meanings: Readonly<Record<string, string[]>> = NONE;
let asked = false;
const listeners = new Set<() => void>();

function ask(userID: string) {
  if (learner === userID && asked) return;
  learner = userID;
  meanings = NONE;
  asked = true;
  const settle = (answer: WaniKaniKanjiMeanings | null) => {
    if (learner !== userID) return;
    if (answer?.available) meanings = answer.meanings;
    else setTimeout(() => learner === userID && (asked = false), ASK_AGAIN_AFTER_MS);
    for (const listener of listeners) listener();
  };
  fetch('/api/services/wanikani/kanji-meanings', {credentials: 'same-origin'})
    .then((response) => (response.ok ? (response.json() as Promise<WaniKaniKanjiMeanings>) : null))
    .then(settle, (error: unknown) => {
      console.warn("WaniKani's kanji meanings could not be fetched", error);
      settle(null);
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** WaniKani's meanings by kanji for this learner (empty until they come, and when there are none); null `userID`
 * (signed out, or WaniKani not an enabled source) asks nothing. */
export function useWaniKaniKanjiMeanings(userID: string | null): Readonly<Record<string, string[]>> {
  useEffect(() => {
    if (userID) ask(userID);
  }, [userID]);
  const current = useSyncExternalStore(subscribe, () => meanings);
  return userID && learner === userID ? current : NONE;
}
