// A learner's device in Node, as the generated write histories play it: tabs, each a real Zero client (through the
// server's /zero proxy, as a browser tab) and the real write outbox over this device's own IndexedDB
// (fake-indexeddb), Web Locks (in process) and BroadcastChannel. Faults are played on it as they happen to a device: an
// answer lost after the server applied the write, a write sent twice, a reload with writes pending, going offline past
// what Zero allows, a tab closed with its writes adopted by another. Not a test.
import 'fake-indexeddb/auto';
import type {MutatorResultDetails} from '@rocicorp/zero';
import {openDeviceDB, type DeviceDatabase} from '../../src/app/device-db.ts';
import {indexedDBOutboxStore} from '../../src/app/outbox/outbox-store.ts';
import {
  WriteOutbox,
  type MutateRequest,
  type OutboxRefusal,
  type OutboxZero,
  type SubmitOptions,
} from '../../src/app/outbox/write-outbox.ts';
import {createTestZero, goOffline, goOnline, type TestZero} from './zero-client.ts';
import {inProcessLockManager} from './lock-manager.ts';
import {retryDelay} from '../../src/app/retry-delay.ts';

export type Tab = {zero: TestZero; outbox: WriteOutbox};

/** As the app's page does (useReconnectAfterError): Zero stopped on an error (a push the server could not take) is
 * connected again, with backoff. */
function reconnectAfterErrors(zero: TestZero) {
  let attempts = 0;
  zero.connection.state.subscribe((state) => {
    if (state.name === 'connected') attempts = 0;
    if (state.name === 'error') setTimeout(() => void zero.connection.connect(), retryDelay(++attempts));
  });
}

/** What the device's next sends suffer. */
type SendFaults = {loseAnswers: number; duplicates: number};

export class Device {
  readonly name: string;
  readonly userID: string;
  readonly tabs: Tab[] = [];
  /** Every refusal any tab of this device was told of, by write id. */
  readonly refusals = new Map<string, OutboxRefusal>();
  /** Writes the server confirmed, by id. */
  readonly confirmed = new Set<string>();
  /** What this device sent and heard, in order: printed with a violation. */
  readonly events: string[] = [];
  readonly #baseURL: string;
  readonly #cookie: string;
  readonly #disconnectTimeoutMs: number | undefined;
  readonly #adoptEveryMs: number;
  readonly #locks = inProcessLockManager();
  readonly #faults: SendFaults = {loseAnswers: 0, duplicates: 0};
  readonly #prepare: (zero: TestZero) => void;
  #database: Promise<DeviceDatabase> | undefined;
  readonly #store = indexedDBOutboxStore(() => (this.#database ??= openDeviceDB(`genki-${this.name}`)));
  #offline = false;

  /** `adoptEveryMs`: how often its tabs look for writes of closed tabs, besides when they connect or must wait for one. */
  constructor(options: {
    name: string;
    baseURL: string;
    cookie: string;
    userID: string;
    disconnectTimeoutMs?: number;
    adoptEveryMs?: number;
    prepare: (zero: TestZero) => void;
  }) {
    this.name = options.name;
    this.userID = options.userID;
    this.#baseURL = options.baseURL;
    this.#cookie = options.cookie;
    this.#disconnectTimeoutMs = options.disconnectTimeoutMs;
    this.#adoptEveryMs = options.adoptEveryMs ?? 250;
    this.#prepare = options.prepare;
    this.openTab();
  }

  /** The tab the learner is using now (the newest open one). */
  get tab(): Tab {
    return this.tabs.at(-1)!;
  }

  openTab(): Tab {
    const zero = createTestZero(this.#baseURL, {
      cookie: this.#cookie,
      userID: this.userID,
      disconnectTimeoutMs: this.#disconnectTimeoutMs,
    });
    if (this.#offline) goOffline(zero);
    reconnectAfterErrors(zero);
    this.#prepare(zero);
    const outbox = new WriteOutbox({
      zero: this.#faulty(zero),
      userID: this.userID,
      locks: this.#locks,
      channelName: `outbox-${this.name}`,
      adoptEveryMs: this.#adoptEveryMs,
      store: this.#store,
    });
    outbox.onRefused((refused) => this.refusals.set(refused.entry.id, refused));
    const tab = {zero, outbox};
    this.tabs.push(tab);
    return tab;
  }

