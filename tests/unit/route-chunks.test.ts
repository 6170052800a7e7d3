import {expect, test} from 'vitest';
import type {Rolldown} from 'vite';
import {fakeChunk as chunk} from '../support/fake-chunk.ts';
import {routeChunkFiles, routePathOfFile} from '../../scripts/route-chunks-plugin.ts';

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

test('a chunk that holds only CSS is not named: Vite removes it when it writes the bundle', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/app.js', [], {isEntry: true, facadeModuleId: '/app/index.html'}),
      chunk('assets/settings.js', ['assets/services.js', 'assets/controls.js'], {
        facadeModuleId: '/app/src/routes/settings.tsx?tsr-split=component',
      }),
      chunk('assets/controls.js', []),
      chunk('assets/services.js', [], {moduleIds: ['/app/src/features/services/services.css']}),
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;

  expect(routeChunkFiles(bundle, ['/app/src/routes/settings.tsx'])).toEqual({
    '/settings': ['/assets/settings.js', '/assets/controls.js'],
  });
});
