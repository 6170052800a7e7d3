import {createFileRoute} from '@tanstack/react-router';
import {KanaQuiz} from '../../features/practice/kana-quiz/KanaQuiz.tsx';
import {kanaQuizRouteOptions} from '../../features/practice/kana-quiz/kana-quiz-route.ts';

export const Route = createFileRoute('/practice/contracted-sounds-quiz')({
  staticData: {withoutZero: true},
  ...kanaQuizRouteOptions('contracted-sounds-quiz'),
  component: function ContractedSoundsQuizRoute() {
    return <KanaQuiz practice={Route.useLoaderData()} />;
  },
});
