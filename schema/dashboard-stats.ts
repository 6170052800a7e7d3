// What the dashboard shows (requirements §2.3, §7.1, §9) and POST /api/dashboard/stats answers, with the calendar rules
// both sides share. Days are the learner's local calendar days (the request names the time zone), written
// YYYY-MM-DD, so a review at 23:30 counts for the day the learner lived it.
import {z} from 'zod';
import type {SeenStats} from './review-stats.ts';

export const WEEK_DAYS = 7;
export const FORECAST_DAYS = 30;
export const RETENTION_DAYS = 30;
export const HEATMAP_DAYS = 365;

export type DayCount = {day: string; count: number};

export type DashboardStats = {
  /** The learner's today. */
  today: string;
  seen: SeenStats;
  /** The last 7 days, oldest first, today last: reviews (grades given in review), practice answers (grades given in
   * practice) and practice time. */
  week: {day: string; reviews: number; practiceAnswers: number; practiceSeconds: number}[];
  /** Seconds of practice sessions started today. */
  todaySeconds: number;
  /** Cards coming due on each of the next 30 days, today first: cards not due yet (those due now are the due counts),
   * so today's are those due later today. */
  forecast: DayCount[];
  /** Days of the last year with at least one review, oldest first. */
  reviewDays: DayCount[];
  /** Consecutive days with reviews up to today (or up to yesterday while today has none yet). */
  streak: number;
  /** Reviews of cards that were due (in review state) over the last 30 days, and how many were not graded Again. */
  retention: {reviews: number; passed: number; rate: number | null};
  /** Every review the learner has ever given. */
  totalReviews: number;
};

export const dashboardStatsRequest = z.strictObject({
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone'),
});
export type DashboardStatsRequest = z.output<typeof dashboardStatsRequest>;

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', {timeZone: name});
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/** The calendar day `offset` days after `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** `count` consecutive days ending with `last`, oldest first. */
export function daysEndingWith(last: string, count: number): string[] {
  return Array.from({length: count}, (_, index) => addDays(last, index - count + 1));
}

/** The local calendar day of an instant in a time zone. */
export function localDay(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Every day of `days` with its count from `counts` (missing days count 0). */
export function fillDays(days: readonly string[], counts: readonly DayCount[]): DayCount[] {
  const byDay = new Map(counts.map(({day, count}) => [day, count]));
  return days.map((day) => ({day, count: byDay.get(day) ?? 0}));
}

/** Consecutive days with reviews ending today; while today has none yet, ending yesterday (the streak is not
 * broken before the day is over). */
export function currentStreak(reviewDays: readonly DayCount[], today: string): number {
  const active = new Set(reviewDays.filter(({count}) => count > 0).map(({day}) => day));
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

export function retentionRate(reviews: number, passed: number): number | null {
  return reviews === 0 ? null : passed / reviews;
}

/** A learner with nothing to show yet: no card, no review, no practice. */
export function isEmptyDashboard(stats: DashboardStats): boolean {
  return (
    stats.totalReviews === 0 &&
    stats.seen.vocab === 0 &&
    stats.seen.kanji === 0 &&
    stats.week.every((day) => day.practiceSeconds === 0)
  );
}
