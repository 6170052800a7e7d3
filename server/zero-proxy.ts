// One origin for the browser: zero-cache reached through this server at /zero (HTTP and the sync WebSocket).
// @hono/node-server cannot proxy upgrades, so the WebSocket handshake is piped to zero-cache as raw bytes.
// Only what a browser needs is forwarded: the sync socket and the health checks. zero-cache's admin pages
// (/statz, /heapz: guarded by nothing but its admin password) stay on the private network.
import net from 'node:net';
import type {IncomingMessage, Server} from 'node:http';
import type {Context} from 'hono';
import {proxy} from 'hono/proxy';
import {ZERO_INTERNAL_URL} from './config.ts';

export const ZERO_PROXY_PREFIX = '/zero';
const upstream = new URL(ZERO_INTERNAL_URL);
const FORWARDED_HTTP_PATHS = new Set(['/', '/keepalive']);
const FORWARDED_SOCKET_PREFIX = `${ZERO_PROXY_PREFIX}/sync/`;

export async function proxyZeroHttp(c: Context): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname.slice(ZERO_PROXY_PREFIX.length) || '/';
  if (!FORWARDED_HTTP_PATHS.has(path)) return c.text('Not found', 404);
  return proxy(new URL(path + url.search, upstream), {raw: c.req.raw});
}

/** The sync socket's path, in normal form: `/zero/sync/../statz` must not reach zero-cache as its admin page. */
function isSyncSocketPath(url = ''): boolean {
  const [path = ''] = url.split('?');
  return path.startsWith(FORWARDED_SOCKET_PREFIX) && new URL(path, 'http://proxy').pathname === path;
}

function rawHandshake(req: IncomingMessage): string {
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
    const cache = net.connect(Number(upstream.port || 80), upstream.hostname, () => {
      cache.setNoDelay(true);
      cache.write(rawHandshake(req));
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
    };
    for (const socket of [client, cache]) socket.on('error', close).on('close', close);
  });
  return () => {
    for (const socket of open) socket.destroy();
  };
}
