// Which tabs of this browser profile are alive and able to send their writes. Each tab holds a Web Lock named after
// it while its connection can carry writes; a write whose tab holds no lock (closed, crashed, offline past what Zero
// allows, an older version of the app) is adopted by whichever tab looks first, under a short lock that never waits
// on the network.
export type LockManagerLike = Pick<LockManager, 'request' | 'query'>;

const TAB_LOCK_PREFIX = 'genki-outbox-tab:';

export class TabPresence {
  readonly tabID: string;
  readonly #locks: LockManagerLike | undefined;
  #want = false;
  #release: (() => void) | undefined;

  constructor(tabID: string, locks: LockManagerLike | undefined) {
    this.tabID = tabID;
    this.#locks = locks;
  }

  /** Holds this tab's lock while `alive`; releases it otherwise. */
  hold(alive: boolean) {
    this.#want = alive;
    if (!alive) {
      this.#release?.();
      this.#release = undefined;
      return;
    }
    if (this.#release || !this.#locks) return;
    this.#release = () => {}; // requested, not granted yet
    void this.#locks.request(
      `${TAB_LOCK_PREFIX}${this.tabID}`,
      () =>
        new Promise<void>((resolve) => {
          if (this.#want) this.#release = resolve;
          else resolve();
        }),
    );
  }

  /** The tabs holding their lock now (this one always counts); without Web Locks, this tab alone. */
  async liveTabIDs(): Promise<Set<string>> {
    const held = this.#locks ? ((await this.#locks.query()).held ?? []) : [];
    const live = new Set(
      held.flatMap(({name}) => (name?.startsWith(TAB_LOCK_PREFIX) ? [name.slice(TAB_LOCK_PREFIX.length)] : [])),
    );
    return live.add(this.tabID);
  }

  /** Runs `task` alone among the tabs (a lock of that name), or at once without Web Locks. */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.#locks ? this.#locks.request(name, task) : task();
  }
}
