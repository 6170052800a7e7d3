// Your data: a learner downloads everything they own, then deletes the account; no row of theirs is left.
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, signUpInContext} from './helpers.ts';
import {seedCards} from './review-helpers.ts';
import type {AccountExport} from '../../server/account/account-data.ts';
import {ownedTables} from '../../server/account/account-data.ts';

test('export, then delete the account: every row of the learner is gone', async ({page, context}) => {
  const learner = await signUpInContext(context, 'your-data');
  const sql = e2eDatabase();
  try {
    await seedCards(sql, learner.id, [
      {key: '食べる', dueInDays: -1},
      {key: '水', type: 'kanji', dueInDays: 2},
    ]);
    await page.goto('/settings');
    await expectConnected(page);
    // A change made here is in the export too.
    await page.getByTestId('desired-retention').selectOption('0.88');
    await expect
      .poll(
        async () =>
          (
            await sql`select user_preferences->'fsrs'->>'desiredRetention' as r from profiles where user_id = ${learner.id}`
          )[0]?.r,
      )
      .toBe('0.88');

    const download = page.waitForEvent('download');
    await page.getByTestId('export-data').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^genki-study-export-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as AccountExport;
    expect(data.account.id).toBe(learner.id);
    expect(data.tables.fsrs_cards!.map((card) => card.practice_item_key).sort()).toEqual(['水', '食べる']);
    expect(data.tables.profiles![0]!.user_preferences).toMatchObject({fsrs: {desiredRetention: 0.88}});

    await page.getByTestId('delete-account').click();
    await page.getByTestId('confirm-email').fill('someone-else@example.test');
    await page.getByTestId('confirm-delete').click();
    await expect(page.locator('#confirm-email-error')).toHaveText('That is not the email address of this account');

    await page.getByTestId('confirm-email').fill(learner.email);
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();

    const {direct} = await ownedTables(sql);
    for (const {table, column} of direct) {
      const [row] = await sql<
        {n: number}[]
      >`select count(*)::int as n from ${sql(table)} where ${sql(column)} = ${learner.id}`;
      expect(row!.n, `${table}.${column}`).toBe(0);
    }
    const [user] = await sql<{n: number}[]>`select count(*)::int as n from auth."user" where id = ${learner.id}`;
    expect(user!.n).toBe(0);
  } finally {
    await sql.end();
  }
});
