import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';
import {tanstackRouter} from '@tanstack/router-plugin/vite';
import {VitePWA} from 'vite-plugin-pwa';
import {precompress} from './scripts/precompress-plugin.ts';
import {zeroPreload} from './scripts/zero-preload-plugin.ts';
import {routeChunks} from './scripts/route-chunks-plugin.ts';
import {RUNTIME_CACHES} from './src/app/runtime-caches.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // The offline app: the built shell is precached (with sql.js's WebAssembly, which deck import and export load);
    // catalogue answers, stroke images, kanji data and the slices of the Japanese font (5.5 MB in all: not
    // precached) are kept as they are fetched (src/app/runtime-caches.ts). Pages are the app's index.html.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wasm}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/zero\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: RUNTIME_CACHES.map(({name, pattern, handler, maxEntries}) => ({
          urlPattern: pattern,
          handler,
          options: {cacheName: name, expiration: {maxEntries}, cacheableResponse: {statuses: [200]}},
        })),
      },
    }),
    zeroPreload(),
    routeChunks(),
    precompress(),
  ],
  // One module identity for Zero: its React context and DefaultTypes break with two copies.
  resolve: {dedupe: ['@rocicorp/zero']},
  build: {
    target: 'es2022',
    // A font is never inlined as a data: URL (Vite inlines files under 4 KB, as some of Noto Emoji's slices are): the
    // Content-Security-Policy allows fonts from this origin only (server/security-headers.ts).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod's settings must apply before any schema is built, and schemas are built as their modules load: the
            // module that sets them lives in zod's own chunk, which runs before every chunk that imports zod.
            {name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]zod-config\.ts/, priority: 2},
            // What every page needs before it can start comes in two files (libraries, then our code) instead of
            // forty: over HTTP/1.1's six connections each small file costs a round trip.
            {name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 1},
            // Zero's client and what it brings, loaded beside the first render (src/app/zero-runtime.ts): one file.
            {
              name: 'sync',
              test: /node_modules[\\/](@rocicorp|@badrap|js-xxhash|compare-utf8|ts-fsrs)[\\/]/,
              priority: 1,
            },
            {name: 'app', tags: ['$initial']},
            // Vite's helper for dynamic imports belongs with the entry that first uses it, never in a lazy chunk
            // (which the entry would then load at once).
            {name: 'app', test: /preload-helper/, priority: 2},
          ],
        },
      },
    },
  },
});
