// What a page's first render needs before it can show its content, named in the page itself so that the browser
// fetches it beside the entry's scripts rather than once they have run and matched the route:
// - the chunks of the route's component (dist/route-chunks.json, scripts/route-chunks-plugin.ts);
// - the catalogue's structure (108 kB of JSON) for pages whose loader starts with it. The app's own request takes
//   the preloaded answer (same address, same mode).
import {catalogueURL} from '../schema/catalogue-url.ts';
import {isTextbookID} from '../schema/catalogue.ts';

/** Route path (`/learn/$textbookId/$chapterSlug`) → the URLs of its component's chunks. */
export type RouteChunks = Record<string, string[]>;

const STRUCTURE_PRELOAD = `<link rel="preload" href="${catalogueURL('structure', {})}" as="fetch" crossorigin />`;

function startsWithStructure(pathname: string): boolean {
  const [first, second, third, ...rest] = pathname.split('/').filter(Boolean);
  if (rest.length > 0) return false;
  switch (first) {
    case 'learn':
      return second !== undefined && isTextbookID(second) && third !== undefined;
    case 'lessons':
      return third === undefined;
    case 'external-resources':
      return second !== undefined && third === undefined;
    case 'grammar-notes':
    case 'dashboard':
    case 'vocab':
      return second === undefined;
    default:
      return false;
  }
}

const isParam = (segment: string) => segment.startsWith('$');

/** The route a path shows, as the router picks it: of the routes that match, the one with a fixed segment where
 * the others have a parameter, earliest first. */
export function matchRoute(routes: Iterable<string>, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const matching = [...routes]
    .map((route) => ({route, parts: route.split('/').filter(Boolean)}))
    .filter(
      ({parts}) => parts.length === segments.length && parts.every((part, i) => isParam(part) || part === segments[i]),
    );
  const rank = (parts: string[]) => parts.map((part) => (isParam(part) ? '1' : '0')).join('');
  return matching.sort((a, b) => rank(a.parts).localeCompare(rank(b.parts)))[0]?.route;
}

/** index.html with the preloads of the page at `pathname`. */
export function withPagePreloads(html: string, pathname: string, routeChunks: RouteChunks = {}): string {
  const route = matchRoute(Object.keys(routeChunks), pathname);
  const links = [
    ...(route ? routeChunks[route]! : []).map((href) => `<link rel="modulepreload" href="${href}" />`),
    ...(startsWithStructure(pathname) ? [STRUCTURE_PRELOAD] : []),
  ];
  return links.length === 0 ? html : html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
}
