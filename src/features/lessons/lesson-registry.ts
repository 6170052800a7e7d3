// Every lesson page of our own (requirements §2.2), by slug. Each chapter folder lists its lessons in its index.ts.
import type {LessonLoaders} from '../../content/lesson-types.ts';
import {chapter0Lessons} from '../../content/lessons/chapter-0/index.ts';
import {chapter1Lessons} from '../../content/lessons/chapter-1/index.ts';
import {chapter2Lessons} from '../../content/lessons/chapter-2/index.ts';
import {chapter3Lessons} from '../../content/lessons/chapter-3/index.ts';

export const LESSON_CONTENT: LessonLoaders = {
  ...chapter0Lessons,
  ...chapter1Lessons,
  ...chapter2Lessons,
  ...chapter3Lessons,
};

/** The lesson slugs of chapters 0–3 as requirements §2.2 lists them. */
export const LESSON_SLUGS_BY_CHAPTER: Record<number, readonly string[]> = {
  0: [
    'common-expressions',
    'contracted-sounds',
    'dakuten-handakuten',
    'greetings',
    'hiragana',
    'japanese-pronunciation',
    'long-vowels-paused-consonants',
    'numbers-0-100',
    'punctuation-misc',
    'welcome-overview',
    'writing-systems',
  ],
  1: [
    'anou-etto',
    'japanese-names-honorifics',
    'minutes',
    'questions-with-ka',
    'saying-you-in-japanese',
    'self-introductions',
    'telling-time',
    'the-no-particle',
    'useful-expressions',
    'x-wa-y-desu',
  ],
  2: ['big-numbers', 'dare', 'ga-particle', 'janai', 'japanese-money', 'katakana', 'mo-particle', 'ne-yo-particles'],
  3: [
    'kanji',
    'kanji-radicals',
    'negative-masu-conj',
    'o-de-ni-e-particles',
    'polite-invitations',
    'verb-conj-masu',
    'word-order',
  ],
};
