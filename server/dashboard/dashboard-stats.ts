// The dashboard's figures, counted in Postgres from the caller's rows (review logs, cards, practice sessions), by
// the learner's local calendar day. The calendar rules live in schema/dashboard-stats.ts. Reviews are the grades
// given in review; those given in practice (source 'practice') are counted apart, as practice answers.
import type {Sql} from 'postgres';
import {
  addDays,
  currentStreak,
  daysEndingWith,
  fillDays,
  FORECAST_DAYS,
  HEATMAP_DAYS,
  localDay,
  RETENTION_DAYS,
  retentionRate,
  WEEK_DAYS,
  type DashboardStats,
  type DayCount,
} from '../../schema/dashboard-stats.ts';
import {readSeenStats} from '../review/review-stats.ts';

const DAY_MS = 86_400_000;
/** A time zone is at most 14 hours from UTC: instants this far beyond a day range surely lie outside it, so the
 * index on the timestamp narrows the rows before the local day is worked out. */
const ZONE_MARGIN_MS = 2 * DAY_MS;

export async function readDashboardStats(
  sql: Sql,
  userID: string,
  now: number,
  timeZone: string,
): Promise<DashboardStats> {
  const today = localDay(now, timeZone);
  const yearFrom = addDays(today, -(HEATMAP_DAYS - 1));
  const weekFrom = addDays(today, -(WEEK_DAYS - 1));
  const retentionFrom = addDays(today, -(RETENTION_DAYS - 1));
  const forecastTo = addDays(today, FORECAST_DAYS - 1);
  const since = (days: number) => new Date(now - days * DAY_MS - ZONE_MARGIN_MS);
  const localDate = (column: ReturnType<Sql['unsafe']>) => sql`(${column} at time zone ${timeZone})::date`;

  const [seen, reviewDays, [totals], practice, practiceAnswers, forecast] = await Promise.all([
    readSeenStats(sql, userID, now),
    sql<DayCount[]>`
      select to_char(${localDate(sql`reviewed_at`)}, 'YYYY-MM-DD') as day, count(*)::int as count
      from fsrs_review_logs
      where user_id = ${userID} and source = 'review' and reviewed_at >= ${since(HEATMAP_DAYS)}
        and ${localDate(sql`reviewed_at`)} between ${yearFrom}::date and ${today}::date
      group by 1 order by 1`,
    sql<{total: number; retention_reviews: number; retention_passed: number}[]>`
      select count(*)::int as total,
        count(*) filter (where state = 2 and reviewed_at >= ${since(RETENTION_DAYS)}
          and ${localDate(sql`reviewed_at`)} between ${retentionFrom}::date and ${today}::date)::int as retention_reviews,
        count(*) filter (where state = 2 and rating > 1 and reviewed_at >= ${since(RETENTION_DAYS)}
          and ${localDate(sql`reviewed_at`)} between ${retentionFrom}::date and ${today}::date)::int as retention_passed
      from fsrs_review_logs where user_id = ${userID} and source = 'review'`,
    sql<DayCount[]>`
      select to_char(${localDate(sql`created_at`)}, 'YYYY-MM-DD') as day, sum(duration_seconds)::int as count
      from user_practice_sessions
      where user_id = ${userID} and created_at >= ${since(WEEK_DAYS)}
        and ${localDate(sql`created_at`)} between ${weekFrom}::date and ${today}::date
      group by 1`,
    sql<DayCount[]>`
      select to_char(${localDate(sql`reviewed_at`)}, 'YYYY-MM-DD') as day, count(*)::int as count
      from fsrs_review_logs
      where user_id = ${userID} and source = 'practice' and reviewed_at >= ${since(WEEK_DAYS)}
        and ${localDate(sql`reviewed_at`)} between ${weekFrom}::date and ${today}::date
      group by 1`,
    // Cards not due yet: those due now are the due counts, shown beside the forecast.
    sql<DayCount[]>`
      select to_char(${localDate(sql`due_at`)}, 'YYYY-MM-DD') as day, count(*)::int as count
      from fsrs_cards
      where user_id = ${userID} and due_at > ${new Date(now)} and due_at < ${new Date(now + (FORECAST_DAYS + 2) * DAY_MS)}
        and ${localDate(sql`due_at`)} <= ${forecastTo}::date
      group by 1`,
  ]);

  const weekDays = daysEndingWith(today, WEEK_DAYS);
  const reviewsByDay = fillDays(weekDays, reviewDays);
  const secondsByDay = fillDays(weekDays, practice);
  const answersByDay = fillDays(weekDays, practiceAnswers);
  return {
    today,
    seen,
    week: weekDays.map((day, index) => ({
      day,
      reviews: reviewsByDay[index]!.count,
      practiceAnswers: answersByDay[index]!.count,
      practiceSeconds: secondsByDay[index]!.count,
    })),
    todaySeconds: secondsByDay.at(-1)!.count,
    forecast: fillDays(daysEndingWith(forecastTo, FORECAST_DAYS), forecast),
    reviewDays: [...reviewDays],
    streak: currentStreak(reviewDays, today),
    retention: {
      reviews: totals!.retention_reviews,
      passed: totals!.retention_passed,
      rate: retentionRate(totals!.retention_reviews, totals!.retention_passed),
    },
    totalReviews: totals!.total,
  };
}
