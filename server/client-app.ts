// Serves the built client: hashed assets cached forever, every other path gets index.html (the router decides).
// Files go out as the brotli or gzip copy the build made of them (scripts/precompress-plugin.ts) when the browser
// accepts it.
import fs from 'node:fs';
import path from 'node:path';
import {Hono} from 'hono';
import {serveStatic} from '@hono/node-server/serve-static';
import {DIST_DIR, ZERO_PUBLIC_URL} from './config.ts';
import {withPagePreloads, type RouteChunks} from './page-preloads.ts';
import {ROUTE_CHUNKS_FILE} from '../scripts/route-chunks-plugin.ts';

/** Tells the page where zero-cache is; an empty value means this server's same-origin /zero proxy. */
export function injectRuntimeConfig(html: string): string {
  const escaped = ZERO_PUBLIC_URL.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return html.replace(
    '<meta name="zero-cache-url" content="" />',
    `<meta name="zero-cache-url" content="${escaped}" />`,
  );
}

export function clientApp(distDir = DIST_DIR) {
  const indexHtml = injectRuntimeConfig(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const routeChunks = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  const root = path.relative(process.cwd(), distDir) || '.';
  const files = serveStatic({root, precompressed: true});
  return (
    new Hono()
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
      })
      // Paths that name a file (favicon.svg, assets/x.js) are files; everything else is a page of the app. The
      // service worker precaches /index.html itself, so it gets the page with its runtime config too.
      .use('/*', async (c, next) => {
        if (!/\.\w+$/.test(c.req.path) || c.req.path === '/index.html') return next();
        if (c.req.path === '/sw.js') c.header('cache-control', 'no-cache');
        return (await files(c, async () => {})) ?? c.text('Not found', 404);
      })
      .get('*', (c) => {
        c.header('cache-control', 'no-cache');
        return c.html(withPagePreloads(indexHtml, c.req.path, routeChunks));
      })
  );
}
