// Real Zero clients in Node, each connecting through the server's /zero proxy with its own cookie, as a browser
// tab would (zero-cache forwards the cookie to the query and mutate endpoints).
import {defineMutator, defineMutators, Zero, type ReadonlyJSONValue} from '@rocicorp/zero';
import {z} from 'zod';
import {schema} from '../../schema/zero-schema.ts';
import {mutators} from '../../schema/mutators.ts';
import type {Ctx} from '../../schema/context.ts';

const cookieByClientID = new Map<string, string>();
const NodeWebSocket = globalThis.WebSocket;

/** Devices a test has taken off the network, by Zero client id. */
const offlineClientIDs = new Set<string>();
const socketsByClientID = new Map<string, Set<CookieWebSocket>>();

// Zero opens its socket with `new WebSocket(url, protocols)`; Node's WebSocket also takes headers, which a browser
// fills from its cookie jar. A socket opened while its device is offline holds every message, both ways, until the
// device is back: to Zero it is a connection attempt that has not been answered yet.
class CookieWebSocket extends NodeWebSocket {
  #held: {sent: Parameters<WebSocket['send']>[0][]; received: Event[]} | null;

  constructor(url: string | URL, protocols?: string | string[]) {
    const clientID = new URL(url).searchParams.get('clientID') ?? '';
    const cookie = cookieByClientID.get(clientID);
    super(url, {protocols, headers: cookie ? {cookie} : {}} as unknown as string[]);
    this.#held = offlineClientIDs.has(clientID) ? {sent: [], received: []} : null;
    const sockets = socketsByClientID.get(clientID) ?? new Set();
    socketsByClientID.set(clientID, sockets.add(this));
    this.addEventListener('close', () => sockets.delete(this));
  }

