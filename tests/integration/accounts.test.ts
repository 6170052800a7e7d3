// Accounts through the real HTTP API: session cookies, the user's claims, sign-out, password reset by the
// emailed link, sign-up with an address that has an account, and the sign-in rate limit.
import fs from 'node:fs';
import {afterAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {randomLoopbackAddress, requestFrom, signIn, signUp, uniqueEmail, type TestUser} from '../support/accounts.ts';
import {settingsCookieValue} from '../../schema/settings-cookie.ts';
import {parseSettings, type Settings} from '../../schema/settings.ts';
import {liveService} from '../../schema/external-services.ts';
import {AUTH_RATE_LIMITS} from '../../server/auth-rate-limits.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 1, onnotice: () => {}});
afterAll(() => sql.end());

const claims = (cookie?: string) =>
  fetch(`${baseURL}/api/user`, {headers: cookie ? {cookie} : {}}).then((response) => response.json());

const post = (path: string, body: unknown, cookie?: string) =>
  fetch(`${baseURL}/api/auth${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: baseURL, ...(cookie ? {cookie} : {})},
    body: JSON.stringify(body),
    redirect: 'manual',
  });

/** A POST to the account API from a loopback address of its own, clear of the limits earlier requests used up. */
const postFromOwnAddress = (path: string, body: unknown) =>
  requestFrom(randomLoopbackAddress(), `${baseURL}/api/auth${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: baseURL},
    body: JSON.stringify(body),
  });

/** What the server printed to `to` since the log had `logBefore` characters (without SMTP, emails go to its log). */
async function emailTo(to: string, logBefore: number): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const printed = fs.readFileSync(inject('serverLogFile'), 'utf8').slice(logBefore);
    const start = printed.indexOf(`To: ${to}\n`);
    if (start >= 0) return printed.slice(start).split('\n[mail]')[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
const serverLogLength = () => fs.readFileSync(inject('serverLogFile'), 'utf8').length;

describe('sessions and claims', () => {
  let learner: TestUser;

  test('sign-up sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const email = uniqueEmail('cookie');
    const response = await post('/sign-up/email', {email, password: 'correct horse battery', name: 'Cookie'});
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//i);
    // Beside it, the signed-in mark a page's scripts read (not a credential): a page without it renders at once.
    const mark = response.headers.getSetCookie().find((cookie) => cookie.startsWith('signed-in='));
    expect(mark).toMatch(/^signed-in=1; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    const body = (await response.json()) as {user: {id: string}};
    learner = {
      id: body.user.id,
      email,
      password: 'correct horse battery',
      cookie: line!.split(';')[0]!,
      browserCookies: [line!.split(';')[0]!, mark!.split(';')[0]!],
    };
  });

  test("the server holds the sign-up form's name rule: over 80 characters is refused and no account is made; a name is trimmed", async () => {
    const email = uniqueEmail('long-name');
    const refused = await post('/sign-up/email', {email, password: 'correct horse battery', name: 'x'.repeat(81)});
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as {message: string}).message).toBe('Use at most 80 characters for your name');
    expect(await sql`select 1 from auth."user" where email = ${email}`).toHaveLength(0);

    const accepted = await post('/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: `  ${'y'.repeat(80)}  `,
    });
    expect(accepted.status).toBe(200);
    expect((await sql`select name from auth."user" where email = ${email}`)[0]?.name).toBe('y'.repeat(80));
  });

  test('the claims of a signed-in user have the shape of requirements §3.1', async () => {
    expect(await claims(learner.cookie)).toEqual({
      error: null,
      user: {
        id: learner.id,
        email: learner.email,
        phone: '',
        app_metadata: {provider: 'email'},
        user_metadata: {name: 'Cookie', email_verified: false},
        role: 'authenticated',
        aud: 'authenticated',
        created_at: '',
        is_anonymous: false,
      },
    });
  });

  test('no cookie, or a forged one: "Authentication failed" with an empty user', async () => {
    expect(await claims()).toEqual({user: null, error: 'Authentication failed'});
    expect(await claims('better-auth.session_token=forged.value')).toEqual({
      user: null,
      error: 'Authentication failed',
    });
  });

  test('after sign-out the old cookie is worthless', async () => {
    const response = await post('/sign-out', {}, learner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('signed-in='))).toMatch(
      /^signed-in=; Max-Age=0;/,
    );
    expect(await claims(learner.cookie)).toEqual({user: null, error: 'Authentication failed'});
  });

  test('settings chosen before signing up carry over into the new profile', async () => {
    const cookie = `settings=${settingsCookieValue(parseSettings({'color-mode': 'dark', 'active-textbook': 'genki_2', 'device-type': 'mobile'}))}`;
    const user = await signUp(baseURL, 'carry-over', cookie);
    const [row] = await sql<
      {user_preferences: Record<string, unknown>}[]
    >`select user_preferences from profiles where user_id = ${user.id}`;
    expect(row?.user_preferences).toMatchObject({'color-mode': 'dark', 'active-textbook': 'genki_2'});
    // The device's own keys stay out of the profile.
    expect(row?.user_preferences).not.toHaveProperty('device-type');
  });

  test('a settings cookie cannot say that a WaniKani or jpdb key works: only the server, having checked a key, says so', async () => {
    const forged: Settings['service-preferences'] = {
      anki: {mode: 'disabled', data_imported: true, is_api_key_valid: true},
      wanikani: {mode: 'live', data_imported: true, is_api_key_valid: true},
      jpdb: {mode: 'disabled', data_imported: false, is_api_key_valid: true},
    };
    const user = await signUp(
      baseURL,
      'forged-key',
      `settings=${settingsCookieValue(parseSettings({'service-preferences': forged}))}`,
    );
    const [row] = await sql<
      {user_preferences: Settings}[]
    >`select user_preferences from profiles where user_id = ${user.id}`;
    const services = row!.user_preferences['service-preferences'];
    expect(services.wanikani).toEqual({mode: 'live', data_imported: true, is_api_key_valid: false});
    expect(services.jpdb).toEqual({mode: 'disabled', data_imported: false, is_api_key_valid: false});
    expect(liveService(services)).toBeNull();
    // Anki's flag is the browser's to say (only it reaches AnkiConnect), as in a settings change.
    expect(services.anki).toEqual(forged.anki);
  });
});

