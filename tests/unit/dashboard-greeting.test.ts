import {expect, test} from 'vitest';
import {dashboardGreeting} from '../../src/features/dashboard/greeting.ts';
import type {DashboardStats} from '../../schema/dashboard-stats.ts';

const EMPTY = {
  totalReviews: 0,
  seen: {vocab: 0, kanji: 0, vocabWeek: 0, kanjiWeek: 0},
  week: [{day: '2026-01-01', reviews: 0, practiceAnswers: 0, practiceSeconds: 0}],
} as unknown as DashboardStats;
const STUDIED = {...EMPTY, totalReviews: 3} as DashboardStats;

test('a brand-new account is welcomed, not welcomed back', () => {
  expect(dashboardGreeting('Ann', EMPTY)).toBe('Welcome, Ann');
  expect(dashboardGreeting(undefined, EMPTY)).toBe('Welcome');
});

test('nobody is welcomed back before the figures say they studied', () => {
  expect(dashboardGreeting('Ann', null)).toBe('Welcome, Ann');
});

test('a learner who has studied is welcomed back', () => {
  expect(dashboardGreeting('Ann', STUDIED)).toBe('Welcome back, Ann');
  expect(dashboardGreeting(undefined, STUDIED)).toBe('Welcome back');
});
