// After a deploy, an open tab may ask for a code chunk that no longer exists: reload once to get the new build,
// never in a loop. TanStack Router's lazy routes already do this for route chunks, remembering each failing
// module in sessionStorage under the key below; we share the key, so one failure means one reload in all,
// whoever notices it first, and a second failure shows the error panel.
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/.test(
    message,
  );
}

function reloadKey(error: unknown) {
  return `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`;
}

/** Reloads the page the first time this chunk fails in this tab; returns whether it did. */
export function reloadOnceForChunkError(error: unknown, storage: Storage = sessionStorage): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = reloadKey(error);
  if (storage.getItem(key)) return false;
  storage.setItem(key, '1');
  location.reload();
  return true;
}

export function reloadOnceOnPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError((event as Event & {payload: unknown}).payload)) event.preventDefault();
  });
}
