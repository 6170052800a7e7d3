// `npm run bench:bundle`: how much JavaScript a first visit downloads before the app can start, from a fresh
// production build (made in a temporary folder; dist/ is left alone). Prints figures, asserts nothing; the target
// is at most 200 KB gzipped for the entry and its static imports.
//
//  - "entry": index.html's module script and everything it imports statically (what index.html preloads), the
//    same on every page;
//  - each page adds the code-split chunks of its route (TanStack Router's autoCodeSplitting), with their static
//    imports, loaded as soon as the router matches it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {build, type Manifest} from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(os.tmpdir(), `genki-bench-bundle-${process.pid}`);
const TARGET_KB = 200;
// The pages the issue names, with the route files the router loads for them.
const PAGES = {'/': ['src/routes/index.tsx'], '/practice/review': ['src/routes/practice/review.tsx']};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(OUT_DIR, file));
    raw += content.length;
    gzip += zlib.gzipSync(content, {level: 9}).length;
    brotli += zlib.brotliCompressSync(content, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
  }
  return {raw, gzip, brotli};
}

/** A chunk's file and the files of its static imports, transitively. */
function withStaticImports(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    withStaticImports(manifest, chunk.imports ?? [], into);
  }
  return into;
}

function line(label: string, files: Set<string>, extra = '') {
  const {raw, gzip, brotli} = sizes([...files].filter((file) => file.endsWith('.js')));
  console.log(
    `  ${label.padEnd(46)} ${String(files.size).padStart(3)} files  ${kb(gzip).padStart(9)} gzip  ${kb(brotli).padStart(9)} brotli  ${kb(raw).padStart(10)} raw${extra}`,
  );
  return gzip;
}

try {
  const started = performance.now();
  await build({root: ROOT, logLevel: 'error', build: {outDir: OUT_DIR, emptyOutDir: true, manifest: true}});
  const manifest = JSON.parse(fs.readFileSync(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  console.log(`Production build in ${((performance.now() - started) / 1000).toFixed(1)} s (${OUT_DIR})`);
  console.log('');
  console.log('JavaScript loaded before a page can start (gzip -9, brotli 11)');

  // What index.html makes the browser load (its module script and preloads), and their static imports.
  const html = fs.readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8');
  const loaded = [
    ...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  if (loaded.length === 0) throw new Error('index.html loads no module script: the build changed shape');
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entry = new Set([
    ...loaded,
    ...withStaticImports(
      manifest,
      loaded.map((file) => keyOf.get(file) ?? file),
    ),
  ]);
  const entryGzip = line('entry and its static imports (every page)', entry);
  for (const [page, routeFiles] of Object.entries(PAGES)) {
    const routeChunks = Object.keys(manifest).filter((key) =>
      routeFiles.some((file) => key.startsWith(`${file}?tsr-split=`)),
    );
    line(`${page}: entry + its route's chunks`, withStaticImports(manifest, routeChunks, new Set(entry)));
  }
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)].map((match) => match[1]!);
  const cssSizes = sizes(css);
  console.log(
    `  ${'render-blocking stylesheet'.padEnd(46)} ${String(css.length).padStart(3)} files  ${kb(cssSizes.gzip).padStart(9)} gzip  ${kb(cssSizes.brotli).padStart(9)} brotli  ${kb(cssSizes.raw).padStart(10)} raw`,
  );
  console.log('');
  console.log(`  target: entry ≤ ${TARGET_KB} kB gzip: ${entryGzip <= TARGET_KB * 1000 ? 'met' : 'NOT met'}`);

  console.log('');
  console.log('Largest chunks of the entry (gzip)');
  const largest = [...entry]
    .map((file) => ({file, ...sizes([file])}))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8);
  for (const chunk of largest) console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.gzip).padStart(9)}`);
  console.log('');
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} logical CPUs), Node ${process.version}`,
  );
} finally {
  fs.rmSync(OUT_DIR, {recursive: true, force: true});
}
