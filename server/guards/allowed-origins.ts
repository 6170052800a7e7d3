// The origins whose pages may change anything here: this app's own (PUBLIC_URL), on a developer's machine its
// localhost and 127.0.0.1 spellings, and zero-cache's when browsers reach it elsewhere (ZERO_PUBLIC_URL). A page of
// another port of the same host, or of a sibling subdomain, is the same *site* and carries the learner's SameSite=Lax
// cookie, but not one of these origins.
import {IS_PRODUCTION, PORT, PUBLIC_URL, ZERO_PUBLIC_URL} from '../config.ts';

export function allowedOrigins({
  publicURL = PUBLIC_URL,
  zeroPublicURL = ZERO_PUBLIC_URL,
  production = IS_PRODUCTION,
  port = PORT,
} = {}): string[] {
  const origins = [new URL(publicURL).origin];
  if (!production) origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  if (zeroPublicURL) origins.push(new URL(zeroPublicURL).origin);
  return [...new Set(origins)];
}

export const ALLOWED_ORIGINS = allowedOrigins();
