import {createFileRoute} from '@tanstack/react-router';
import {preloadDueCards} from '../../features/review/preload-due-cards.ts';
import {ReviewPage} from '../../features/review/ReviewPage.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/practice/review')({
  head: () => pageHead('/practice/review'),
  loader: ({context}) => {
    if (context.user) void preloadDueCards();
  },
  component: ReviewPage,
});
