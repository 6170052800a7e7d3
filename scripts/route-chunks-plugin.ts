// A Vite plugin: dist/route-chunks.json names, for each route, the chunks of its component that the entry does not
// load (TanStack Router splits each route's component into its own chunk, which the app fetches only once its
// entry has run and matched the route). The server names them in the page it serves for that route
// (server/page-preloads.ts), so that the browser fetches them beside the entry.
import type {Plugin, Rolldown} from 'vite';
import {chunksBeyondEntry, chunksOf} from './chunks-beyond-entry.ts';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

const ROUTE_FILE = /[\\/]src[\\/]routes[\\/](?!__root\.)(.+)\.tsx$/;
const ROUTE_COMPONENT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;

/** A route file's path under src/routes as the router's path: `learn/$textbookId/index` is `/learn/$textbookId`, and
 * a dot in a file's name is a slash (`practice/$userID.$deckID`). */
export function routePathOfFile(file: string): string {
  const segments = file.split(/[\\/.]/);
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** Route path → the chunks to fetch for its component, as URLs: every route of `moduleIDs`, so that a path is
 * matched to its own route, not to a dynamic one (a route without a component of its own has none). */
export function routeChunkFiles(
  bundle: Rolldown.OutputBundle,
  moduleIDs: Iterable<string>,
  base = '/',
): Record<string, string[]> {
  const beyondEntry = chunksBeyondEntry(bundle, base);
  const routes: Record<string, string[]> = {};
  for (const id of moduleIDs) {
    const file = id.match(ROUTE_FILE)?.[1];
    if (file) routes[routePathOfFile(file)] = [];
  }
  for (const chunk of chunksOf(bundle)) {
    const file = chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1];
    if (file) routes[routePathOfFile(file)] = beyondEntry(chunk.fileName);
  }
  return routes;
}

export function routeChunks(): Plugin {
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunkFiles(bundle, this.getModuleIds())),
      });
    },
  };
}
