// Forgotten password: ask for a link, follow it, choose a new password, sign in with it. The email is only printed
// to the server log here, so the test reads the reset token where better-auth keeps it (auth.verification).
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, newDevice, PASSWORD, signIn, signUp, uniqueEmail} from './helpers.ts';

test('a learner resets a forgotten password through the emailed link and signs in with the new one', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('reset');
  await signUp(page, {email});
  await expectConnected(page);

  const other = await newDevice(browser, testInfo);
  const sql = e2eDatabase();
  try {
    const forgetful = await other.newPage();
    await forgetful.goto('/auth?mode=forgot');
    await expect(forgetful).toHaveTitle('Sign in · Genki Study');
    await expect(forgetful.getByRole('heading', {name: 'Reset your password'})).toBeVisible();
    await forgetful.getByLabel('Email').fill(email);
    await forgetful.getByRole('button', {name: 'Send reset link'}).click();
    await expect(forgetful.getByTestId('reset-sent')).toContainText(email);

    // better-auth stores one verification row per link: identifier "reset-password:<token>", value = the user's id.
    const [user] = await sql<{id: string}[]>`select id from auth."user" where email = ${email}`;
    expect(user).toBeDefined();
    const rows = await sql<{identifier: string}[]>`
      select identifier from auth.verification where value = ${user!.id} and identifier like 'reset-password:%'`;
    expect(rows).toHaveLength(1);
    const token = rows[0]!.identifier.slice('reset-password:'.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    // The emailed link goes through the auth API, which forwards to the app's reset page with the token.
    await forgetful.goto(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    await expect(forgetful).toHaveURL(new RegExp(`/reset-password\\?token=${token}$`));
    await expect(forgetful).toHaveTitle('Reset your password · Genki Study');
    await expect(forgetful.getByRole('heading', {name: 'Choose a new password'})).toBeVisible();

    // Mismatched repeat is refused in the form.
    const newPassword = 'a-brand-new-passphrase';
    await forgetful.getByLabel('New password').fill(newPassword);
    await forgetful.getByLabel('Repeat it').fill(`${newPassword}!`);
    await forgetful.getByRole('button', {name: 'Save new password'}).click();
    await expect(forgetful.getByText('The two passwords differ')).toBeVisible();

    await forgetful.getByLabel('Repeat it').fill(newPassword);
    await forgetful.getByRole('button', {name: 'Save new password'}).click();
    await expect(forgetful.getByTestId('reset-done')).toBeVisible();

    // The link works once.
    expect(await sql`select 1 from auth.verification where identifier = ${rows[0]!.identifier}`).toHaveLength(0);

    // The old password no longer opens the account; the new one does.
    await forgetful.goto('/auth?mode=sign-in');
    await forgetful.getByLabel('Email').fill(email);
    await forgetful.getByLabel('Password').fill(PASSWORD);
    await forgetful.getByRole('button', {name: 'Sign in', exact: true}).click();
    await expect(forgetful.getByRole('alert')).toHaveText('That email and password do not match an account.');

    await signIn(forgetful, {email, password: newPassword});
    await expect(forgetful.getByTestId('account-email')).toHaveText(email.split('@')[0]!);
    await expectConnected(forgetful);

    // Resetting the password ended the sessions that existed before it.
    await page.reload();
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
  } finally {
    await sql.end();
    await other.close();
  }
});
