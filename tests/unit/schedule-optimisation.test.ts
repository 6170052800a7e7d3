// The optimiser's input and its isolation, and the workload estimate.
import {expect, test} from 'vitest';
import {default_w} from 'ts-fsrs';
import {reviewHistories, reviewItems} from '../../server/scheduler/review-items.ts';
import {fitParameters} from '../../server/scheduler/fit-parameters.ts';
import {expectedDailyReviews} from '../../server/scheduler/workload.ts';
import {seededRandom} from '../../schema/seeded-random.ts';
import {reviewStep} from '../../schema/fsrs/review-step.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 2, 1, 12);

test('reviews become per-card histories counted in the learner’s calendar days', () => {
  const logs = [
    {card_id: 'a', rating: 3, reviewed_at: T0},
    {card_id: 'b', rating: 3, reviewed_at: T0},
    {card_id: 'a', rating: 1, reviewed_at: T0 + 11 * HOUR}, // 23:00 UTC: the next day in Tokyo
    {card_id: 'a', rating: 3, reviewed_at: T0 + 3 * DAY},
  ];
  expect(reviewHistories(logs, 'UTC')).toEqual([
    [
      [3, 0],
      [1, 0],
      [3, 3],
    ],
    [[3, 0]],
  ]);
  expect(reviewHistories(logs, 'Asia/Tokyo')).toEqual([
    [
      [3, 0],
      [1, 1],
      [3, 2],
    ],
    [[3, 0]],
  ]);
  // One item per review after the first; an item with no day between its reviews is left out (fsrs-rs refuses it).
  expect(reviewItems(logs, 'UTC')).toEqual([
    [
      [3, 0],
      [1, 0],
      [3, 3],
    ],
  ]);
  expect(reviewItems(logs, 'Asia/Tokyo')).toEqual([
    [
      [3, 0],
      [1, 1],
    ],
    [
      [3, 0],
      [1, 1],
      [3, 2],
    ],
  ]);
});

test('a panic in the optimiser ends its own process, not this one', async () => {
  await expect(
    fitParameters({
      items: [
        [
          [3, 0],
          [3, 0],
        ],
      ],
      currentWeights: [...default_w],
    }),
  ).rejects.toThrow(/FSRS optimiser/);
});

test('the workload estimate is repeatable, and a higher retention means more reviews', () => {
  const cards = Array.from(
    {length: 40},
    (_, index) => reviewStep(reviewStep(null, 3, T0 - (index + 5) * DAY).card, 3, T0 - (index * DAY) / 2).card,
  );
  const at = (desiredRetention: number) =>
    expectedDailyReviews(cards, {desiredRetention, maximumInterval: 36_500}, T0, 30);
  expect(at(0.9)).toBe(at(0.9));
  expect(at(0.97)).toBeGreaterThan(at(0.9));
  expect(at(0.9)).toBeGreaterThan(at(0.75));
  expect(expectedDailyReviews([], {desiredRetention: 0.9, maximumInterval: 36_500}, T0, 30)).toBe(0);
  const random = seededRandom(5);
  const values = Array.from({length: 1000}, random);
  expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...values)).toBeLessThan(1);
});
