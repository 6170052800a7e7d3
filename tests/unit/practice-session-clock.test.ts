import {expect, test} from 'vitest';
import {
  durationSeconds,
  IDLE_CAP_MS,
  recordAnswerOnClock,
  startPracticeClock,
} from '../../src/features/progress/practice-session-clock.ts';

const T0 = 1_800_000_000_000;

test('a session starts at zero and counts the time between answers', () => {
  let clock = startPracticeClock(T0);
  expect(clock).toEqual({activeMs: 0, lastActivityAt: T0, questionsAnswered: 0});
  clock = recordAnswerOnClock(clock, T0 + 4_200);
  clock = recordAnswerOnClock(clock, T0 + 10_000);
  expect(clock.questionsAnswered).toBe(2);
  expect(durationSeconds(clock)).toBe(10);
});

test('a long pause counts only as the idle cap', () => {
  let clock = recordAnswerOnClock(startPracticeClock(T0), T0 + 5_000);
  clock = recordAnswerOnClock(clock, T0 + 5_000 + 60 * 60_000);
  expect(clock.activeMs).toBe(5_000 + IDLE_CAP_MS);
  expect(durationSeconds(clock)).toBe(125);
});

test('a clock that goes backwards adds nothing and keeps the latest activity', () => {
  let clock = recordAnswerOnClock(startPracticeClock(T0), T0 + 3_000);
  clock = recordAnswerOnClock(clock, T0 + 1_000);
  expect(clock).toEqual({activeMs: 3_000, lastActivityAt: T0 + 3_000, questionsAnswered: 2});
});

test('the duration never exceeds a day', () => {
  let clock = startPracticeClock(T0);
  for (let i = 1; i <= 800; i++) clock = recordAnswerOnClock(clock, T0 + i * IDLE_CAP_MS);
  expect(durationSeconds(clock)).toBe(86_400);
});
