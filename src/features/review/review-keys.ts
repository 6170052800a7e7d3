// Keyboard shortcuts of the review page: Space or Enter shows the answer, 1–4 grade it.
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';

export type Rating = GradeReviewArgs['rating'];
export type ReviewKeyAction = {type: 'reveal'} | {type: 'grade'; rating: Rating};

export const GRADES: readonly {rating: Rating; label: string}[] = [
  {rating: 1, label: 'Again'},
  {rating: 2, label: 'Hard'},
  {rating: 3, label: 'Good'},
  {rating: 4, label: 'Easy'},
];

type KeyPress = {key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; repeat?: boolean};

/** What a key press does on a card, or null. Grades only once the answer shows; held keys do nothing more. */
export function reviewKeyAction(press: KeyPress, revealed: boolean): ReviewKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat) return null;
  if (!revealed) return press.key === ' ' || press.key === 'Enter' ? {type: 'reveal'} : null;
  const grade = GRADES.find(({rating}) => String(rating) === press.key);
  return grade ? {type: 'grade', rating: grade.rating} : null;
}
