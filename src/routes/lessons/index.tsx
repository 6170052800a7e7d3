import {createFileRoute} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../../app/catalogue/catalogue-api.ts';
import {LessonsOverview} from '../../features/lessons/LessonsOverview.tsx';
import {Loading} from '../../components/Loading.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/lessons/')({
  head: () => pageHead('/lessons/'),
  loader: () => fetchCatalogueStructure(),
  pendingComponent: () => <Loading what="Loading the lessons…" />,
  component: function LessonsRoute() {
    return <LessonsOverview structure={Route.useLoaderData()} />;
  },
});
