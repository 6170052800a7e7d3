// A Vite plugin: index.html names the modules Zero's client is made of (the chunk of src/app/zero-provide.tsx and
// what it imports, less what the entry loads anyway), so that public/zero-preload.js can fetch them beside the
// entry on a signed-in learner's page instead of after it has run.
import type {Plugin, Rolldown} from 'vite';
import {chunksBeyondEntry, chunksOf} from './chunks-beyond-entry.ts';

const ZERO_MODULE = /[\\/]src[\\/]app[\\/]zero-provide\.tsx$/;

/** The files to fetch for Zero's client on a page whose entry has loaded its own: in load order, as URLs. */
export function zeroModuleFiles(bundle: Rolldown.OutputBundle, base = '/'): string[] {
  const zero = chunksOf(bundle).find((chunk) => chunk.facadeModuleId && ZERO_MODULE.test(chunk.facadeModuleId));
  if (!zero) throw new Error('zero-preload: no chunk for src/app/zero-provide.tsx');
  return chunksBeyondEntry(bundle, base)(zero.fileName);
}

export function zeroPreload(): Plugin {
  return {
    name: 'zero-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, {bundle}) {
        if (!bundle) return [];
        return [
          {tag: 'meta', attrs: {name: 'zero-modules', content: zeroModuleFiles(bundle).join(' ')}, injectTo: 'head'},
        ];
      },
    },
  };
}
