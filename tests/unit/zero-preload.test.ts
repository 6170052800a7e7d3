import {expect, test} from 'vitest';
import type {Rolldown} from 'vite';
import {fakeChunk as chunk} from '../support/fake-chunk.ts';
import {zeroModuleFiles} from '../../scripts/zero-preload-plugin.ts';

test('the modules to fetch for Zero are its chunk and what it imports, less what the entry loads anyway', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/vendor.js', 'assets/zod.js'], {
        isEntry: true,
        facadeModuleId: '/app/index.html',
      }),
      chunk('assets/vendor.js', []),
      chunk('assets/zod.js', []),
      chunk('assets/zero-provide.js', ['assets/sync.js', 'assets/mutators.js', 'assets/vendor.js'], {
        facadeModuleId: '/app/src/app/zero-provide.tsx',
      }),
      chunk('assets/sync.js', ['assets/vendor.js']),
      chunk('assets/mutators.js', ['assets/zod.js', 'assets/refusals.js']),
      chunk('assets/refusals.js', []),
      chunk('assets/lesson.js', ['assets/vendor.js']),
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;

  expect(zeroModuleFiles(bundle)).toEqual([
    '/assets/zero-provide.js',
    '/assets/sync.js',
    '/assets/mutators.js',
    '/assets/refusals.js',
  ]);
});

test('a build without Zero’s chunk fails rather than listing nothing', () => {
  const bundle = {'assets/index.js': chunk('assets/index.js', [], {isEntry: true})} as Rolldown.OutputBundle;
  expect(() => zeroModuleFiles(bundle)).toThrow(/zero-provide/);
});