describe('signing up with an address that has an account', () => {
  test('answers as a new sign-up does, signs no one in, changes nothing, and emails the owner', async () => {
    const owner = await signUp(baseURL, 'registered');
    type SignUpAnswer = {token: string | null; user: Record<string, unknown>};
    const fresh = await postFromOwnAddress('/sign-up/email', {
      email: uniqueEmail('fresh'),
      password: 'correct horse battery',
      name: 'Fresh',
    });
    const freshBody = (await fresh.json()) as SignUpAnswer;
    const logBefore = serverLogLength();
    for (const password of ["someone else's guess", owner.password]) {
      const again = await postFromOwnAddress('/sign-up/email', {
        email: owner.email.toUpperCase(),
        password,
        name: 'Fresh',
      });
      expect(again.status).toBe(fresh.status);
      const body = (await again.json()) as SignUpAnswer;
      expect(Object.keys(body)).toEqual(Object.keys(freshBody));
      expect(Object.keys(body.user)).toEqual(Object.keys(freshBody.user));
      expect(body.user).toMatchObject({email: owner.email, name: 'Fresh', emailVerified: false, image: null});
      expect(body.user.id).not.toBe(owner.id);
      // No session: a new account's answer carries one, and nothing can make this one look the same (see
      // server/registered-address-sign-up.ts).
      expect(body.token).toBeNull();
      expect(again.headers.getSetCookie()).toEqual([]);
    }
    expect(await sql`select 1 from auth."user" where email = ${owner.email}`).toHaveLength(1);
    expect((await postFromOwnAddress('/sign-in/email', {email: owner.email, password: owner.password})).status).toBe(
      200,
    );

    const email = await emailTo(owner.email, logBefore);
    expect(email).toContain('Subject: Someone tried to make a Genki Study account with your address');
    expect(email).toContain('/auth?mode=sign-in');
    expect(email).toContain('/auth?mode=forgot');
  });

  test('a name that is too long is refused the same whether or not the address has an account', async () => {
    const owner = await signUp(baseURL, 'long-name-owner');
    for (const email of [owner.email, uniqueEmail('long-name-stranger')]) {
      const refused = await postFromOwnAddress('/sign-up/email', {
        email,
        password: 'correct horse battery',
        name: 'x'.repeat(81),
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as {message: string}).message).toBe('Use at most 80 characters for your name');
    }
  });
});

