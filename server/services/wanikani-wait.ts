// WaniKani's "slow down" (429 with RateLimit-Reset) counts against the learner's token whatever we asked: the due
// counts and the kanji meanings both wait until its reset time before asking WaniKani again.
const waitUntil = new Map<string, number>();

export function waniKaniAsksToWait(userID: string, retryAt: number) {
  waitUntil.set(userID, retryAt);
}

/** When WaniKani may be asked again for this learner, or null when it may be asked now. */
export function waniKaniWaitingUntil(userID: string, now: number): number | null {
  const until = waitUntil.get(userID);
  return until !== undefined && until > now ? until : null;
}

export function forgetWaniKaniWait(userID: string) {
  waitUntil.delete(userID);
}

/** A clock time for the learner: when WaniKani may be asked again. */
export function waniKaniWaitMessage(until: number): string {
  return `WaniKani asks us to wait until ${new Date(until).toISOString().slice(11, 16)} UTC before asking again`;
}
