import {createFileRoute} from '@tanstack/react-router';
import {PracticeLoadError} from '../../../features/practice/PracticeLoadError.tsx';
import {PracticeLoading} from '../../../features/practice/PracticeLoading.tsx';
import {loadSentencePractice} from '../../../features/sentence-practice/load-sentence-practice.ts';
import {ListeningPractice} from '../../../features/listening/ListeningPractice.tsx';
import {pageHead} from '../../../app/page-head.ts';

export const Route = createFileRoute('/practice/listening/$id')({
  loader: ({params}) => loadSentencePractice(params.id, 'listening-practice'),
  head: ({loaderData}) =>
    pageHead(
      '/practice/listening/$id',
      loaderData && {
        name: loaderData.module.title,
        description: `${loaderData.module.title}: hear the chapter's sentences in Japanese, then write them down or pick their meaning.`,
      },
    ),
  pendingComponent: PracticeLoading,
  errorComponent: PracticeLoadError,
  component: function ListeningPracticeRoute() {
    const practice = Route.useLoaderData();
    return <ListeningPractice key={practice.module.key} practice={practice} />;
  },
});
