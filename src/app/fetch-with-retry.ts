// GETs of content that does not change while the page is open (the catalogue, stroke images, kanji facts): a
// network error or a server error is tried again, up to 3 more times with backoff from 1 s capped at 30 s
// (requirements §9), before the page shows an error. A definite answer (2xx, 4xx) is returned at once.
import {retryDelay} from './retry-delay.ts';

export const FETCH_RETRIES = 3;

type Options = {retries?: number; wait?: (ms: number) => Promise<void>};
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function worthRetrying(response: Response): boolean {
  return response.status >= 500 || response.status === 429;
}

export async function fetchWithRetry(
  url: string,
  init?: RequestInit,
  {retries = FETCH_RETRIES, wait = sleep}: Options = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, init);
      if (!worthRetrying(response) || attempt >= retries) return response;
    } catch (error) {
      // An aborted request was meant to stop; anything else (offline, connection reset) may pass.
      if (attempt >= retries || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    await wait(retryDelay(attempt + 1));
  }
}
