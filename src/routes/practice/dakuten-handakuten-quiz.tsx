import {createFileRoute} from '@tanstack/react-router';
import {KanaQuiz} from '../../features/practice/kana-quiz/KanaQuiz.tsx';
import {kanaQuizRouteOptions} from '../../features/practice/kana-quiz/kana-quiz-route.ts';

export const Route = createFileRoute('/practice/dakuten-handakuten-quiz')({
  staticData: {withoutZero: true},
  ...kanaQuizRouteOptions('dakuten-handakuten-quiz'),
  component: function DakutenHandakutenQuizRoute() {
    return <KanaQuiz practice={Route.useLoaderData()} />;
  },
});
