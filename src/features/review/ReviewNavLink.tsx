import {zeroPart} from '../../app/WithZero.tsx';
import {ReviewLink} from './ReviewLink.tsx';

export const ReviewNavLink = zeroPart(
  () => import('./DueReviewLink.tsx').then((module) => module.DueReviewLink),
  () => <ReviewLink counts={null} />,
);
