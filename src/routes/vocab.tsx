import {createFileRoute} from '@tanstack/react-router';
import {VocabPage} from '../features/vocab/VocabPage.tsx';
import {vocabSearchSchema} from '../features/vocab/vocab-search.ts';

export const Route = createFileRoute('/vocab')({
  validateSearch: vocabSearchSchema,
  head: () => ({meta: [{title: 'Vocabulary · Genki Study'}]}),
  component: function VocabRoute() {
    return <VocabPage search={Route.useSearch()} />;
  },
});
