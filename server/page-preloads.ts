// What a page's first render asks the server for before it can show its content, asked by the page itself: the
// browser fetches it beside the scripts rather than once they have run, and the app's own request takes the answer
// (same address, same mode). Pages whose loader starts with the catalogue's structure (108 kB of JSON) get it.
import {catalogueURL} from '../schema/catalogue-url.ts';
import {isTextbookID} from '../schema/catalogue.ts';

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

/** index.html with the preloads of the page at `pathname`. */
export function withPagePreloads(html: string, pathname: string): string {
  return startsWithStructure(pathname) ? html.replace('</head>', `  ${STRUCTURE_PRELOAD}\n  </head>`) : html;
}
