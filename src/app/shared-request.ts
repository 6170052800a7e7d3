// One request shared by every part of a page that asks for the same thing at about the same moment (the navigation
// and the page both showing the due counts ask after the same change). Each caller is answered by a request that
// started after its call, never by one sent before it; at most one runs at a time, and callers that ask while it
// runs share the next one. Answers come in the order the requests were made.

export function sharedRequest<T>(request: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | null = null;
  return () => {
    if (next) return next;
    const previous = running;
    next = (async () => {
      // Callers in this same task join before the request starts (the await yields at least once).
      await previous.catch(() => {});
      next = null;
      const result = request();
      running = result;
      return result;
    })();
    return next;
  };
}
