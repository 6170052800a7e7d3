// The security headers of every response, pages included: Hono's defaults (nosniff, no referrer, HSTS, same-origin
// opener and resources) plus a Content-Security-Policy that allows only this origin's own scripts (no inline script:
// index.html's colour-mode script is public/color-mode.js), and no framing by any page.
import {secureHeaders} from 'hono/secure-headers';
import {ZERO_PUBLIC_URL} from './config.ts';

/** AnkiConnect, which the learner runs on their own computer (any port: its address is theirs to set). A CSP source
 * has no form for an IPv6 address: Chromium refuses http://[::1] with or without a port, logs an error on every page
 * and ignores it. localhost reaches an AnkiConnect on the IPv6 loopback as well, so the app writes [::1] as localhost. */
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*'];

/** The origins a page may connect to: itself (its API and the /zero WebSocket proxy), zero-cache if elsewhere, and
 * AnkiConnect on the learner's computer. */
function connectSources(zeroPublicURL: string): string[] {
  if (!zeroPublicURL) return ["'self'", ...LOOPBACK_HTTP];
  const zero = new URL(zeroPublicURL);
  const socket = new URL(zeroPublicURL);
  socket.protocol = zero.protocol === 'https:' ? 'wss:' : 'ws:';
  return ["'self'", zero.origin, socket.origin, ...LOOPBACK_HTTP];
}

export function securityHeaders(zeroPublicURL = ZERO_PUBLIC_URL) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Deck import and export run SQLite compiled to WebAssembly (sql.js, for Anki packages): compiling it needs
      // this, and it allows no JavaScript eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: connectSources(zeroPublicURL),
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
  });
}
