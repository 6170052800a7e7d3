// Colour mode before the first paint, from the colour-mode cookie: no flash of the wrong theme. A file, not an
// inline script, so the Content-Security-Policy can forbid inline scripts (server/security-headers.ts).
(function () {
  var match = document.cookie.match(/(?:^|; )color-mode=(light|dark|system)(?:;|$)/);
  var mode = match ? match[1] : 'system';
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.colorMode = mode;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
