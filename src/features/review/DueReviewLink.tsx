import {useShownReviewCounts} from './use-shown-review-counts.ts';
import {ReviewLink} from './ReviewLink.tsx';

/** The review link with the counts of this learner's synced cards (loaded with Zero), or of their live service. */
export function DueReviewLink() {
  const {counts, service} = useShownReviewCounts();
  return <ReviewLink counts={counts} service={service} />;
}
