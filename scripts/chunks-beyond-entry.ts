// What a lazily loaded chunk brings with it that the page's entry has not already loaded: the chunk and every chunk
// it imports statically, transitively, in load order, less the entry's own. Build plugins name these so that a page
// fetches them beside the entry (zero-preload-plugin.ts, route-chunks-plugin.ts).
import type {Rolldown} from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

const CSS_MODULE = /\.css($|\?)/;

/** Vite removes a chunk that held only CSS once the bundle is written; its CSS goes with the chunks that import it. */
function holdsOnlyCSS(chunk: OutputChunk): boolean {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CSS_MODULE.test(id));
}

/** `fileName` and every chunk it imports statically, transitively, less those that hold only CSS. */
function staticClosure(byName: Map<string, OutputChunk>, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = byName.get(fileName);
  if (into.has(fileName) || !chunk || holdsOnlyCSS(chunk)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(byName, imported, into);
  return into;
}

/** For a chunk of the bundle, the files to fetch for it on a page whose entry has loaded its own, as URLs. */
export function chunksBeyondEntry(bundle: OutputBundle, base = '/'): (fileName: string) => string[] {
  const byName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set(
    [...byName.values()]
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => [...staticClosure(byName, entry.fileName)]),
  );
  return (fileName) =>
    [...staticClosure(byName, fileName)].filter((file) => !entryFiles.has(file)).map((file) => `${base}${file}`);
}
