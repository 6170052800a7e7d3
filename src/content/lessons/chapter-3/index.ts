import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter3Lessons: LessonLoaders = {
  'verb-conj-masu': () => import('./verb-conj-masu.tsx'),
  'negative-masu-conj': () => import('./negative-masu-conj.tsx'),
  'o-de-ni-e-particles': () => import('./o-de-ni-e-particles.tsx'),
  'word-order': () => import('./word-order.tsx'),
  'polite-invitations': () => import('./polite-invitations.tsx'),
  kanji: () => import('./kanji.tsx'),
  'kanji-radicals': () => import('./kanji-radicals.tsx'),
};
