// The app's own fonts, the same glyphs on every device. Kana and kanji need a Japanese font, and a fresh machine (or a
// Windows one) may have none: Noto Sans JP. The conjugation drill's emoji hints need an emoji font, and a machine
// without one shows empty boxes: Noto Emoji (monochrome, so it takes the text's colour). Both are served with the app,
// split by unicode-range so a page downloads only the slices of the characters it shows. Their stylesheets (Noto Sans
// JP's 124 @font-face rules are 30 KB gzipped) load once the first page's content is shown and the page is idle
// (src/main.tsx), so that neither their download nor their parsing delays that content; text shows in the fallback
// until then (font-display: swap). The service worker keeps the slices once fetched (vite.config.ts).
const IDLE_WITHIN_MS = 1000;

const FONTS = [
  {name: 'The Japanese font', load: () => import('@fontsource-variable/noto-sans-jp')},
  {name: 'The emoji font', load: () => import('@fontsource/noto-emoji')},
];

function loadFonts() {
  // Without one (an old build's chunk gone, offline before it was ever cached) its text keeps the fallback font.
  for (const font of FONTS)
    font.load().catch((error: unknown) => console.warn(`${font.name} could not be loaded`, error));
}

export function loadFontsWhenIdle() {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(loadFonts, {timeout: IDLE_WITHIN_MS});
  else setTimeout(loadFonts, IDLE_WITHIN_MS / 5);
}
