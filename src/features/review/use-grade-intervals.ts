// When a card would come back after each grade, as the grade buttons show it; a card with no state yet (a new
// writing card) starts from an empty one, as its first grade does.
import {useMemo} from 'react';
import {reviewStep, type SchedulerParameters, type StoredCard} from '../../../schema/fsrs/review-step.ts';
import {GRADES, type Rating} from './review-keys.ts';
import {formatInterval} from './review-intervals.ts';

export function useGradeIntervals(
  fsrsCard: unknown,
  scheduler: SchedulerParameters | undefined,
): (rating: Rating) => string | undefined {
  const intervals = useMemo(() => {
    const now = Date.now();
    return new Map(
      GRADES.map(({rating}) => [
        rating,
        formatInterval(reviewStep((fsrsCard as StoredCard | null) ?? null, rating, now, scheduler).card.due - now),
      ]),
    );
  }, [fsrsCard, scheduler]);
  return (rating) => intervals.get(rating);
}
