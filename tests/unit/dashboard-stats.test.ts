import {describe, expect, test} from 'vitest';
import {
  addDays,
  currentStreak,
  daysEndingWith,
  fillDays,
  isTimeZone,
  localDay,
  retentionRate,
} from '../../schema/dashboard-stats.ts';
import {
  formatDuration,
  formatPercent,
  heatLevel,
  monthTotals,
  weekdayIndex,
} from '../../src/features/dashboard/chart-data.ts';
import {pathProgress} from '../../src/features/dashboard/path-progress.ts';

describe('calendar days', () => {
  test('addDays crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-06-10', 0)).toBe('2026-06-10');
  });

  test('daysEndingWith lists the days oldest first, ending with the given one', () => {
    expect(daysEndingWith('2026-01-02', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });

  test('localDay is the calendar day in the time zone', () => {
    const at = Date.UTC(2026, 5, 9, 16, 0);
    expect(localDay(at, 'Asia/Tokyo')).toBe('2026-06-10');
    expect(localDay(at, 'UTC')).toBe('2026-06-09');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-06-09');
  });

  test('isTimeZone accepts IANA names only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  test('fillDays gives every day a count', () => {
    expect(
      fillDays(
        ['2026-01-01', '2026-01-02'],
        [
          {day: '2026-01-02', count: 3},
          {day: '2025-12-01', count: 9},
        ],
      ),
    ).toEqual([
      {day: '2026-01-01', count: 0},
      {day: '2026-01-02', count: 3},
    ]);
  });
});

describe('currentStreak', () => {
  const days = (...list: string[]) => list.map((day) => ({day, count: 1}));
  test('counts consecutive days ending today', () => {
    expect(currentStreak(days('2026-06-06', '2026-06-08', '2026-06-09', '2026-06-10'), '2026-06-10')).toBe(3);
  });
  test('is not broken before today is over', () => {
    expect(currentStreak(days('2026-06-08', '2026-06-09'), '2026-06-10')).toBe(2);
  });
  test('a missed yesterday ends it', () => {
    expect(currentStreak(days('2026-06-07', '2026-06-08'), '2026-06-10')).toBe(0);
    expect(currentStreak([], '2026-06-10')).toBe(0);
  });
  test('days with zero reviews do not count', () => {
    expect(
      currentStreak(
        [
          {day: '2026-06-10', count: 0},
          {day: '2026-06-09', count: 2},
        ],
        '2026-06-10',
      ),
    ).toBe(1);
  });
});

test('retention is the share not graded Again, or nothing without reviews', () => {
  expect(retentionRate(4, 3)).toBe(0.75);
  expect(retentionRate(0, 0)).toBeNull();
  expect(formatPercent(0.755)).toBe('75.5%');
  expect(formatPercent(null)).toBe('—');
});

describe('chart data', () => {
  test('heat levels rise with the share of the busiest day', () => {
    expect([0, 1, 5, 10, 20].map((count) => heatLevel(count, 20))).toEqual([0, 1, 1, 2, 4]);
    expect(heatLevel(3, 0)).toBe(0);
  });

  test('weekdayIndex: Sunday is 0', () => {
    expect(weekdayIndex('2026-06-07')).toBe(0);
    expect(weekdayIndex('2026-06-10')).toBe(3);
  });

  test('monthTotals sums each month of the range, empty months included', () => {
    const totals = monthTotals(
      [
        {day: '2026-04-30', count: 2},
        {day: '2026-06-01', count: 1},
        {day: '2026-06-09', count: 4},
      ],
      '2026-04-15',
      '2026-06-10',
    );
    expect(totals.map(({month, days, reviews}) => [month, days, reviews])).toEqual([
      ['2026-04', 1, 2],
      ['2026-05', 0, 0],
      ['2026-06', 2, 5],
    ]);
    expect(totals[0]!.label).toBe('April 2026');
  });

  test('durations read naturally', () => {
    expect([0, 42, 60, 754, 3600, 3900].map(formatDuration)).toEqual([
      '0 min',
      '42 s',
      '1 min',
      '13 min',
      '1 h',
      '1 h 5 min',
    ]);
  });
});

describe('pathProgress', () => {
  const chapter = {learning_path_items: ['a', 'b', 'c', 'd', 'e', 'f'], disabled_modules: ['c']};
  test('percentage of offered steps, the current step and the next three not done', () => {
    expect(pathProgress(chapter, new Set(['a', 'e']))).toEqual({
      done: 2,
      offered: 5,
      percent: 40,
      current: 'b',
      next: ['d', 'f'],
    });
  });
  test('a new learner starts at the first step', () => {
    expect(pathProgress(chapter, new Set())).toMatchObject({done: 0, percent: 0, current: 'a', next: ['b', 'd', 'e']});
  });
  test('a finished path has no current step', () => {
    expect(pathProgress(chapter, new Set(['a', 'b', 'd', 'e', 'f']))).toEqual({
      done: 5,
      offered: 5,
      percent: 100,
      current: null,
      next: [],
    });
  });
});
