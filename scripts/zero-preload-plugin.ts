// A Vite plugin: index.html names the modules Zero's client is made of (the chunk of src/app/zero-provide.tsx and
// what it imports, less what the entry loads anyway), so that public/zero-preload.js can fetch them beside the
// entry on a signed-in learner's page instead of after it has run.
import type {Plugin, Rolldown} from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ZERO_MODULE = /[\\/]src[\\/]app[\\/]zero-provide\.tsx$/;

function chunks(bundle: OutputBundle): Map<string, OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** `fileName` and every chunk it imports statically, transitively. */
function staticClosure(byName: Map<string, OutputChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) staticClosure(byName, imported, into);
  return into;
}

/** The files to fetch for Zero's client on a page whose entry has loaded its own: in load order, as URLs. */
export function zeroModuleFiles(bundle: OutputBundle, base = '/'): string[] {
  const byName = chunks(bundle);
  const zero = [...byName.values()].find((chunk) => chunk.facadeModuleId && ZERO_MODULE.test(chunk.facadeModuleId));
  if (!zero) throw new Error('zero-preload: no chunk for src/app/zero-provide.tsx');
  const entryFiles = new Set(
    [...byName.values()]
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => [...staticClosure(byName, entry.fileName)]),
  );
  return [...staticClosure(byName, zero.fileName)]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `${base}${file}`);
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
