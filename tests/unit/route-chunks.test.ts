import {expect, test} from 'vitest';
import type {Rolldown} from 'vite';
import {routeChunkFiles, routePathOfFile} from '../../scripts/route-chunks-plugin.ts';

function chunk(fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) {
  return {type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra} as Rolldown.OutputChunk;
}

test("a route file's path under src/routes is the router's path", () => {
  expect(routePathOfFile('index')).toBe('/');
  expect(routePathOfFile('vocab')).toBe('/vocab');
  expect(routePathOfFile('learn/$textbookId/index')).toBe('/learn/$textbookId');
  expect(routePathOfFile('learn/$textbookId/$chapterSlug')).toBe('/learn/$textbookId/$chapterSlug');
  expect(routePathOfFile('practice/$userID.$deckID')).toBe('/practice/$userID/$deckID');
});

test("each route lists its component's chunk and what it imports, less the entry's; a route without one, none", () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/app.js', ['assets/vendor.js'], {isEntry: true, facadeModuleId: '/app/index.html'}),
      chunk('assets/vendor.js', []),
      chunk('assets/routes.js', ['assets/vendor.js'], {
        facadeModuleId: '/app/src/routes/index.tsx?tsr-split=component',
      }),
      chunk('assets/_chapterSlug.js', ['assets/vendor.js', 'assets/MixedText.js'], {
        facadeModuleId: '/app/src/routes/learn/$textbookId/$chapterSlug.tsx?tsr-split=component',
      }),
      chunk('assets/MixedText.js', ['assets/vendor.js']),
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;
  const moduleIDs = [
    '/app/src/main.tsx',
    '/app/src/routes/__root.tsx',
    '/app/src/routes/index.tsx',
    '/app/src/routes/learn/$textbookId/$chapterSlug.tsx',
    '/app/src/routes/learn/additional-resources/kanji-practice-sheet.tsx',
  ];

  expect(routeChunkFiles(bundle, moduleIDs)).toEqual({
    '/': ['/assets/routes.js'],
    '/learn/$textbookId/$chapterSlug': ['/assets/_chapterSlug.js', '/assets/MixedText.js'],
    '/learn/additional-resources/kanji-practice-sheet': [],
  });
});
