// "Optimise my schedule" on the settings page: with a generated history of more than 400 reviews the learner sees
// the fitted parameters, the log loss before and after and the workload, applies them, and the next review they
// answer is scheduled with them, identically in the browser and on the server.
import {expect, test} from '@playwright/test';
import {e2eDatabase, expectConnected, signUpInContext} from './helpers.ts';
import {answerCard, seedCards} from './review-helpers.ts';
import {generateReviewLog} from '../support/review-log.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {reviewStep, type StoredCard} from '../../schema/fsrs/review-step.ts';

const DAY = 86_400_000;

test('a learner optimises their schedule, applies it, and their next review uses it', async ({page, context}) => {
  const learner = await signUpInContext(context, 'optimise');
  const sql = e2eDatabase();
  try {
    const log = generateReviewLog({cards: 120, days: 90, start: Date.now() - 200 * DAY});
    const ids = new Map(
      log.cards.map(({cardKey}) => [
        cardKey,
        cardID({userID: learner.id, itemKey: cardKey, type: 'vocabulary', mode: 'meanings'}),
      ]),
    );
    await sql`insert into fsrs_cards ${sql(
      log.cards.map(({cardKey, card, createdAt}) => ({
        id: ids.get(cardKey)!,
        user_id: learner.id,
        practice_item_key: cardKey,
        type: 'vocabulary',
        mode: 'meanings',
        fsrs_card: sql.json(card),
        due_at: new Date(card.due),
        created_at: new Date(createdAt),
        updated_at: new Date(card.last_review!),
      })),
    )}`;
    await sql`insert into fsrs_review_logs ${sql(
      log.reviews.map((review) => ({
        id: crypto.randomUUID(),
        card_id: ids.get(review.cardKey)!,
        user_id: learner.id,
        rating: review.rating,
        state: review.state,
        review_log: sql.json(review.log as never),
        reviewed_at: new Date(review.reviewedAt),
      })),
    )}`;
    expect(log.reviews.length).toBeGreaterThan(400);

    await page.goto('/settings#settings-reviews');
    await expectConnected(page);
    await expect(page.getByTestId('review-count')).toHaveText(`Fits FSRS to your ${log.reviews.length} reviews.`);
    await page.getByTestId('optimise-button').click();
    const report = page.getByTestId('optimise-report');
    await expect(report).toBeVisible({timeout: 30_000});
    await expect(page.getByTestId('log-loss')).toHaveText(/^\d\.\d{4} now → \d\.\d{4} fitted$/);
    const [before, after] = (await page.getByTestId('log-loss').textContent())!.match(/\d\.\d{4}/g)!.map(Number);
    expect(after).toBeLessThan(before!);
    await expect(page.getByTestId('workload')).toHaveText(/^about \d+\.\d now → about \d+\.\d fitted$/);
    await expect(page.getByTestId('fitted-weights').locator('tbody tr')).toHaveCount(21);

    // Nothing changes before the learner confirms.
    expect(
      (await sql`select user_preferences->'fsrs'->'weights' as w from profiles where user_id = ${learner.id}`)[0]!.w,
    ).toBeNull();
    await page.getByTestId('apply-parameters').click();
    await expect(page.getByTestId('scheduler-parameters')).toContainText('fitted to your own history');
    await expect
      .poll(
        async () =>
          (
            (await sql`select user_preferences->'fsrs'->'weights' as w from profiles where user_id = ${learner.id}`)[0]!
              .w as number[] | null
          )?.length,
      )
      .toBe(21);
    const [stored] = await sql<
      {w: number[]}[]
    >`select user_preferences->'fsrs'->'weights' as w from profiles where user_id = ${learner.id}`;
    const weights = stored!.w;

    // A review now uses them: the server stores what reviewStep gives with the learner's scheduler.
    const [due] = await seedCards(sql, learner.id, [{key: '食べる', dueInDays: -1}]);
    await sql`update fsrs_cards set due_at = now() + interval '400 days' where user_id = ${learner.id} and practice_item_key like 'word-%'`;
    await page.goto('/practice/review');
    await expect(page.getByTestId('review-card')).toHaveAttribute('data-card-id', due!.id);
    expect(await answerCard(page, 3)).toBe(due!.id);
    await expect(page.getByTestId('review-empty')).toBeVisible();
    await expect
      .poll(async () => (await sql`select count(*)::int as n from fsrs_review_logs where card_id = ${due!.id}`)[0]!.n)
      .toBe(1);
    const [row] = await sql<{fsrs_card: StoredCard; reviewed: number}[]>`
      select c.fsrs_card, (extract(epoch from l.reviewed_at) * 1000)::float8 as reviewed from fsrs_cards c join fsrs_review_logs l on l.card_id = c.id where c.id = ${due!.id}`;
    const scheduler = {desiredRetention: 0.9, maximumInterval: 36_500, weights};
    expect(row!.fsrs_card).toEqual(reviewStep(due!.fsrsCard, 3, row!.reviewed, scheduler).card);
    expect(row!.fsrs_card).not.toEqual(reviewStep(due!.fsrsCard, 3, row!.reviewed).card);
  } finally {
    await sql.end();
  }
});
