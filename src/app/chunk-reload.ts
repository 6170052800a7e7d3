// After a deploy, an open tab may ask for a code chunk that no longer exists. Reload once to get the new build;
// never loop: a second failure within the minute is shown as an error instead.
const RELOADED_AT_KEY = 'chunk-reload-at';
const RETRY_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(message);
}

/** Reloads the page if this is the first chunk failure in a while; returns whether it did. */
export function reloadOnceForChunkError(error: unknown, storage: Storage = sessionStorage, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RETRY_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  location.reload();
  return true;
}

export function reloadOnceOnPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError((event as Event & {payload: unknown}).payload)) event.preventDefault();
  });
}
