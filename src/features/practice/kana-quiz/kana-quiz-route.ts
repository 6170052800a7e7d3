// What the four kana quiz routes share: each loads the catalogue module of the same key (its sets and title).
import {loadPractice, type LoadedPractice} from '../load-practice.ts';
import {PracticeLoadError} from '../PracticeLoadError.tsx';
import {PracticeLoading} from '../PracticeLoading.tsx';

type KanaQuizKey = 'hiragana-quiz' | 'dakuten-handakuten-quiz' | 'contracted-sounds-quiz' | 'all-hiragana-quiz';

export function kanaQuizRouteOptions(quizKey: KanaQuizKey) {
  return {
    loader: () => loadPractice(quizKey),
    head: ({loaderData}: {loaderData?: LoadedPractice}) => ({meta: [{title: `${loaderData?.module.title ?? 'Kana quiz'} · Genki Study`}]}),
    pendingComponent: PracticeLoading,
    errorComponent: PracticeLoadError,
  };
}
