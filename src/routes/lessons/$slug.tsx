import {createFileRoute, notFound} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../../app/catalogue/catalogue-api.ts';
import {LessonPage} from '../../features/lessons/LessonPage.tsx';
import {Loading} from '../../components/Loading.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/lessons/$slug')({
  loader: async ({params}) => {
    const structure = await fetchCatalogueStructure();
    const lesson = structure.modules[params.slug];
    if (lesson?.kind !== 'lesson' || lesson.lesson_type !== 'lesson') throw notFound();
    return {structure, lesson};
  },
  head: ({loaderData}) =>
    pageHead(
      '/lessons/$slug',
      loaderData && {
        name: loaderData.lesson.title,
        description: `${loaderData.lesson.title}: a lesson of the Genki course, with examples and practice.`,
      },
    ),
  pendingComponent: () => <Loading what="Loading the lesson…" />,
  component: function LessonRoute() {
    const {structure, lesson} = Route.useLoaderData();
    return <LessonPage key={lesson.key} structure={structure} lesson={lesson} />;
  },
});
