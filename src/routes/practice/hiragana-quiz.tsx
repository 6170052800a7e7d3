import {createFileRoute} from '@tanstack/react-router';
import {KanaQuiz} from '../../features/practice/kana-quiz/KanaQuiz.tsx';
import {kanaQuizRouteOptions} from '../../features/practice/kana-quiz/kana-quiz-route.ts';

export const Route = createFileRoute('/practice/hiragana-quiz')({
  staticData: {withoutZero: true},
  ...kanaQuizRouteOptions('hiragana-quiz'),
  component: function HiraganaQuizRoute() {
    return <KanaQuiz practice={Route.useLoaderData()} />;
  },
});
