import type {LessonLoaders} from '../../lesson-types.ts';

export const chapter0Lessons: LessonLoaders = {
  'welcome-overview': () => import('./welcome-overview.tsx'),
  'writing-systems': () => import('./writing-systems.tsx'),
  hiragana: () => import('./hiragana.tsx'),
  'dakuten-handakuten': () => import('./dakuten-handakuten.tsx'),
  'contracted-sounds': () => import('./contracted-sounds.tsx'),
  'long-vowels-paused-consonants': () => import('./long-vowels-paused-consonants.tsx'),
  'japanese-pronunciation': () => import('./japanese-pronunciation.tsx'),
  'punctuation-misc': () => import('./punctuation-misc.tsx'),
  greetings: () => import('./greetings.tsx'),
  'common-expressions': () => import('./common-expressions.tsx'),
  'numbers-0-100': () => import('./numbers-0-100.tsx'),
};
