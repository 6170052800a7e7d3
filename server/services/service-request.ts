// One call to an external service's API from our server, classified by what the learner can do about it: the key
// was refused (give another), the service asks us to slow down (until when), or it could not be reached now.
export type ServiceAnswer<T> =
  | {type: 'ok'; value: T}
  | {type: 'key-rejected'}
  | {type: 'rate-limited'; retryAt: number}
  | {type: 'unreachable'; detail: string};

const TIMEOUT_MS = 8_000;
const DEFAULT_BACKOFF_MS = 60_000;

/** When a 429 may be tried again: RateLimit-Reset (WaniKani: epoch seconds) or Retry-After (seconds), else a minute. */
export function retryAtOf(headers: Headers, now = Date.now()): number {
  const reset = Number(headers.get('ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return reset > 1e9 ? reset * 1000 : now + reset * 1000;
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return now + after * 1000;
  return now + DEFAULT_BACKOFF_MS;
}

export async function callService<T>(
  url: string,
  init: RequestInit,
  read: (body: unknown) => T,
): Promise<ServiceAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {...init, signal: AbortSignal.timeout(TIMEOUT_MS)});
  } catch (error) {
    return {type: 'unreachable', detail: error instanceof Error ? error.message : String(error)};
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return {type: 'key-rejected'};
  }
  if (response.status === 429) {
    await response.body?.cancel();
    return {type: 'rate-limited', retryAt: retryAtOf(response.headers)};
  }
  if (!response.ok) {
    await response.body?.cancel();
    return {type: 'unreachable', detail: `${response.status} ${response.statusText}`};
  }
  try {
    return {type: 'ok', value: read(await response.json())};
  } catch (error) {
    return {
      type: 'unreachable',
      detail: `an answer we could not read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}
