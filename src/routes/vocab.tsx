import {createFileRoute} from '@tanstack/react-router';
import {VocabPage} from '../features/vocab/VocabPage.tsx';
import {vocabSearchSchema} from '../features/vocab/vocab-search.ts';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/vocab')({
  validateSearch: vocabSearchSchema,
  head: () => pageHead('/vocab'),
  component: function VocabRoute() {
    return <VocabPage search={Route.useSearch()} />;
  },
});
