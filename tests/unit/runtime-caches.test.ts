// What a first page fetched before the service worker took over, and is fetched again through it so that it keeps it
// (src/app/runtime-caches.ts).
import {expect, test} from 'vitest';
import {keptByServiceWorker} from '../../src/app/runtime-caches.ts';

const ORIGIN = 'https://genki.example';

test('stroke images, kanji data, catalogue answers and font slices of this origin are fetched again, each once', () => {
  expect(
    keptByServiceWorker(
      [
        `${ORIGIN}/api/strokes/04e09.svg`,
        `${ORIGIN}/api/strokes/04e09.json`,
        `${ORIGIN}/api/strokes/04e09.svg`,
        `${ORIGIN}/api/kanji/04e09`,
        `${ORIGIN}/api/catalogue/structure?input=%7B%7D`,
        `${ORIGIN}/assets/noto-sans-jp-12-wght-normal-abc123.woff2`,
      ],
      ORIGIN,
    ),
  ).toEqual([
    `${ORIGIN}/api/strokes/04e09.svg`,
    `${ORIGIN}/api/strokes/04e09.json`,
    `${ORIGIN}/api/kanji/04e09`,
    `${ORIGIN}/api/catalogue/structure?input=%7B%7D`,
    `${ORIGIN}/assets/noto-sans-jp-12-wght-normal-abc123.woff2`,
  ]);
});

test('what the service worker does not keep, and other origins, are left alone', () => {
  expect(
    keptByServiceWorker(
      [
        `${ORIGIN}/api/user`,
        `${ORIGIN}/api/strokes`,
        `${ORIGIN}/zero/sync`,
        `${ORIGIN}/assets/index-abc123.js`,
        'https://elsewhere.example/api/strokes/04e09.svg',
        `${ORIGIN}/elsewhere/api/strokes-like.svg`,
      ],
      ORIGIN,
    ),
  ).toEqual([]);
});
