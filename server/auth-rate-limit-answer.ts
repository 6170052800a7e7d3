// better-auth refuses a request over the account limits (auth-rate-limits.ts) with 429 and its own X-Retry-After
// header; clients and proxies read the standard Retry-After, and the learner reads the message.
import {z} from 'zod';
import {AUTH_RATE_LIMITS} from './auth-rate-limits.ts';

/** Once the longest limit has passed since a refusal, every limit has: a wait the refusal does not make clear. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(AUTH_RATE_LIMITS).map((rule) => rule.window));

const waitSeconds = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(LONGEST_WINDOW_SECONDS))
  .catch(LONGEST_WINDOW_SECONDS);

export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** A 429 with Retry-After in seconds and a sentence saying when; any other answer as it is. */
export function withRetryAfter(response: Response): Response {
  if (response.status !== 429) return response;
  const seconds = waitSeconds.parse(response.headers.get('x-retry-after') ?? '');
  const headers = new Headers(response.headers);
  headers.delete('x-retry-after');
  headers.delete('content-length');
  headers.set('retry-after', String(seconds));
  return Response.json({message: `Too many attempts. Try again in ${tryAgainIn(seconds)}.`}, {status: 429, headers});
}
