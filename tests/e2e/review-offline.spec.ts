// Studying offline, however long: answers are kept on the device and shown as pending (Zero keeps applying them here;
// it no longer refuses writes after a minute offline), survive closing the tab, the app reopens offline from the
// service worker, and on reconnect every answer lands exactly once, in order, with the card state reviewStep gives.
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, signUp, uniqueEmail} from './helpers.ts';
import {answerCard as answer, currentUserID, seedCards, storedOutbox} from './review-helpers.ts';
import {reviewStep} from '../../schema/fsrs/review-step.ts';
import type {GradeReviewArgs} from '../../schema/mutators/reviews.ts';

test.use({serviceWorkers: 'allow'});

test('answers given offline are kept, survive a closed tab and land exactly once on reconnect', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const sql = e2eDatabase();
  try {
    await signUp(page, {email: uniqueEmail('offline')});
    const userID = await currentUserID(page);
    const seeded = await seedCards(sql, userID, [
      {key: '食べる', dueInDays: -6},
      {key: '飲む', dueInDays: -5},
      {key: '見る', dueInDays: -4},
      {key: '聞く', dueInDays: -3},
      {key: '読む', dueInDays: -2},
      {key: '書く', dueInDays: -1},
      {key: '話す', dueInDays: 3},
    ]);
    const seededState = new Map(seeded.map((card) => [card.id, card.fsrsCard]));

    await page.goto('/practice/review');
    await expectConnected(page);
    await expect(page.getByTestId('review-remaining')).toHaveText('6 due');
    // The service worker has installed the app shell and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Online: an answer goes straight through.
    await answer(page, 3);
    await expect(page.getByTestId('pending-reviews')).toHaveCount(0);
    await expect
      .poll(async () => (await sql`select count(*)::int as n from fsrs_review_logs where user_id = ${userID}`)[0]!.n)
      .toBe(1);

    // Offline: the indicator says so at once (the browser's offline event), and answers wait on the device.
    await context.setOffline(true);
    await expect(page.getByTestId('connection-state')).toContainText('Offline', {timeout: 5_000});
    await expect(page.getByTestId('connection-state')).not.toHaveAttribute('data-state', 'connected', {
      timeout: 20_000,
    });
    await answer(page, 3);
    await answer(page, 2);
    await expect(page.getByTestId('pending-reviews')).toHaveText('2 answers waiting to sync');
    await expect(page.getByTestId('review-pending')).toContainText('2 answers waiting to sync');
    await expect(page.getByTestId('review-remaining')).toHaveText('3 due');

    await answer(page, 4);
    await expect(page.getByTestId('pending-reviews')).toHaveText('3 answers waiting to sync');
    const offlineAnswers = (await storedOutbox(page)).toSorted((a, b) => a.seq - b.seq);
    expect(offlineAnswers).toHaveLength(3);
    expect(offlineAnswers.map((entry) => entry.name)).toEqual(['reviews.grade', 'reviews.grade', 'reviews.grade']);
    expect(offlineAnswers.map((entry) => (entry.args as GradeReviewArgs).rating)).toEqual([3, 2, 4]);
    expect((await sql`select count(*)::int as n from fsrs_review_logs where user_id = ${userID}`)[0]!.n).toBe(1);

    // Close the tab; open the app again, still offline: the shell comes from the service worker, the answers
    // are still pending and still count.
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/practice/review');
    await expect(reopened.getByRole('heading', {name: 'Review', level: 1})).toBeVisible();
    await expect(reopened.getByTestId('pending-reviews')).toHaveText('3 answers waiting to sync');
    await expect(reopened.getByTestId('review-remaining')).toHaveText('2 due');
    await expect(reopened.getByTestId('review-card')).toBeVisible();

    // Back online: the answers are replayed in order and each lands exactly once.
    await context.setOffline(false);
    await expectConnected(reopened);
    await expect(reopened.getByTestId('pending-reviews')).toHaveCount(0, {timeout: 20_000});
    await expect(reopened.getByTestId('review-remaining')).toHaveText('2 due');

    const logs = await sql<{id: string; card_id: string; rating: number; reviewed: number}[]>`
      select id, card_id, rating, (extract(epoch from reviewed_at) * 1000)::float8 as reviewed
      from fsrs_review_logs where user_id = ${userID} order by reviewed_at`;
    expect(logs).toHaveLength(4);
    expect(logs.slice(1).map((log) => log.id)).toEqual(offlineAnswers.map((entry) => entry.id));
    for (const entry of offlineAnswers) {
      expect(logs.filter((log) => log.id === entry.id)).toHaveLength(1);
    }
    // Every answered card is exactly where reviewStep puts it.
    for (const log of logs) {
      const [card] = await sql<{fsrs_card: unknown; due: number; last_review_id: string}[]>`
        select fsrs_card, (extract(epoch from due_at) * 1000)::float8 as due, last_review_id from fsrs_cards where id = ${log.card_id}`;
      const expected = reviewStep(seededState.get(log.card_id)!, log.rating as 1 | 2 | 3 | 4, log.reviewed).card;
      expect(card).toEqual({fsrs_card: expected, due: expected.due, last_review_id: log.id});
    }
  } finally {
    await sql.end();
  }
});
