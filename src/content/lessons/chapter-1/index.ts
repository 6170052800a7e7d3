import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter1Lessons: LessonLoaders = {
  'x-wa-y-desu': () => import('./x-wa-y-desu.tsx'),
  'questions-with-ka': () => import('./questions-with-ka.tsx'),
  'the-no-particle': () => import('./the-no-particle.tsx'),
  'self-introductions': () => import('./self-introductions.tsx'),
  'japanese-names-honorifics': () => import('./japanese-names-honorifics.tsx'),
  'saying-you-in-japanese': () => import('./saying-you-in-japanese.tsx'),
  'telling-time': () => import('./telling-time.tsx'),
  minutes: () => import('./minutes.tsx'),
  'anou-etto': () => import('./anou-etto.tsx'),
  'useful-expressions': () => import('./useful-expressions.tsx'),
};
