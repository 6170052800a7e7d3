// The dashboard's figures against rows this test wrote: reviews per local day (Tokyo, so a review at 01:00 local
// time is today there and yesterday in UTC), the streak, true retention, practice seconds, the forecast from due
// dates, and nothing of another learner. POST /api/dashboard/stats answers them to the caller only.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {signUp, type TestUser} from '../support/accounts.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {newStoredCard} from '../../schema/fsrs/review-step.ts';
import type {CardType} from '../../schema/zero-schema.ts';
import {readDashboardStats} from '../../server/dashboard/dashboard-stats.ts';
import {readSeenStats} from '../../server/review/review-stats.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-06-10 12:00 in Tokyo (UTC+9, no daylight saving).
const NOW = Date.UTC(2026, 5, 10, 3, 0);
const TOKYO = 'Asia/Tokyo';
/** An instant given as Tokyo local time. */
const tokyo = (month: number, day: number, hour: number) => Date.UTC(2026, month - 1, day, hour - 9);

let learner: TestUser;
let other: TestUser;

async function card(user: TestUser, key: string, dueAt: number, type: CardType = 'vocabulary') {
  const id = cardID({userID: user.id, itemKey: key, type, mode: 'meanings'});
  const created = new Date(NOW - 60 * DAY);
  await sql`insert into fsrs_cards (id, user_id, practice_item_key, type, mode, fsrs_card, due_at, created_at, updated_at)
    values (${id}, ${user.id}, ${key}, ${type}, 'meanings', ${sql.json(newStoredCard(NOW))}, ${new Date(dueAt)}, ${created}, ${created})`;
  return id;
}

async function log(
  user: TestUser,
  card: string,
  at: number,
  rating: number,
  state: number,
  source: 'review' | 'practice' = 'review',
) {
  await sql`insert into fsrs_review_logs (id, card_id, user_id, rating, state, review_log, reviewed_at, source)
    values (${crypto.randomUUID()}, ${card}, ${user.id}, ${rating}, ${state}, '{}'::jsonb, ${new Date(at)}, ${source})`;
}

async function session(user: TestUser, at: number, seconds: number) {
  await sql`insert into user_practice_sessions (session_id, user_id, module_path, created_at, last_updated_at, duration_seconds, questions_answered)
    values (${crypto.randomUUID()}, ${user.id}, 'genki_1_ch0_greetings', ${new Date(at)}, ${new Date(at)}, ${seconds}, 5)`;
}

beforeAll(async () => {
  learner = await signUp(baseURL, 'dash-learner');
  other = await signUp(baseURL, 'dash-other');

  const overdue = await card(learner, '食べる', NOW - 3 * DAY);
  const dueLaterToday = await card(learner, '飲む', NOW + 2 * HOUR);
  const dueTomorrow = await card(learner, '見る', tokyo(6, 11, 5));
  await card(learner, '行く', tokyo(7, 9, 9)); // the 30th day of the forecast
  await card(learner, '水', NOW + 31 * DAY, 'kanji'); // beyond it

  await log(learner, overdue, tokyo(6, 10, 1), 3, 2); // today in Tokyo, yesterday in UTC
  await log(learner, dueLaterToday, tokyo(6, 10, 11), 1, 2); // today, Again
  await log(learner, dueTomorrow, tokyo(6, 9, 10), 3, 0); // yesterday, a new card: not a retention review
  await log(learner, overdue, tokyo(6, 8, 20), 4, 2);
  await log(learner, overdue, tokyo(6, 6, 8), 3, 2); // 06-07 has no review: the streak is 06-08 … 06-10
  await log(learner, dueTomorrow, NOW - 40 * DAY, 1, 2); // in the year, not in the last 30 days
  await log(learner, dueTomorrow, NOW - 400 * DAY, 3, 0); // older than a year
  // Practice answers grade cards too, but are not reviews: counted apart, in no streak, heatmap or retention.
  await log(learner, overdue, tokyo(6, 10, 9), 1, 2, 'practice');
  await log(learner, dueLaterToday, tokyo(6, 10, 9), 3, 2, 'practice');
  await log(learner, dueTomorrow, tokyo(6, 7, 9), 3, 2, 'practice');

  await session(learner, tokyo(6, 10, 9), 300);
  await session(learner, tokyo(6, 10, 1), 120);
  await session(learner, tokyo(6, 5, 18), 600);
  await session(learner, tokyo(6, 3, 18), 999); // eight days ago: outside the week

  const theirs = await card(other, '食べる', NOW - DAY);
  await log(other, theirs, tokyo(6, 10, 10), 1, 2);
  await session(other, tokyo(6, 10, 10), 777);
});

afterAll(async () => {
  await sql.end();
});

