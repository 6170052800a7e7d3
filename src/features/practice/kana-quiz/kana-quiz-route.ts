// What the four kana quiz routes share: each loads the catalogue module of the same key (its sets and title).
import type {KanaQuizKey} from '../../../../schema/catalogue.ts';
import {pageHead} from '../../../app/page-head.ts';
import {loadPractice} from '../load-practice.ts';
import {PracticeLoadError} from '../PracticeLoadError.tsx';
import {PracticeLoading} from '../PracticeLoading.tsx';

export function kanaQuizRouteOptions(quizKey: KanaQuizKey) {
  return {
    loader: () => loadPractice(quizKey),
    head: () => pageHead(`/practice/${quizKey}`),
    pendingComponent: PracticeLoading,
    errorComponent: PracticeLoadError,
  };
}
