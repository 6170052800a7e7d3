import {createFileRoute} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../app/catalogue/catalogue-api.ts';
import {GrammarNotesPage} from '../features/grammar-notes/GrammarNotesPage.tsx';
import {Loading} from '../components/Loading.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/grammar-notes')({
  staticData: {withoutZero: true},
  head: () => pageHead('/grammar-notes'),
  loader: () => fetchCatalogueStructure(),
  pendingComponent: () => <Loading what="Loading the grammar notes…" />,
  component: function GrammarNotesRoute() {
    return <GrammarNotesPage structure={Route.useLoaderData()} />;
  },
});
