import {createFileRoute} from '@tanstack/react-router';
import {ReviewEntryPage} from '../features/review-entry/ReviewEntryPage.tsx';
import {queries} from '../../schema/queries.ts';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/review')({
  head: () => pageHead('Review', 'What is due for review now, what is coming over the next 30 days, and the way into your review session.'),
  loader: ({context}) => {
    if (context.user) context.zero.preload(queries.fsrsCards.due(), {ttl: '10m'});
  },
  component: ReviewEntryPage,
});