  async closeTab(tab: Tab): Promise<void> {
    this.tabs.splice(this.tabs.indexOf(tab), 1);
    tab.outbox.close();
    await tab.zero.close();
  }

  /** The page is reloaded: its tab goes, with whatever it had in flight, and a new one opens on the same storage and
   * finds its writes. */
  async reload(): Promise<void> {
    await this.closeTab(this.tab);
    this.openTab();
  }

  /** A second tab opens, then the first is closed with its writes pending: the second adopts them. */
  async moveToNewTab(): Promise<void> {
    const old = this.tab;
    this.openTab();
    await this.closeTab(old);
  }

  loseNextAnswer() {
    this.#faults.loseAnswers++;
  }

  sendNextTwice() {
    this.#faults.duplicates++;
  }

  setOffline(offline: boolean) {
    this.#offline = offline;
    for (const {zero} of this.tabs) (offline ? goOffline : goOnline)(zero);
  }

  /** Makes the write in the current tab; what it was made on, as the outbox sends it (the versions the learner saw,
   * or this device's earlier write of a field still on its way). */
  submit(
    request: MutateRequest,
    options: SubmitOptions & {id: string},
  ): {base: Record<string, string | null> | undefined} {
    const {outbox} = this.tab;
    void outbox
      .submit(request, options)
      .server.then((answer) => answer.type === 'success' && this.confirmed.add(options.id));
    const made = outbox.entries().find((entry) => entry.id === options.id);
    return {base: (made?.args as {write?: {base?: Record<string, string | null>}} | undefined)?.write?.base};
  }

  /** Writes not settled yet on this device, in its tabs or stored (a tab that has just opened may not have read
   * them yet); a conflict waiting for the learner is settled. */
  async unsettled(): Promise<number> {
    const stored = await this.#store.load(this.userID);
    const inTabs = this.tabs.flatMap(({outbox}) => outbox.entries());
    return new Set([...stored, ...inTabs].filter((entry) => !entry.refused).map((entry) => entry.id)).size;
  }

  /** Lets go of the conflicts the learner was asked about, as keeping the value there now. */
  async dismissConflicts(): Promise<void> {
    for (const {outbox} of this.tabs)
      for (const entry of outbox.entries()) if (entry.refused) await outbox.discard(entry.id);
  }

  async close(): Promise<void> {
    for (const tab of [...this.tabs]) await this.closeTab(tab);
  }

  /** The tab's Zero as the outbox sees it, with this device's send faults played on it. */
  #faulty(zero: TestZero): OutboxZero {
    const faults = this.#faults;
    return {
      connection: zero.connection,
      mutate: ((request: Parameters<TestZero['mutate']>[0]) => {
        const write = (request.args as {write?: {id: string; after?: string}} | undefined)?.write;
        const started = Date.now();
        this.events.push(
          `${started % 100_000} send ${write?.id} after ${write?.after ?? '-'} (${zero.connection.state.current.name})`,
        );
        const result = zero.mutate(request);
        void result.server.then((answer) =>
          this.events.push(
            `${Date.now() % 100_000} answer ${write?.id}: ${answer.type === 'success' ? 'ok' : JSON.stringify(answer.error).slice(0, 120)}`,
          ),
        );
        if (faults.duplicates > 0) {
          faults.duplicates--;
          void zero.mutate(request).server;
        }
        if (faults.loseAnswers > 0) {
          faults.loseAnswers--;
          const lost: MutatorResultDetails = {
            type: 'error',
            error: {type: 'zero', message: 'the answer was lost on its way'},
          };
          return {client: result.client, server: result.server.then(() => lost)};
        }
        return result;
      }) as unknown as OutboxZero['mutate'],
    };
  }
}
