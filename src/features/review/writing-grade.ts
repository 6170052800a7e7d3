// The grade a writing card suggests once the learner has written the kanji (issue 24); they may choose another
// before it is sent. The worst stroke decides: a stroke the pad had to draw (three misses) is not recalled, Again; a
// stroke right only after a miss is recalled with effort, Hard; every stroke right first time, Good. Easy is the
// learner's own call.
import type {WritingSummary} from '../handwriting/writing-session.ts';
import type {SelfGrade} from '../handwriting/SelfGrade.tsx';
import type {Rating} from './review-keys.ts';

const AGAIN = 1;
const HARD = 2;
const GOOD = 3;

export function suggestedRating({helped, missed}: WritingSummary): Rating {
  if (helped > 0) return AGAIN;
  if (missed > 0) return HARD;
  return GOOD;
}

/** A writing on paper, graded by the learner from the stroke-by-stroke view, in the same grades. */
export function ratingOfSelfGrade(grade: SelfGrade): Rating {
  switch (grade) {
    case 'Right first time':
      return GOOD;
    case 'Needed help':
      return HARD;
    case 'Got it wrong':
      return AGAIN;
  }
}
