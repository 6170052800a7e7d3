// Whether a request that changes something (or opens the sync socket) comes from one of our pages. Browsers send
// `Origin` on every such request and WebSocket handshake; lacking it, `Sec-Fetch-Site` says where the request came
// from. A request with neither is not a browser's (zero-cache calling the mutate endpoint, a test client, curl) and
// carries no cookie a page could have lent it.
export function isFromOurPages(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return allowed.includes(origin);
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
