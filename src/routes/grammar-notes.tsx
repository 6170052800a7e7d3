import {createFileRoute} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../features/catalogue/catalogue-api.ts';
import {GrammarNotesPage} from '../features/grammar-notes/GrammarNotesPage.tsx';
import {Loading} from '../components/Loading.tsx';

export const Route = createFileRoute('/grammar-notes')({
  head: () => ({meta: [{title: 'Grammar notes · Genki Study'}]}),
  loader: () => fetchCatalogueStructure(),
  pendingComponent: () => <Loading what="Loading the grammar notes…" />,
  component: function GrammarNotesRoute() {
    return <GrammarNotesPage structure={Route.useLoaderData()} />;
  },
});
