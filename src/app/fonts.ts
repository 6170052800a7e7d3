// Kana and kanji need a Japanese font, and a fresh machine (or a Windows one) may have none: Noto Sans JP is served
// with the app, split by unicode-range so a page downloads only the slices of the characters it shows. Its
// stylesheet (124 @font-face rules, 30 KB gzipped) loads once the first render is done and the page is idle, so
// that neither its download nor its parsing delays the page's content; text shows in the fallback until then
// (font-display: swap). The service worker keeps the slices once fetched (vite.config.ts).
const IDLE_WITHIN_MS = 1000;

function loadJapaneseFont() {
  // Without it (an old build's chunk gone, offline before it was ever cached) text keeps the fallback font.
  import('@fontsource-variable/noto-sans-jp').catch((error: unknown) => console.warn('The Japanese font could not be loaded', error));
}

export function loadJapaneseFontWhenIdle() {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(loadJapaneseFont, {timeout: IDLE_WITHIN_MS});
  else setTimeout(loadJapaneseFont, IDLE_WITHIN_MS / 5);
}
