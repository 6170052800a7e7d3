// The HTTP server on PORT: the Hono app, the /zero WebSocket proxy, and the client (built, or Vite's dev server).
import http, {type IncomingMessage, type RequestListener} from 'node:http';
import {getRequestListener} from '@hono/node-server';
import {createApp} from './app.ts';
import {clientApp, injectRuntimeConfig} from './client-app.ts';
import {proxyZeroWebSockets, ZERO_PROXY_PREFIX} from './zero-proxy.ts';
import {ROOT} from './config.ts';
import type {Catalogue} from './catalogue/build-catalogue.ts';
import {sql} from './db.ts';
import {pruneWriteLogDaily} from './writes/write-log.ts';
import {followSessionEnds} from './sync-sockets.ts';

export type WebServer = {close: () => Promise<void>};

const serverPaths = ['/api/', `${ZERO_PROXY_PREFIX}/`, '/healthz'];
const isServerPath = (url = '') => serverPaths.some((prefix) => url.startsWith(prefix));

async function devListener(server: http.Server, catalogue: Catalogue) {
  const {createServer} = await import('vite');
  const vite = await createServer({
    root: ROOT,
    appType: 'spa',
    server: {middlewareMode: true, hmr: {server}},
    plugins: [{name: 'runtime-config', transformIndexHtml: injectRuntimeConfig}],
  });
  const api = getRequestListener(createApp({catalogue}).fetch);
  const listener: RequestListener = (req, res) => (isServerPath(req.url) ? api(req, res) : vite.middlewares(req, res));
  return {
    listener,
    isViteUpgrade: (req: IncomingMessage) => req.headers['sec-websocket-protocol'] === 'vite-hmr',
    close: () => vite.close(),
  };
}

type WebServerOptions = {port: number; host?: string; dev: boolean; catalogue: Catalogue};

export async function startWebServer({port, host, dev, catalogue}: WebServerOptions): Promise<WebServer> {
  const server = http.createServer();
  const mode = dev
    ? await devListener(server, catalogue)
    : {
        listener: getRequestListener(createApp({catalogue, client: clientApp()}).fetch),
        isViteUpgrade: undefined,
        close: async () => {},
      };
  server.on('request', mode.listener);
  const closeProxy = proxyZeroWebSockets(server, mode.isViteUpgrade);
  const stopPruning = pruneWriteLogDaily(sql);
  const stopFollowingSessionEnds = followSessionEnds(sql);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: async () => {
      stopPruning();
      await stopFollowingSessionEnds();
      closeProxy();
      await mode.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