describe('password reset', () => {
  test('the emailed link lets the learner choose a new password, and ends old sessions', async () => {
    const user = await signUp(baseURL, 'forgetful');
    const logBefore = fs.readFileSync(inject('serverLogFile'), 'utf8').length;
    expect((await post('/request-password-reset', {email: user.email, redirectTo: '/reset-password'})).status).toBe(
      200,
    );

    // Without SMTP the email is printed by the server.
    let link: string | undefined;
    for (let attempt = 0; attempt < 100 && !link; attempt++) {
      const printed = fs.readFileSync(inject('serverLogFile'), 'utf8').slice(logBefore);
      if (printed.includes(`To: ${user.email}`))
        link = printed.match(/http:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(link).toBeDefined();

    const landing = await fetch(link!, {redirect: 'manual'});
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location')!, baseURL).searchParams.get('token');
    expect(new URL(landing.headers.get('location')!, baseURL).pathname).toBe('/reset-password');
    expect(token).toBeTruthy();

    expect((await post('/reset-password', {newPassword: 'short', token})).status).toBe(400);
    expect((await post('/reset-password', {newPassword: 'a brand new passphrase', token})).status).toBe(200);
    expect((await post('/reset-password', {newPassword: 'yet another passphrase', token})).status).toBe(400);

    expect(await claims(user.cookie)).toEqual({user: null, error: 'Authentication failed'});
    expect((await signIn(baseURL, user.email, user.password)).status).toBe(401);
    expect((await signIn(baseURL, user.email, 'a brand new passphrase')).status).toBe(200);
  });

  test('asking for an unknown email says the same and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await post('/request-password-reset', {email, redirectTo: '/reset-password'});
    expect(response.status).toBe(200);
    // Give a mail that should not exist time to be printed, then check it was not.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fs.readFileSync(inject('serverLogFile'), 'utf8')).not.toContain(`To: ${email}`);
  });

  test('a reset link leads only to a page of this site, whoever asked for it or edited it', async () => {
    const user = await signUp(baseURL, 'lured');
    for (const redirectTo of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example',
    ]) {
      expect(
        (await postFromOwnAddress('/request-password-reset', {email: user.email, redirectTo})).status,
        redirectTo,
      ).toBe(403);
    }
    expect(
      (await postFromOwnAddress('/request-password-reset', {email: user.email, redirectTo: '/reset-password'})).status,
    ).toBe(200);
    const [row] = await sql<
      {identifier: string}[]
    >`select identifier from auth.verification where value = ${user.id} and identifier like 'reset-password:%'`;
    const token = row!.identifier.slice('reset-password:'.length);
    for (const callbackURL of ['/\\evil.example', '/\t/evil.example', '//evil.example']) {
      const landing = await requestFrom(
        randomLoopbackAddress(),
        `${baseURL}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(callbackURL)}`,
        {method: 'GET'},
      );
      expect(landing.status, callbackURL).toBe(403);
    }
  });

  test('using one emailed link spends every other link to the account', async () => {
    const user = await signUp(baseURL, 'two-links');
    for (let link = 0; link < 2; link++) {
      expect(
        (await postFromOwnAddress('/request-password-reset', {email: user.email, redirectTo: '/reset-password'}))
          .status,
      ).toBe(200);
    }
    // better-auth keeps one verification row per link: identifier "reset-password:<token>", value the user's id.
    const tokens = (
      await sql<{identifier: string}[]>`
      select identifier from auth.verification where value = ${user.id} and identifier like 'reset-password:%' order by "createdAt"`
    ).map((row) => row.identifier.slice('reset-password:'.length));
    expect(tokens).toHaveLength(2);

    expect(
      (await postFromOwnAddress('/reset-password', {newPassword: 'the first new passphrase', token: tokens[0]})).status,
    ).toBe(200);
    const late = await postFromOwnAddress('/reset-password', {
      newPassword: 'the second new passphrase',
      token: tokens[1],
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as {code: string}).code).toBe('INVALID_TOKEN');
    expect(
      (await postFromOwnAddress('/sign-in/email', {email: user.email, password: 'the first new passphrase'})).status,
    ).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  // Runs last in this file: it locks sign-in from this address for a minute.
  const {max} = AUTH_RATE_LIMITS['/sign-in/email'];

  test(`at most ${max} attempts a minute reach the password check, and a forged X-Forwarded-For does not help`, async () => {
    const user = await signUp(baseURL, 'guessed');
    const responses: Response[] = [];
    // Earlier tests in this file may already have used some of this minute's attempts.
    for (let attempt = 0; attempt <= max && responses.at(-1)?.status !== 429; attempt++) {
      responses.push(await signIn(baseURL, user.email, `wrong guess ${attempt}`));
    }
    const statuses = responses.map((response) => response.status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);

    // The refusal says, in whole seconds, when the next attempt may come: within the minute this limit lasts.
    const refused = responses.at(-1)!;
    const retryAfter = refused.headers.get('retry-after');
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(AUTH_RATE_LIMITS['/sign-in/email'].window);
    expect(refused.headers.get('x-retry-after')).toBeNull();
    expect(((await refused.json()) as {message: string}).message).toMatch(
      /^Too many attempts\. Try again in (\d+ seconds|1 second|a minute)\.$/,
    );
    expect((await signIn(baseURL, user.email, user.password, {'x-forwarded-for': '203.0.113.7'})).status).toBe(429);
    expect((await signIn(baseURL, user.email, user.password)).status).toBe(429);
  });
});
