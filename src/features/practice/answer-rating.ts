// How a practice answer grades the item's card: right is Good, close (a slip) is Hard, wrong is Again.
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import type {AnswerOutcome} from './practice-session.ts';

export const RATING = {again: 1, hard: 2, good: 3} as const satisfies Record<string, GradeReviewArgs['rating']>;

export function ratingForAnswer(outcome: AnswerOutcome): GradeReviewArgs['rating'] {
  if (!outcome.correct) return RATING.again;
  return outcome.close ? RATING.hard : RATING.good;
}
