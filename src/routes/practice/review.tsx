import {createFileRoute} from '@tanstack/react-router';
import {queries} from '../../../schema/queries.ts';
import {ReviewPage} from '../../features/review/ReviewPage.tsx';

export const Route = createFileRoute('/practice/review')({
  head: () => ({meta: [{title: 'Review · Genki Study'}]}),
  loader: ({context}) => {
    if (context.user) context.zero.preload(queries.fsrsCards.due(), {ttl: '10m'});
  },
  component: ReviewPage,
});
