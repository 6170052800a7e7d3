import {expect, test} from 'vitest';
import {matchRoute, withPagePreloads} from '../../server/page-preloads.ts';
import {catalogueURL} from '../../schema/catalogue-url.ts';

const HTML = '<html><head><title>Genki Study</title></head><body></body></html>';
const structurePreload = (html: string) =>
  html.includes(`<link rel="preload" href="${catalogueURL('structure', {})}" as="fetch" crossorigin />`);

test("a page whose loader starts with the catalogue's structure preloads it, at the address the app asks for", () => {
  for (const path of [
    '/learn/genki_1/chapter-0',
    '/learn/genki_2/chapter-13/',
    '/lessons',
    '/lessons/hiragana-1',
    '/grammar-notes',
    '/external-resources/genki-1-videos',
    '/dashboard',
    '/vocab',
  ]) {
    const html = withPagePreloads(HTML, path);
    expect({path, preloads: structurePreload(html)}).toEqual({path, preloads: true});
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  }
  expect(catalogueURL('structure', {})).toBe('/api/catalogue/structure?input=%7B%7D');
});

test('other pages are served as they are', () => {
  for (const path of [
    '/',
    '/learn',
    '/learn/genki_1',
    '/learn/additional-resources/kanji-practice-sheet',
    '/learn/genki_1/chapter-0/extra',
    '/practice/review',
    '/settings',
    '/vocabulary',
  ])
    expect({path, html: withPagePreloads(HTML, path)}).toEqual({path, html: HTML});
});

const ROUTE_CHUNKS = {
  '/': ['/assets/routes.js'],
  '/learn/$textbookId/$chapterSlug': ['/assets/_chapterSlug.js', '/assets/MixedText.js'],
  '/learn/additional-resources/kanji-practice-sheet': [],
  '/practice/$practiceID': ['/assets/_practiceID.js'],
  '/practice/review': ['/assets/review.js'],
  '/practice/$userID/$deckID': ['/assets/_deckID.js'],
};

test('a path is matched to its route as the router matches it: a fixed segment before a parameter', () => {
  const routes = Object.keys(ROUTE_CHUNKS);
  expect(matchRoute(routes, '/')).toBe('/');
  expect(matchRoute(routes, '/learn/genki_1/chapter-3')).toBe('/learn/$textbookId/$chapterSlug');
  expect(matchRoute(routes, '/learn/additional-resources/kanji-practice-sheet')).toBe(
    '/learn/additional-resources/kanji-practice-sheet',
  );
  expect(matchRoute(routes, '/practice/review')).toBe('/practice/review');
  expect(matchRoute(routes, '/practice/hiragana')).toBe('/practice/$practiceID');
  expect(matchRoute(routes, '/practice/u1/7/')).toBe('/practice/$userID/$deckID');
  expect(matchRoute(routes, '/no/such/page')).toBeUndefined();
});

test("a page names its route's chunks for the browser to fetch beside the entry", () => {
  const chapter = withPagePreloads(HTML, '/learn/genki_1/chapter-3', ROUTE_CHUNKS);
  expect(chapter).toContain(
    '<link rel="modulepreload" href="/assets/_chapterSlug.js" />\n  <link rel="modulepreload" href="/assets/MixedText.js" />',
  );
  expect(structurePreload(chapter)).toBe(true);
  expect(withPagePreloads(HTML, '/practice/review', ROUTE_CHUNKS)).toContain(
    '<link rel="modulepreload" href="/assets/review.js" />',
  );
  expect(withPagePreloads(HTML, '/learn/additional-resources/kanji-practice-sheet', ROUTE_CHUNKS)).toBe(HTML);
  expect(withPagePreloads(HTML, '/no/such/page', ROUTE_CHUNKS)).toBe(HTML);
});
