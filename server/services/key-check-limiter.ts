// How many keys one learner may have checked with an outside service in a while: enough to fix a typo or two, too
// few to use our server to try keys against WaniKani or jpdb.
const WINDOW_MS = 10 * 60_000;
const MAX_CHECKS = 10;
const MAX_LEARNERS = 10_000;

export class KeyCheckLimiter {
  readonly #checks = new Map<string, number[]>();

  allow(userID: string, now = Date.now()): boolean {
    const recent = (this.#checks.get(userID) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= MAX_CHECKS) {
      this.#checks.set(userID, recent);
      return false;
    }
    if (!this.#checks.has(userID) && this.#checks.size >= MAX_LEARNERS) this.#checks.clear();
    this.#checks.set(userID, [...recent, now]);
    return true;
  }
}
