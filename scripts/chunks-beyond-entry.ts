// What a lazily loaded chunk brings with it that the page's entry has not already loaded: the chunk and every chunk
// it imports statically, transitively, in load order, less the entry's own. Build plugins name these so that a page
// fetches them beside the entry (zero-preload-plugin.ts, route-chunks-plugin.ts).
import type {Rolldown} from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** `fileName` and every chunk it imports statically, transitively. */
function staticClosure(byName: Map<string, OutputChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) staticClosure(byName, imported, into);
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
