// Every page has its own title and meta description (requirements §2.6): each route of the route tree that renders a page
// declares both, neither is the root layout's, and no two pages share one.
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import type {AnyRoute} from '@tanstack/react-router';
import {documentTitle, PAGE_HEADS, pageHead, ROOT_HEAD, type PageHeadText} from '../../src/app/page-head.ts';

/** Routes that only redirect: they never render, so they need no head. */
const REDIRECT_ONLY = ['/learn/additional-resources/kanji-practice-sheet'];

type HeadResult = {meta?: ({title?: string; name?: string; content?: string} | undefined)[]};

function headTextOf(route: AnyRoute): PageHeadText | null {
  const head = route.options.head as ((context: unknown) => HeadResult) | undefined;
  if (!head) return null;
  // Before its data has loaded (a page whose title names what it loads shows its own fallback until then).
  const meta = head({loaderData: undefined, params: {}, matches: [], match: {}}).meta ?? [];
  return {
    title: meta.find((entry) => entry?.title !== undefined)?.title ?? '',
    description: meta.find((entry) => entry?.name === 'description')?.content ?? '',
  };
}

let root: AnyRoute;
let pages: {id: string; route: AnyRoute}[];

beforeAll(async () => {
  // Route modules read the page's cookie and origin as they load; nothing here renders.
  vi.stubGlobal('document', {cookie: ''});
  vi.stubGlobal('location', new URL('http://localhost/'));
  ({routeTree: root} = await import('../../src/routeTree.gen.ts'));
  const all: AnyRoute[] = [];
  const walk = (route: AnyRoute) => {
    for (const child of (route.children ?? []) as AnyRoute[]) {
      all.push(child);
      walk(child);
    }
  };
  walk(root);
  // The generated tree names each route by its id in its options (the router fills `route.id` in later).
  pages = all.map((route) => ({id: (route.options as {id: string}).id, route}));
}, 120_000);

afterAll(() => vi.unstubAllGlobals());

describe('the route tree', () => {
  test('every route that renders a page declares its own title and description, none the root’s', () => {
    expect(headTextOf(root)).toEqual(ROOT_HEAD);
    const rendering = pages.filter(({route}) => route.options.component);
    expect(pages.filter(({route}) => !route.options.component).map(({id}) => id)).toEqual(REDIRECT_ONLY);
    expect(rendering.length).toBeGreaterThan(30);
    for (const {id, route} of rendering) {
      const head = headTextOf(route);
      expect(head, id).not.toBeNull();
      expect(head!.title, id).not.toBe(ROOT_HEAD.title);
      expect(head!.description, id).not.toBe(ROOT_HEAD.description);
      expect(head!.description.length, id).toBeGreaterThan(40);
      // Its own entry of the table the end-to-end test compares the rendered page with.
      expect(head, id).toEqual(PAGE_HEADS[id as keyof typeof PAGE_HEADS]);
    }
  });

  test('the table names only routes that exist', () => {
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(
      pages
        .filter(({route}) => route.options.component)
        .map(({id}) => id)
        .sort(),
    );
  });
});

test('no two pages share a title or a description', () => {
  const heads = Object.values(PAGE_HEADS);
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
});

test('a page named after what it loaded takes that name, and its description when it has one', () => {
  expect(pageHead('/lessons/$slug', {name: 'Hiragana'}).meta).toEqual([
    {title: 'Hiragana · Genki Study'},
    {name: 'description', content: PAGE_HEADS['/lessons/$slug'].description},
  ]);
  expect(
    pageHead('/practice/counters', {name: 'Long and flat things', description: 'Counting 本 and 枚.'}).meta,
  ).toEqual([{title: documentTitle('Long and flat things')}, {name: 'description', content: 'Counting 本 and 枚.'}]);
  expect(pageHead('/practice/counters', null)).toEqual(pageHead('/practice/counters'));
});
