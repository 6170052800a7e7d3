// POST /api/review/due-counts counts in Postgres exactly what the client counts from synced cards
// (dueCountsFromCards, seenStats), only for the caller; a visitor and a failure get zeros.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {signUp, type TestUser} from '../support/accounts.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {newStoredCard} from '../../schema/fsrs/review-step.ts';
import type {CardMode, CardType} from '../../schema/zero-schema.ts';
import {
  dueCountsFromCards,
  seenStats,
  type CountedCard,
  type CountedLog,
} from '../../src/features/review/due-counts.ts';
import {readDueCounts, readSeenStats, reviewStatsOrZero} from '../../server/review/review-stats.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const DAY = 86_400_000;

let learner: TestUser;
let other: TestUser;

type Seed = [
  key: string,
  type: CardType,
  mode: CardMode,
  dueInDays: number,
  createdDaysAgo: number,
  firstLogDaysAgo?: number,
];

async function seed(user: TestUser, cards: Seed[]) {
  const now = Date.now();
  for (const [key, type, mode, dueIn, createdAgo, firstLogAgo] of cards) {
    const id = cardID({userID: user.id, itemKey: key, type, mode});
    const created = new Date(now - createdAgo * DAY);
    await sql`insert into fsrs_cards (id, user_id, practice_item_key, type, mode, fsrs_card, due_at, created_at, updated_at)
      values (${id}, ${user.id}, ${key}, ${type}, ${mode}, ${sql.json(newStoredCard(now))}, ${new Date(now + dueIn * DAY)}, ${created}, ${created})`;
    if (firstLogAgo !== undefined) {
      await sql`insert into fsrs_review_logs (id, card_id, user_id, rating, state, review_log, reviewed_at)
        values (${crypto.randomUUID()}, ${id}, ${user.id}, 3, 0, '{}'::jsonb, ${new Date(now - firstLogAgo * DAY)})`;
    }
  }
}

async function postStats(cookie?: string, body?: unknown) {
  const response = await fetch(`${baseURL}/api/review/due-counts`, {
    method: 'POST',
    headers: {...(cookie ? {cookie} : {}), 'content-type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  learner = await signUp(baseURL, 'stats-learner');
  other = await signUp(baseURL, 'stats-other');
  await seed(learner, [
    ['食べる', 'vocabulary', 'meanings', -1, 20, 20],
    ['食べる', 'vocabulary', 'spellings', -2, 3],
    ['飲む', 'vocabulary', 'meanings', 2, 2],
    ['見る', 'vocabulary', 'spellings', -1, 10, 2],
    ['水', 'kanji', 'meanings', -3, 1],
    ['氵', 'radical', 'meanings', -1, 30],
    ['火', 'kanji', 'meanings', 5, 5],
    ['水', 'kanji', 'writing', -1, 1, 1],
    ['火', 'kanji', 'writing', 2, 1, 1],
  ]);
  await seed(other, [
    ['食べる', 'vocabulary', 'meanings', -1, 1],
    ['木', 'kanji', 'meanings', -1, 1],
  ]);
});

afterAll(async () => {
  await sql.end();
});

test('the caller’s due counts and seen stats, as the client would count them', async () => {
  expect(await postStats(learner.cookie)).toEqual({
    dueCounts: {total: 6, meanings: {vocab: 1, kanji: 2}, spellings: 2, writing: 1},
    // 見る's card is 10 days old, but its first review (the history) is 2 days old: new this week.
    seenStats: {vocab: 3, kanji: 3, vocabWeek: 2, kanjiWeek: 2},
  });

  const now = Date.now();
  const cards = await sql<CountedCard[]>`
    select id, practice_item_key, type, mode, (extract(epoch from due_at) * 1000)::float8 as due_at,
      (extract(epoch from created_at) * 1000)::float8 as created_at
    from fsrs_cards where user_id = ${learner.id}`;
  const logs = await sql<CountedLog[]>`
    select card_id, (extract(epoch from reviewed_at) * 1000)::float8 as reviewed_at from fsrs_review_logs where user_id = ${learner.id}`;
  expect(await readDueCounts(sql, learner.id, now)).toEqual(dueCountsFromCards(cards, now));
  expect(await readSeenStats(sql, learner.id, now)).toEqual(seenStats(cards, logs, now));
});

test('the navigation asks for due counts only', async () => {
  expect(await postStats(learner.cookie, {seenStats: false})).toEqual({
    dueCounts: {total: 6, meanings: {vocab: 1, kanji: 2}, spellings: 2, writing: 1},
  });
  // A body that is not understood gets the full answer.
  expect(await postStats(learner.cookie, {seenStats: 'no'})).toHaveProperty('seenStats.vocab', 3);
});

test('a signed-out visitor gets zeros', async () => {
  expect(await postStats()).toEqual({
    dueCounts: {total: 0, meanings: {vocab: 0, kanji: 0}, spellings: 0, writing: 0},
    seenStats: {vocab: 0, kanji: 0, vocabWeek: 0, kanjiWeek: 0},
  });
});

test('a failure is logged and counted as zeros', async () => {
  const unreachable = postgres('postgres://postgres:postgres@127.0.0.1:9/none', {
    max: 1,
    connect_timeout: 2,
    onnotice: () => {},
  });
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    expect(await reviewStatsOrZero(unreachable, learner.id, Date.now())).toEqual({
      dueCounts: {total: 0, meanings: {vocab: 0, kanji: 0}, spellings: 0, writing: 0},
      seenStats: {vocab: 0, kanji: 0, vocabWeek: 0, kanjiWeek: 0},
    });
  } finally {
    console.error = original;
    await unreachable.end();
  }
  expect(JSON.stringify(errors)).toContain('Counting due cards failed');
});
