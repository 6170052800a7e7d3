import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter2Lessons: LessonLoaders = {
  katakana: () => import('./katakana.tsx'),
  'big-numbers': () => import('./big-numbers.tsx'),
  'japanese-money': () => import('./japanese-money.tsx'),
  dare: () => import('./dare.tsx'),
  'ga-particle': () => import('./ga-particle.tsx'),
  janai: () => import('./janai.tsx'),
  'mo-particle': () => import('./mo-particle.tsx'),
  'ne-yo-particles': () => import('./ne-yo-particles.tsx'),
};
