import {createFileRoute} from '@tanstack/react-router';
import {preloadDueCards} from '../../features/review/preload-due-cards.ts';
import {ReviewPage} from '../../features/review/ReviewPage.tsx';

export const Route = createFileRoute('/practice/review')({
  head: () => ({meta: [{title: 'Review · Genki Study'}]}),
  loader: ({context}) => {
    if (context.user) void preloadDueCards();
  },
  component: ReviewPage,
});
