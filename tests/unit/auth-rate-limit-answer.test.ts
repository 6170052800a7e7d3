import {describe, expect, test} from 'vitest';
import {tryAgainIn, withRetryAfter} from '../../server/auth-rate-limit-answer.ts';
import {AUTH_RATE_LIMITS} from '../../server/auth-rate-limits.ts';

const betterAuthRefusal = (xRetryAfter: string) =>
  new Response(JSON.stringify({message: 'Too many requests. Please try again later.'}), {
    status: 429,
    headers: {'content-type': 'application/json', 'x-retry-after': xRetryAfter},
  });

describe('withRetryAfter', () => {
  test('a refusal says when to come back in the standard header, in seconds, and in words', async () => {
    const response = withRetryAfter(betterAuthRefusal('42'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('x-retry-after')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({message: 'Too many attempts. Try again in 42 seconds.'});
  });

  test('a wait it cannot read, or longer than any limit lasts, is the longest limit: after that every limit has passed', async () => {
    const longest = Math.max(...Object.values(AUTH_RATE_LIMITS).map((rule) => rule.window));
    for (const unreadable of ['179570968019623', '0', '-5', '1.5', 'soon', '']) {
      expect(withRetryAfter(betterAuthRefusal(unreadable)).headers.get('retry-after'), unreadable).toBe(
        String(longest),
      );
    }
  });

  test('other answers pass as they are', () => {
    const ok = new Response('{}', {status: 200, headers: {'x-retry-after': '3'}});
    expect(withRetryAfter(ok)).toBe(ok);
  });
});

test.each([
  [1, '1 second'],
  [2, '2 seconds'],
  [59, '59 seconds'],
  [60, 'a minute'],
  [61, '2 minutes'],
  [300, '5 minutes'],
])('tryAgainIn(%i) is "%s"', (seconds, words) => {
  expect(tryAgainIn(seconds)).toBe(words);
});
