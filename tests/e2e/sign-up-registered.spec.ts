// Signing up with an address that already has an account: the page does not say so (nor does the server's answer);
// it says an email is on its way, and the owner's email says how to sign in. No one is signed in.
import {expect, test} from '@playwright/test';
import {randomLoopbackAddress, signUp as signUpOverHTTP} from '../support/accounts.ts';
import {E2E_PORT} from '../../playwright.config.ts';

test('signing up with a registered address says to check the email, and signs no one in', async ({page}) => {
  const owner = await signUpOverHTTP(`http://localhost:${E2E_PORT}`, 'registered-e2e');
  await page.context().setExtraHTTPHeaders({'x-forwarded-for': randomLoopbackAddress()});
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('a guess at the password');
  await page.getByRole('button', {name: 'Create account'}).click();

  await expect(page.getByTestId('sign-up-mailed')).toHaveText(
    `Check your email: we have sent ${owner.email} a message saying how to go on.`,
  );
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByRole('link', {name: 'I have an account: sign in'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Forgot your password?'})).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('better-auth.session_token');
});
