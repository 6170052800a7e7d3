// After signing in, a learner goes where the sign-in link's `redirect` says, but only to a page of this site: anyone
// can write that parameter into a link, and browsers read `/\host` or `/<tab>/host` as another host.
import {expect, test} from '@playwright/test';
import {randomLoopbackAddress, signUp as signUpOverHTTP} from '../support/accounts.ts';
import {E2E_PORT} from '../../playwright.config.ts';

const ELSEWHERE = 'http://127.0.0.1:9999';

test('a redirect to another host is not followed; one to a page of this site is', async ({page, baseURL}) => {
  const learner = await signUpOverHTTP(`http://localhost:${E2E_PORT}`, 'redirected');
  // Were the browser sent elsewhere, this answers for the other host, so that the test sees where it landed.
  await page
    .context()
    .route(`${ELSEWHERE}/**`, (route) => route.fulfill({contentType: 'text/html', body: '<h1>Landed elsewhere</h1>'}));

  const signInGoingTo = async (redirect: string) => {
    await page.context().clearCookies();
    await page.context().setExtraHTTPHeaders({'x-forwarded-for': randomLoopbackAddress()});
    await page.goto(`/auth?mode=sign-in&redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.getByRole('button', {name: 'Sign in', exact: true}).click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    return new URL(page.url());
  };

  for (const hostile of [
    '/\\127.0.0.1:9999/landed.html',
    '/\t/127.0.0.1:9999/landed.html',
    '//127.0.0.1:9999/landed.html',
    '/%5C127.0.0.1:9999/landed.html',
  ]) {
    const landed = await signInGoingTo(hostile);
    expect(landed.origin, `redirect ${JSON.stringify(hostile)}`).toBe(new URL(baseURL!).origin);
    expect(landed.pathname, `redirect ${JSON.stringify(hostile)}`).toBe('/dashboard');
  }

  const landed = await signInGoingTo('/settings');
  expect(landed.origin).toBe(new URL(baseURL!).origin);
  expect(landed.pathname).toBe('/settings');
});
