// One origin for the browser: zero-cache reached through this server at /zero (HTTP and the sync WebSocket).
// @hono/node-server cannot proxy upgrades, so the WebSocket handshake is piped to zero-cache as raw bytes.
// Only what a browser needs is forwarded: the sync socket and the health checks (GET). zero-cache's admin pages
// (/statz, /heapz: guarded by nothing but its admin password) stay on the private network.
// With several view-syncers, each client group always goes to the same one (chosen from its id): two clients of one
// group on different view-syncers would take the group from each other.
import net from 'node:net';
import {createHash} from 'node:crypto';
import type {IncomingMessage, Server} from 'node:http';
import type {Context} from 'hono';
import {proxy} from 'hono/proxy';
import {ZERO_INTERNAL_URLS} from './config.ts';
import {ALLOWED_ORIGINS} from './guards/allowed-origins.ts';
import {isFromOurPages} from './guards/request-origin.ts';
import {trackSyncSocket} from './sync-sockets.ts';

export const ZERO_PROXY_PREFIX = '/zero';
const FORWARDED_HTTP_PATHS = new Set(['/', '/keepalive']);
const FORWARDED_SOCKET_PREFIX = `${ZERO_PROXY_PREFIX}/sync/`;
const upstreams = ZERO_INTERNAL_URLS.map((url) => new URL(url));

/** The view-syncer (index among `count`) that serves a client group; requests without one go to the first. */
export function viewSyncerFor(clientGroupID: string | null, count: number): number {
  if (!clientGroupID || count <= 1) return 0;
  return createHash('sha256').update(clientGroupID).digest().readUInt32BE(0) % count;
}

function upstreamFor(requestURL: string): URL {
  const clientGroupID = new URL(requestURL, 'http://proxy').searchParams.get('clientGroupID');
  return upstreams[viewSyncerFor(clientGroupID, upstreams.length)]!;
}

export async function proxyZeroHttp(c: Context): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname.slice(ZERO_PROXY_PREFIX.length) || '/';
  // zero-cache's own 404 repeats the request line back: it is never asked anything else.
  if (!FORWARDED_HTTP_PATHS.has(path) || !['GET', 'HEAD'].includes(c.req.method))
    return c.json({error: 'Not found'}, 404);
  return proxy(new URL(path + url.search, upstreamFor(c.req.url)), {raw: c.req.raw});
}

/** The sync socket's path, in normal form: `/zero/sync/../statz` must not reach zero-cache as its admin page. */
function isSyncSocketPath(url = ''): boolean {
  const [path = ''] = url.split('?');
  return path.startsWith(FORWARDED_SOCKET_PREFIX) && new URL(path, 'http://proxy').pathname === path;
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return headers;
}

function rawHandshake(req: IncomingMessage, upstream: URL): string {
  let text = `${req.method} ${req.url!.slice(ZERO_PROXY_PREFIX.length) || '/'} HTTP/1.1\r\n`;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    text += `${name}: ${name.toLowerCase() === 'host' ? upstream.host : req.rawHeaders[i + 1]}\r\n`;
  }
  return `${text}\r\n`;
}

/** Pipes /zero WebSocket upgrades to zero-cache; returns a function that closes every open pipe. */
export function proxyZeroWebSockets(server: Server, otherUpgrades?: (req: IncomingMessage) => boolean): () => void {
  const open = new Set<net.Socket>();
  server.on('upgrade', (req: IncomingMessage, client: net.Socket, head: Buffer) => {
    if (!isSyncSocketPath(req.url)) {
      if (!otherUpgrades?.(req)) client.destroy();
      return;
    }
    const headers = headersOf(req);
    // A page of another origin (another port of this host, say) would open the socket with the learner's cookie.
    if (!isFromOurPages(headers, ALLOWED_ORIGINS)) {
      client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = upstreamFor(req.url!);
    const cache = net.connect(Number(upstream.port || 80), upstream.hostname, () => {
      cache.setNoDelay(true);
      cache.write(rawHandshake(req, upstream));
      if (head.length) cache.write(head);
      client.pipe(cache).pipe(client);
    });
    client.setNoDelay(true);
    open.add(client).add(cache);
    const close = () => {
      client.destroy();
      cache.destroy();
      open.delete(client);
      open.delete(cache);
      untrack();
    };
    const untrack = trackSyncSocket(headers, close);
    for (const socket of [client, cache]) socket.on('error', close).on('close', close);
  });
  return () => {
    for (const socket of open) socket.destroy();
  };
}