describe('readDashboardStats', () => {
  test('counts the learner’s own rows by Tokyo day', async () => {
    const stats = await readDashboardStats(sql, learner.id, NOW, TOKYO);
    expect(stats.today).toBe('2026-06-10');
    expect(stats.week).toEqual([
      {day: '2026-06-04', reviews: 0, practiceAnswers: 0, practiceSeconds: 0},
      {day: '2026-06-05', reviews: 0, practiceAnswers: 0, practiceSeconds: 600},
      {day: '2026-06-06', reviews: 1, practiceAnswers: 0, practiceSeconds: 0},
      {day: '2026-06-07', reviews: 0, practiceAnswers: 1, practiceSeconds: 0},
      {day: '2026-06-08', reviews: 1, practiceAnswers: 0, practiceSeconds: 0},
      {day: '2026-06-09', reviews: 1, practiceAnswers: 0, practiceSeconds: 0},
      {day: '2026-06-10', reviews: 2, practiceAnswers: 2, practiceSeconds: 420},
    ]);
    expect(stats.todaySeconds).toBe(420);
    expect(stats.reviewDays).toEqual([
      {day: '2026-05-01', count: 1},
      {day: '2026-06-06', count: 1},
      {day: '2026-06-08', count: 1},
      {day: '2026-06-09', count: 1},
      {day: '2026-06-10', count: 2},
    ]);
    expect(stats.streak).toBe(3);
    // Reviews of due cards (state Review) in the last 30 days: 3 (Good), 1 (Again), 4, 3.
    expect(stats.retention).toEqual({reviews: 4, passed: 3, rate: 0.75});
    expect(stats.totalReviews).toBe(7);
    expect(stats.seen).toEqual(await readSeenStats(sql, learner.id, NOW));
    expect(stats.seen).toMatchObject({vocab: 4, kanji: 1});
  });

  test('the forecast counts the cards still to come due, from later today, and stops after 30 days', async () => {
    const {forecast} = await readDashboardStats(sql, learner.id, NOW, TOKYO);
    expect(forecast).toHaveLength(30);
    // The overdue card is due now (the due counts), not in the forecast; the one due in two hours is later today.
    expect(forecast[0]).toEqual({day: '2026-06-10', count: 1});
    expect(forecast[1]).toEqual({day: '2026-06-11', count: 1});
    expect(forecast[29]).toEqual({day: '2026-07-09', count: 1});
    expect(forecast.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  test('in UTC the same rows fall on other days', async () => {
    const stats = await readDashboardStats(sql, learner.id, NOW, 'UTC');
    expect(stats.today).toBe('2026-06-10');
    // The 01:00 Tokyo review was on 06-09 in UTC.
    expect(stats.week.at(-1)).toEqual({day: '2026-06-10', reviews: 1, practiceAnswers: 2, practiceSeconds: 300});
    expect(stats.week.at(-2)).toMatchObject({day: '2026-06-09', reviews: 2, practiceSeconds: 120});
  });

  test('a learner with nothing has zeros everywhere', async () => {
    const newcomer = await signUp(baseURL, 'dash-new');
    const stats = await readDashboardStats(sql, newcomer.id, NOW, TOKYO);
    expect(stats.totalReviews).toBe(0);
    expect(stats.streak).toBe(0);
    expect(stats.retention).toEqual({reviews: 0, passed: 0, rate: null});
    expect(stats.reviewDays).toEqual([]);
    expect(stats.week.every((day) => day.reviews === 0 && day.practiceAnswers === 0 && day.practiceSeconds === 0)).toBe(
      true,
    );
    expect(stats.forecast.every((day) => day.count === 0)).toBe(true);
  });
});

describe('POST /api/dashboard/stats', () => {
  const post = (body: unknown, cookie?: string) =>
    fetch(`${baseURL}/api/dashboard/stats`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...(cookie ? {cookie} : {})},
      body: JSON.stringify(body),
    });

  test('answers the caller’s own figures', async () => {
    const response = await post({timeZone: TOKYO}, learner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stats = await response.json();
    expect(stats.totalReviews).toBe(7);
    expect(stats.seen).toMatchObject({vocab: 4, kanji: 1});
    const theirs = await (await post({timeZone: TOKYO}, other.cookie)).json();
    expect(theirs.totalReviews).toBe(1);
  });

  test('refuses a visitor and an unknown time zone with a code', async () => {
    const visitor = await post({timeZone: TOKYO});
    expect(visitor.status).toBe(403);
    expect(await visitor.json()).toMatchObject({code: 'forbidden'});
    const badZone = await post({timeZone: 'Mars/Olympus'}, learner.cookie);
    expect(badZone.status).toBe(400);
    expect(await badZone.json()).toEqual({code: 'invalid-input', message: 'Unknown time zone'});
  });
});
