import {createFileRoute} from '@tanstack/react-router';
import {KanaQuiz} from '../../features/practice/kana-quiz/KanaQuiz.tsx';
import {kanaQuizRouteOptions} from '../../features/practice/kana-quiz/kana-quiz-route.ts';

export const Route = createFileRoute('/practice/all-hiragana-quiz')({
  staticData: {withoutZero: true},
  ...kanaQuizRouteOptions('all-hiragana-quiz'),
  component: function AllHiraganaQuizRoute() {
    return <KanaQuiz practice={Route.useLoaderData()} />;
  },
});
