import {useDueCounts} from './use-due-counts.ts';
import {ReviewLink} from './ReviewLink.tsx';

/** The review link with the counts of this learner's synced cards (loaded with Zero). */
export function DueReviewLink() {
  return <ReviewLink counts={useDueCounts()} />;
}
