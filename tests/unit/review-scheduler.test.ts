// The learner's scheduler travels with each review: the same card, rating, time and scheduler give the same card
// on every run, and the scheduler changes the schedule (retention, maximum interval, fitted parameters).
import {expect, test} from 'vitest';
import {reviewStep} from '../../schema/fsrs/review-step.ts';
import {gradeReviewArgs} from '../../schema/mutators/reviews.ts';
import {DEFAULT_SETTINGS, reviewSchedulerOf} from '../../schema/settings.ts';

const T0 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const reviewed = (scheduler?: Parameters<typeof reviewStep>[3]) => {
  const first = reviewStep(null, 3, T0, scheduler).card;
  const second = reviewStep(first, 3, first.due, scheduler).card;
  return reviewStep(second, 3, second.due, scheduler).card;
};

test('no scheduler and the default scheduler schedule alike; a higher retention brings reviews sooner', () => {
  expect(reviewed({desiredRetention: 0.9, maximumInterval: 36_500})).toEqual(reviewed());
  const strict = reviewed({desiredRetention: 0.97, maximumInterval: 36_500});
  const relaxed = reviewed({desiredRetention: 0.75, maximumInterval: 36_500});
  expect(strict.due).toBeLessThan(reviewed().due);
  expect(relaxed.due).toBeGreaterThan(reviewed().due);
  expect(reviewed({desiredRetention: 0.97, maximumInterval: 36_500})).toEqual(strict);
});

test('the maximum interval caps the gap (ts-fsrs keeps Good one day beyond Hard, so at most a day more)', () => {
  const uncapped = reviewed({desiredRetention: 0.75, maximumInterval: 36_500});
  let capped = reviewed({desiredRetention: 0.75, maximumInterval: 10});
  for (let review = 0; review < 4; review++)
    capped = reviewStep(capped, 3, capped.due, {desiredRetention: 0.75, maximumInterval: 10}).card;
  expect(uncapped.scheduled_days).toBeGreaterThan(11);
  expect(capped.scheduled_days).toBeLessThanOrEqual(11);
  expect(capped.due - capped.last_review!).toBeLessThanOrEqual(11 * DAY);
});

test('fitted parameters change the schedule', () => {
  const weights = [
    0.3, 0.9, 2.5, 9.0, 6.5, 0.6, 3.0, 0.01, 1.6, 0.15, 1.0, 1.9, 0.1, 0.3, 2.2, 0.25, 2.9, 0.5, 0.4, 0.1, 0.15,
  ];
  const fitted = reviewed({desiredRetention: 0.9, maximumInterval: 36_500, weights});
  expect(fitted.stability).not.toBe(reviewed().stability);
  expect(reviewed({desiredRetention: 0.9, maximumInterval: 36_500, weights})).toEqual(fitted);
});

test('reviews carry no scheduler while the settings are the defaults', () => {
  expect(reviewSchedulerOf(DEFAULT_SETTINGS.fsrs)).toBeUndefined();
  expect(reviewSchedulerOf({...DEFAULT_SETTINGS.fsrs, desiredRetention: 0.85})).toEqual({
    desiredRetention: 0.85,
    maximumInterval: 36_500,
  });
  const weights = Array.from({length: 21}, () => 1);
  expect(reviewSchedulerOf({...DEFAULT_SETTINGS.fsrs, weights, fittedAt: 1})).toEqual({
    desiredRetention: 0.9,
    maximumInterval: 36_500,
    weights,
  });
});

test('the grade mutator validates the scheduler it is given', () => {
  const base = {reviewID: 'review-0001', cardID: 'u:k:vocabulary:meanings', rating: 3, reviewedAt: T0};
  expect(gradeReviewArgs.safeParse(base).success).toBe(true);
  expect(gradeReviewArgs.safeParse({...base, scheduler: {desiredRetention: 0.8, maximumInterval: 100}}).success).toBe(
    true,
  );
  expect(
    gradeReviewArgs.safeParse({...base, scheduler: {desiredRetention: 1.2, maximumInterval: 100}}).error?.issues[0]
      ?.message,
  ).toBe('Desired retention must be at most 0.99');
  expect(
    gradeReviewArgs.safeParse({...base, scheduler: {desiredRetention: 0.9, maximumInterval: 100, weights: [1]}})
      .success,
  ).toBe(false);
});
