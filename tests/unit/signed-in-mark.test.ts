import {describe, expect, test} from 'vitest';
import {signedInMarkFor} from '../../server/signed-in-mark.ts';
import {hasSignedInMark, signedInMarkCookie} from '../../schema/signed-in-mark.ts';

describe('signedInMarkFor', () => {
  test('a response that sets a session sets the mark for 400 days', () => {
    expect(
      signedInMarkFor(['better-auth.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax'], false),
    ).toBe('signed-in=1; Max-Age=34560000; Path=/; SameSite=Lax');
  });

  test('secure cookies keep the mark secure too', () => {
    expect(signedInMarkFor(['__Secure-better-auth.session_token=abc; Path=/; HttpOnly; Secure'], true)).toBe(
      'signed-in=1; Max-Age=34560000; Path=/; SameSite=Lax; Secure',
    );
  });

  test('a response that clears the session clears the mark', () => {
    expect(signedInMarkFor(['better-auth.session_token=; Max-Age=0; Path=/'], false)).toBe(
      'signed-in=; Max-Age=0; Path=/; SameSite=Lax',
    );
    expect(signedInMarkFor(['better-auth.session_token=abc; Max-Age=0; Path=/'], false)).toBe(
      'signed-in=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  test('other cookies leave the mark alone', () => {
    expect(signedInMarkFor([], false)).toBeUndefined();
    expect(signedInMarkFor(['better-auth.session_data=xyz; Path=/', 'settings=%7B%7D; Path=/'], false)).toBeUndefined();
  });
});

describe('signedInMarkCookie', () => {
  test('the same cookie the server sends, for the client to set and clear', () => {
    expect(signedInMarkCookie(true, false)).toBe('signed-in=1; Max-Age=34560000; Path=/; SameSite=Lax');
    expect(signedInMarkCookie(false, true)).toBe('signed-in=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});

describe('hasSignedInMark', () => {
  test('reads the mark among other cookies, and only when it is set', () => {
    expect(hasSignedInMark('settings=%7B%7D; signed-in=1')).toBe(true);
    expect(hasSignedInMark('signed-in=1; settings=%7B%7D')).toBe(true);
    expect(hasSignedInMark('signed-in=')).toBe(false);
    expect(hasSignedInMark('not-signed-in=1')).toBe(false);
    expect(hasSignedInMark('')).toBe(false);
  });
});
