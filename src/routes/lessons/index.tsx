import {createFileRoute} from '@tanstack/react-router';
import {loadCatalogueStructure} from '../../features/catalogue/catalogue-api.ts';
import {LessonsOverview} from '../../features/lessons/LessonsOverview.tsx';
import {Loading} from '../../components/Loading.tsx';

export const Route = createFileRoute('/lessons/')({
  head: () => ({meta: [{title: 'Lessons · Genki Study'}]}),
  loader: () => loadCatalogueStructure(),
  pendingComponent: () => <Loading what="Loading the lessons…" />,
  component: function LessonsRoute() {
    return <LessonsOverview structure={Route.useLoaderData()} />;
  },
});
