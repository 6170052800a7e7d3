import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';
import {tanstackRouter} from '@tanstack/router-plugin/vite';
import {VitePWA} from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    tanstackRouter({target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts', quoteStyle: 'single'}),
    react(),
    // The offline app: the built shell is precached (with sql.js's WebAssembly, which deck import and export load);
    // catalogue answers, stroke images and kanji data are kept as they are fetched. Pages are the app's index.html;
    // /api and /zero always go to the network.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,wasm}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/zero\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {urlPattern: /\/api\/catalogue\//, handler: 'StaleWhileRevalidate', options: {cacheName: 'catalogue', expiration: {maxEntries: 2000}, cacheableResponse: {statuses: [200]}}},
          {urlPattern: /\/api\/strokes\//, handler: 'CacheFirst', options: {cacheName: 'strokes', expiration: {maxEntries: 5000}, cacheableResponse: {statuses: [200]}}},
          {urlPattern: /\/api\/kanji\//, handler: 'CacheFirst', options: {cacheName: 'kanji', expiration: {maxEntries: 5000}, cacheableResponse: {statuses: [200]}}},
        ],
      },
    }),
  ],
  // One module identity for Zero: its React context and DefaultTypes break with two copies.
  resolve: {dedupe: ['@rocicorp/zero']},
  build: {target: 'es2022', sourcemap: true},
});
