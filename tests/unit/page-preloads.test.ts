import {expect, test} from 'vitest';
import {withPagePreloads} from '../../server/page-preloads.ts';
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
