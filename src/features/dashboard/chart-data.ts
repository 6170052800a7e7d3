// Small pure helpers behind the dashboard's charts and their text equivalents.
import type {DayCount} from '../../../schema/dashboard-stats.ts';

function dayAsUTCDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayIndex(day: string): number {
  return dayAsUTCDate(day).getUTCDay();
}

export function shortDate(day: string, options: Intl.DateTimeFormatOptions): string {
  return dayAsUTCDate(day).toLocaleDateString('en-GB', {...options, timeZone: 'UTC'});
}

export function weekdayLabel(day: string): string {
  return shortDate(day, {weekday: 'short'});
}

/** 0 for no review, then 1–4 by the share of the busiest day. */
export function heatLevel(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}

export type MonthTotal = {month: string; label: string; days: number; reviews: number};

/** Days with reviews and reviews, per calendar month from `from`'s month to `to`'s, oldest first. */
export function monthTotals(reviewDays: readonly DayCount[], from: string, to: string): MonthTotal[] {
  const months: MonthTotal[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const inMonth = reviewDays.filter(({day, count}) => count > 0 && day.startsWith(key) && day >= from && day <= to);
    months.push({
      month: key,
      label: shortDate(`${key}-01`, {month: 'long', year: 'numeric'}),
      days: inMonth.length,
      reviews: inMonth.reduce((sum, {count}) => sum + count, 0),
    });
    if (key >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/** "0 min", "45 s", "12 min", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export function formatPercent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`;
}
