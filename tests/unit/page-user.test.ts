// Who a page starts as (src/main.tsx, src/app/session/session.ts): a returning learner's page starts at once as the
// user this browser remembers, not after /api/user (issue 25), and starts again when the server names someone else.
import {describe, expect, test} from 'vitest';
import {pageUserOf, startsAgain} from '../../src/app/session/session.ts';
import type {UserClaims} from '../../schema/user-claims.ts';

const claims = (id: string, email = `${id}@example.test`): UserClaims => ({
  id,
  email,
  phone: '',
  app_metadata: {provider: 'email'},
  user_metadata: {name: id, email_verified: true},
  role: 'authenticated',
  aud: 'authenticated',
  created_at: '',
  is_anonymous: false,
});

const unanswered = new Promise<UserClaims | null>(() => {});
const settledWithin = async <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('unsettled'), 20))]);

describe('pageUserOf', () => {
  test('a returning learner starts as the remembered user without waiting for the server', async () => {
    expect(await settledWithin(pageUserOf(true, claims('a'), unanswered))).toEqual(claims('a'));
  });

  test('with the mark but no remembered user, the page waits for the server', async () => {
    expect(await settledWithin(pageUserOf(true, null, unanswered))).toBe('unsettled');
    expect(await pageUserOf(true, null, Promise.resolve(claims('b')))).toEqual(claims('b'));
  });

  test('without the mark the page is a visitor’s, whoever was remembered', async () => {
    expect(await pageUserOf(false, claims('a'), unanswered)).toBeNull();
  });
});

describe('startsAgain', () => {
  test('the server naming the same user changes nothing', () => {
    expect(startsAgain(claims('a'), claims('a'), true)).toBe(false);
  });

  test('the server naming someone else, or the same user with other claims, starts the page again', () => {
    expect(startsAgain(claims('a'), claims('b'), true)).toBe(true);
    expect(startsAgain(claims('a'), claims('a', 'new@example.test'), true)).toBe(true);
  });

  test('the server saying nobody is signed in (the mark cleared) starts a learner’s page again as a visitor’s', () => {
    expect(startsAgain(claims('a'), null, false)).toBe(true);
  });

  test('a visitor’s page whose session the mark missed starts again as the learner’s', () => {
    expect(startsAgain(null, claims('a'), true)).toBe(true);
    expect(startsAgain(null, null, false)).toBe(false);
  });

  test('an answer that settled nothing (an error, the mark left) keeps the page as it started', () => {
    expect(startsAgain(claims('a'), null, true)).toBe(false);
    expect(startsAgain(null, null, true)).toBe(false);
  });
});
