import {createFileRoute} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../../features/catalogue/catalogue-api.ts';
import {LessonsOverview} from '../../features/lessons/LessonsOverview.tsx';
import {Loading} from '../../components/Loading.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/lessons/')({
  head: () => pageHead('Lessons', 'Every lesson of chapters 0 to 3: kana, pronunciation, greetings, numbers, particles and the first verb forms.'),
  loader: () => fetchCatalogueStructure(),
  pendingComponent: () => <Loading what="Loading the lessons…" />,
  component: function LessonsRoute() {
    return <LessonsOverview structure={Route.useLoaderData()} />;
  },
});
