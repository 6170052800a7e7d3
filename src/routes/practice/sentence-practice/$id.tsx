import {createFileRoute} from '@tanstack/react-router';
import {PracticeLoadError} from '../../../features/practice/PracticeLoadError.tsx';
import {PracticeLoading} from '../../../features/practice/PracticeLoading.tsx';
import {loadSentencePractice} from '../../../features/sentence-practice/load-sentence-practice.ts';
import {SentencePractice} from '../../../features/sentence-practice/SentencePractice.tsx';
import {pageHead} from '../../../app/page-head.ts';

export const Route = createFileRoute('/practice/sentence-practice/$id')({
  loader: ({params}) => loadSentencePractice(params.id),
  head: ({loaderData}) =>
    pageHead(
      '/practice/sentence-practice/$id',
      loaderData && {
        name: loaderData.module.title,
        description: `${loaderData.module.title}: put English sentences into Japanese, checked leniently, with every accepted answer shown.`,
      },
    ),
  pendingComponent: PracticeLoading,
  errorComponent: PracticeLoadError,
  component: function SentencePracticeRoute() {
    const practice = Route.useLoaderData();
    return <SentencePractice key={practice.module.key} practice={practice} />;
  },
});
