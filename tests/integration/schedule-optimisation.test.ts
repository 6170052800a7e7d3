// "Optimise my schedule": FSRS parameters fitted with the FSRS project's optimiser to a generated review log differ
// from the defaults and predict the learner's answers better (lower log loss); fewer than 400 reviews are refused;
// only the caller's own log is read. Once applied, the grade mutator computes the same card on the server as
// reviewStep does on the client, and a replay changes nothing.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {default_w} from 'ts-fsrs';
import {signUp, type TestUser} from '../support/accounts.ts';
import {zeroClients} from '../support/zero-client.ts';
import {generateReviewLog} from '../support/review-log.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {reviewStep} from '../../schema/fsrs/review-step.ts';
import {mutators} from '../../schema/mutators.ts';
import type {OptimisationResult} from '../../schema/schedule-optimisation.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const {client, closeAll} = zeroClients(baseURL);
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 5);

let learner: TestUser;
let beginner: TestUser;
let generatedReviews = 0;

async function insertLog(user: TestUser, log: ReturnType<typeof generateReviewLog>) {
  const ids = new Map(
    log.cards.map(({cardKey}) => [
      cardKey,
      cardID({userID: user.id, itemKey: cardKey, type: 'vocabulary', mode: 'meanings'}),
    ]),
  );
  await sql`insert into fsrs_cards ${sql(
    log.cards.map(({cardKey, card, createdAt}) => ({
      id: ids.get(cardKey)!,
      user_id: user.id,
      practice_item_key: cardKey,
      type: 'vocabulary',
      mode: 'meanings',
      fsrs_card: sql.json(card),
      due_at: new Date(card.due),
      created_at: new Date(createdAt),
      updated_at: new Date(card.last_review!),
    })),
  )}`;
  for (let from = 0; from < log.reviews.length; from += 1000) {
    await sql`insert into fsrs_review_logs ${sql(
      log.reviews.slice(from, from + 1000).map((review) => ({
        id: crypto.randomUUID(),
        card_id: ids.get(review.cardKey)!,
        user_id: user.id,
        rating: review.rating,
        state: review.state,
        review_log: sql.json(review.log as never),
        reviewed_at: new Date(review.reviewedAt),
      })),
    )}`;
  }
}

const post = (cookie: string | null, body: unknown) =>
  fetch(`${baseURL}/api/scheduler/optimise`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(cookie ? {cookie} : {})},
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  learner = await signUp(baseURL, 'optimise-learner');
  beginner = await signUp(baseURL, 'optimise-beginner');
  const log = generateReviewLog({cards: 250, days: 120, start: START});
  generatedReviews = log.reviews.length;
  await insertLog(learner, log);
  await insertLog(beginner, generateReviewLog({cards: 3, days: 30, start: START, seed: 3}));
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

test('the generated log is large enough, and only the caller’s reviews are counted', async () => {
  expect(generatedReviews).toBeGreaterThan(1000);
  const count = await (
    await fetch(`${baseURL}/api/scheduler/review-count`, {headers: {cookie: learner.cookie}})
  ).json();
  expect(count).toEqual({reviews: generatedReviews, minimum: 400});
  const theirs = await (
    await fetch(`${baseURL}/api/scheduler/review-count`, {headers: {cookie: beginner.cookie}})
  ).json();
  expect(theirs.reviews).toBeLessThan(400);
});

let result: OptimisationResult;

test('fitted parameters differ from the defaults and lower the log loss', async () => {
  const response = await post(learner.cookie, {timeZone: 'Europe/London', desiredRetention: 0.9});
  expect(response.status).toBe(200);
  result = await response.json();
  expect(result.reviews).toBe(generatedReviews);
  expect(result.currentWeights).toEqual([...default_w]);
  expect(result.fittedWeights).toHaveLength(21);
  expect(result.fittedWeights.every(Number.isFinite)).toBe(true);
  const largestChange = Math.max(...result.fittedWeights.map((weight, index) => Math.abs(weight - default_w[index]!)));
  expect(largestChange).toBeGreaterThan(0.1);
  // This learner forgets new words faster than the defaults assume: the fitted first-day stability for Good is lower.
  expect(result.fittedWeights[2]!).toBeLessThan(default_w[2]!);
  expect(result.logLoss.fitted).toBeLessThan(result.logLoss.current);
  expect(result.rmse.fitted).toBeLessThan(result.rmse.current);
  expect(result.workload.days).toBe(30);
  expect(result.workload.desiredRetention).toBe(0.9);
  expect(result.workload.current).toBeGreaterThan(0);
  expect(result.workload.fitted).toBeGreaterThan(0);
  console.log(
    `optimiser: ${generatedReviews} reviews, log loss ${result.logLoss.current.toFixed(4)} → ${result.logLoss.fitted.toFixed(4)}, RMSE ${result.rmse.current.toFixed(4)} → ${result.rmse.fitted.toFixed(4)}, workload ${result.workload.current.toFixed(1)} → ${result.workload.fitted.toFixed(1)} a day`,
  );
});

test('a higher retention asks for more reviews a day', async () => {
  const strict: OptimisationResult = await (
    await post(learner.cookie, {timeZone: 'Europe/London', desiredRetention: 0.97})
  ).json();
  expect(strict.workload.fitted).toBeGreaterThan(result.workload.fitted);
});

test('fewer than 400 reviews, a visitor and a bad request are refused with a code', async () => {
  const few = await post(beginner.cookie, {timeZone: 'Europe/London', desiredRetention: 0.9});
  expect(few.status).toBe(422);
  expect(await few.json()).toMatchObject({
    code: 'limit',
    message: expect.stringMatching(/^Optimising needs at least 400 reviews; you have \d+ so far$/),
  });
  const visitor = await post(null, {timeZone: 'Europe/London', desiredRetention: 0.9});
  expect(visitor.status).toBe(403);
  const bad = await post(learner.cookie, {timeZone: 'Europe/London', desiredRetention: 1.5});
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({code: 'invalid-input', message: 'Desired retention must be at most 0.99'});
});

test('applied parameters: the server grades exactly as reviewStep does with them, and a replay changes nothing', async () => {
  const zero = client({cookie: learner.cookie, userID: learner.id});
  const scheduler = {desiredRetention: 0.85, maximumInterval: 365, weights: result.fittedWeights};
  const card = cardID({userID: learner.id, itemKey: 'new-word', type: 'vocabulary', mode: 'meanings'});
  const T0 = Date.UTC(2026, 6, 1, 8);
  const first = {reviewID: crypto.randomUUID(), cardID: card, rating: 3 as const, reviewedAt: T0, scheduler};
  expect((await zero.mutate(mutators.reviews.grade(first)).server).type).toBe('success');
  const second = {reviewID: crypto.randomUUID(), cardID: card, rating: 3 as const, reviewedAt: T0 + 2 * DAY, scheduler};
  expect((await zero.mutate(mutators.reviews.grade(second)).server).type).toBe('success');

  const expected = reviewStep(reviewStep(null, 3, T0, scheduler).card, 3, T0 + 2 * DAY, scheduler).card;
  const stored = async () =>
    (await sql<{fsrs_card: unknown}[]>`select fsrs_card from fsrs_cards where id = ${card}`)[0]!.fsrs_card;
  expect(await stored()).toEqual(expected);
  expect(expected).not.toEqual(reviewStep(reviewStep(null, 3, T0).card, 3, T0 + 2 * DAY).card);

  expect((await zero.mutate(mutators.reviews.grade({...second, rating: 1})).server).type).toBe('success');
  expect(await stored()).toEqual(expected);
});
