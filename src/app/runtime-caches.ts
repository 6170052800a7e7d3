// What the service worker keeps as it is fetched, for the app to work offline (vite.config.ts builds its rules from
// this list): catalogue answers (which a deploy may change: served from the cache and refreshed behind it), stroke
// images, kanji data and the slices of the Japanese font (which never change under their names). Everything else
// under /api and /zero always goes to the network.
export type RuntimeCache = {
  name: string;
  pattern: RegExp;
  handler: 'CacheFirst' | 'StaleWhileRevalidate';
  maxEntries: number;
};

export const RUNTIME_CACHES: readonly RuntimeCache[] = [
  {name: 'catalogue', pattern: /\/api\/catalogue\//, handler: 'StaleWhileRevalidate', maxEntries: 2000},
  {name: 'strokes', pattern: /\/api\/strokes\//, handler: 'CacheFirst', maxEntries: 5000},
  {name: 'kanji', pattern: /\/api\/kanji\//, handler: 'CacheFirst', maxEntries: 5000},
  {name: 'fonts', pattern: /\/assets\/.*\.woff2$/, handler: 'CacheFirst', maxEntries: 200},
];

/** Of the URLs a page fetched, those of its own origin that the service worker would keep, each once. */
export function keptByServiceWorker(fetched: readonly string[], origin: string): string[] {
  return [
    ...new Set(
      fetched.filter((url) => {
        const {origin: from, pathname} = new URL(url, origin);
        return from === origin && RUNTIME_CACHES.some((cache) => cache.pattern.test(pathname));
      }),
    ),
  ];
}
