import {createFileRoute} from '@tanstack/react-router';
import {preloadDueCards} from '../features/review/preload-due-cards.ts';
import {ReviewOverviewPage} from '../features/review-overview/ReviewOverviewPage.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/review')({
  head: () => pageHead('/review'),
  loader: ({context}) => {
    if (context.user) void preloadDueCards();
  },
  component: ReviewOverviewPage,
});
