// A Vite plugin: once the client is built, every text file of dist/ gets a brotli (.br) and a gzip (.gz) copy,
// compressed once at their best settings, so the server sends them without compressing on each request
// (server/client-app.ts picks the copy the browser accepts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Plugin} from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this, the compressed copy saves less than a network packet.
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    // After every other plugin's files (the service worker's included) are written.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!TEXT_FILE.test(file)) continue;
          const content = fs.readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          const brotli = zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          fs.writeFileSync(`${file}.br`, brotli);
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, {level: 9}));
        }
      },
    },
  };
}