  override send(data: Parameters<WebSocket['send']>[0]) {
    if (this.#held) this.#held.sent.push(data);
    else super.send(data);
  }

  override dispatchEvent(event: Event): boolean {
    if (this.#held && event.type === 'message') {
      this.#held.received.push(event);
      return true;
    }
    return super.dispatchEvent(event);
  }

  /** The network is gone: zero-cache would never answer again, so Zero drops this connection and, told to retry at
   * once (a "rehome", as zero-cache says when it moves a client), opens a new one, which the network holds. */
  dropConnection() {
    const rehome = [
      'error',
      {kind: 'Rehome', message: 'the test took this device offline', maxBackoffMs: 0, origin: 'zeroCache'},
    ];
    super.dispatchEvent(new MessageEvent('message', {data: JSON.stringify(rehome)}));
  }

  /** The network is back: what was held goes through, in order. */
  release() {
    const held = this.#held;
    this.#held = null;
    if (!held || this.readyState !== NodeWebSocket.OPEN) return;
    for (const data of held.sent) super.send(data);
    for (const event of held.received) super.dispatchEvent(event);
  }
}
globalThis.WebSocket = CookieWebSocket as typeof WebSocket;

/** Takes the device off the network: its connection drops, and Zero keeps applying writes here and queues them (it
 * refuses them only after a minute offline). */
export function goOffline(zero: {clientID: string}) {
  offlineClientIDs.add(zero.clientID);
  for (const socket of socketsByClientID.get(zero.clientID) ?? []) socket.dropConnection();
}

/** Puts the device back on the network: its pending connection goes through, and Zero sends the writes it queued. */
export function goOnline(zero: {clientID: string}) {
  offlineClientIDs.delete(zero.clientID);
  for (const socket of socketsByClientID.get(zero.clientID) ?? []) socket.release();
}

// Refused writes are the point of several tests; Zero would log each one as an error.
const silentLog = {log: () => {}};

/** `cacheURL`: where this client reaches zero-cache (a view-syncer of its own); the server's /zero proxy otherwise. */
/** `disconnectTimeoutMs`: how long Zero may be offline before it refuses writes (its default, a minute, unless set). */
type ClientOptions = {
  cookie?: string;
  userID: string | null;
  context?: Ctx;
  cacheURL?: string;
  disconnectTimeoutMs?: number;
};

function connect<M extends typeof mutators | typeof tamperedMutators>(
  baseURL: string,
  registry: M,
  {cookie, userID, context, cacheURL, disconnectTimeoutMs}: ClientOptions,
) {
  // Each client is its own device: Zero's in-memory store is shared by clients of one user and storage key, and a
  // client that shared Alice's store would see rows synced to Alice's real client.
  const zero = new Zero({
    cacheURL: cacheURL ?? `${baseURL}/zero`,
    schema,
    mutators: registry,
    userID,
    context: context ?? {userID},
    kvStore: 'mem',
    storageKey: crypto.randomUUID(),
    logLevel: 'error',
    logSink: silentLog,
    ...(disconnectTimeoutMs ? {disconnectTimeoutMs} : {}),
  });
  if (cookie) cookieByClientID.set(zero.clientID, cookie);
  return zero;
}

export function createTestZero(baseURL: string, options: ClientOptions) {
  return connect(baseURL, mutators, options);
}
export type TestZero = ReturnType<typeof createTestZero>;
export type TamperedZero = ReturnType<typeof createTamperedZero>;

/** Every mutator of the real registry, by its name ('reviews.grade'). */
export type RegisteredMutator = {
  mutatorName: string;
  fn: (options: {args: unknown; ctx: unknown; tx: unknown}) => Promise<void>;
};
export function registeredMutators(registry: object = mutators): RegisteredMutator[] {
  return Object.entries(registry).flatMap(([key, value]: [string, unknown]) => {
    if (key === '~' || (typeof value !== 'function' && typeof value !== 'object') || value === null) return [];
    return typeof value === 'function' && 'mutatorName' in value
      ? [value as unknown as RegisteredMutator]
      : registeredMutators(value);
  });
}

/** A tampered client: it sends any arguments under the real mutators' names and skips the optimistic run. Made from
 * the real registry, so that a new mutator is tampered with too. */
const anyArgs = () =>
  defineMutator(
    z.custom<ReadonlyJSONValue>(() => true),
    async () => {},
  );
type AnyArgs = ReturnType<typeof anyArgs>;
type Groups = Omit<typeof mutators, '~'>;
type TamperedDefinitions = {[G in keyof Groups]: {[M in Exclude<keyof Groups[G], '~'>]: AnyArgs}};

function tamperedDefinitions(): TamperedDefinitions {
  const groups: Record<string, Record<string, AnyArgs>> = {};
  for (const {mutatorName} of registeredMutators()) {
    const [group, name] = mutatorName.split('.') as [string, string];
    (groups[group] ??= {})[name] = anyArgs();
  }
  return groups as unknown as TamperedDefinitions;
}
export const tamperedMutators = defineMutators(tamperedDefinitions());

/** The tampered mutator of that name, to send any arguments under it. */
export function tamperedMutator(
  mutatorName: string,
): (args: ReadonlyJSONValue) => Parameters<TamperedZero['mutate']>[0] {
  const [group, name] = mutatorName.split('.') as [string, string];
  return (
    tamperedMutators as unknown as Record<
      string,
      Record<string, (args: ReadonlyJSONValue) => Parameters<TamperedZero['mutate']>[0]>
    >
  )[group]![name]!;
}

export function createTamperedZero(baseURL: string, options: ClientOptions) {
  return connect(baseURL, tamperedMutators, options);
}

/** Resolves with the connection states seen until `until` is reached or the time runs out. */
export async function connectionStates(
  zero: {connection: TestZero['connection']},
  until: string,
  timeoutMs = 10_000,
): Promise<string[]> {
  const seen = [zero.connection.state.current.name as string];
  if (seen[0] === until) return seen;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(seen);
    }, timeoutMs);
    const unsubscribe = zero.connection.state.subscribe((state) => {
      seen.push(state.name);
      if (state.name === until) {
        clearTimeout(timer);
        unsubscribe();
        resolve(seen);
      }
    });
  });
}

/** The Zero clients of one test file, closed together when it ends. */
export function zeroClients(baseURL: string) {
  const open: {close: () => Promise<void>}[] = [];
  const track = <Z extends {close: () => Promise<void>}>(zero: Z) => {
    open.push(zero);
    return zero;
  };
  return {
    client: (options: ClientOptions) => track(createTestZero(baseURL, options)),
    tampered: (options: ClientOptions) => track(createTamperedZero(baseURL, options)),
    closeAll: () => Promise.all(open.splice(0).map((zero) => zero.close())),
  };
}

/** A write's result from the server as text, to match its outcome or its error message. */
export async function serverResult(write: {server: Promise<unknown>}): Promise<string> {
  return JSON.stringify(await write.server);
}
