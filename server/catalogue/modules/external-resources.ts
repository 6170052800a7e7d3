// Videos and listening practice elsewhere on the web. The addresses are channel and site front pages that stay
// put; a module says which video or series to look for rather than pointing at a video id that may vanish.
import {textbookOfChapter, type ExternalResourceModule} from '../../../schema/catalogue.ts';
import {chapterKeyPrefix, grammarNotesKey} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

const TOKINI_ANDY = 'https://www.youtube.com/@TokiniAndy';
const JAPANESE_AMMO = 'https://www.youtube.com/@JapaneseAmmowithMisa';
const COMPREHENSIBLE_JAPANESE = 'https://www.youtube.com/@cijapanese';
const NHK_NEWS_WEB_EASY = 'https://www3.nhk.or.jp/news/easy/';
const ERIN_CHALLENGE = 'https://www.erin.jpf.go.jp/';

type ResourceInput = Omit<ExternalResourceModule, 'kind' | 'link'>;

function resource(chapter: number, input: ResourceInput): PlacedModule {
  return {
    chapter,
    role: 'video',
    module: {kind: 'external-resource', link: `/external-resources/${input.key}`, ...input},
  };
}

function chapterWalkthrough(chapter: number): PlacedModule {
  const textbook = textbookOfChapter(chapter);
  return resource(chapter, {
    key: `${chapterKeyPrefix(textbook, chapter)}_video-walkthrough`,
    title: `Chapter ${chapter} walkthrough video`,
    external_url: TOKINI_ANDY,
    creator_id: 'tokini-andy',
    lesson_type: 'video',
    difficulty_rating: chapter <= 6 ? 'easy' : chapter <= 14 ? 'medium' : 'hard',
    description: `Andy's long-form videos follow the course chapter by chapter. Open his channel and pick the video for chapter ${chapter}; pause it to try each example yourself.`,
    prerequisite_module_ids: [grammarNotesKey(textbook, chapter)],
  });
}

export function externalResourceModules(): PlacedModule[] {
  return [
    resource(0, {
      key: 'japanese-ammo-first-sounds',
      title: 'Pronunciation and kana with Misa',
      external_url: JAPANESE_AMMO,
      creator_id: 'japanese-ammo',
      lesson_type: 'video',
      difficulty_rating: 'easy',
      description:
        'Misa explains Japanese sounds and the kana in friendly, detailed beginner videos. Start with her pronunciation and hiragana lessons.',
      prerequisite_module_ids: ['japanese-pronunciation'],
    }),
    resource(2, {
      key: 'comprehensible-japanese-beginner',
      title: 'Beginner listening: Comprehensible Japanese',
      external_url: COMPREHENSIBLE_JAPANESE,
      creator_id: 'comprehensible-japanese',
      lesson_type: 'listening_practice',
      difficulty_rating: 'easy',
      daily_prog_amount: 1,
      description:
        'Short stories told slowly with pictures and gestures, made to be understood without subtitles. Watch one complete beginner video a day.',
      prerequisite_module_ids: ['katakana'],
    }),
    resource(3, {
      key: 'japanese-ammo-particles',
      title: 'Particles explained by Misa',
      external_url: JAPANESE_AMMO,
      creator_id: 'japanese-ammo',
      lesson_type: 'video',
      difficulty_rating: 'medium',
      description:
        'Misa’s particle lessons go deeper into を, で, に and へ than a textbook has room for. Look for her videos on these particles.',
      prerequisite_module_ids: ['o-de-ni-e-particles'],
    }),
    resource(5, {
      key: 'erin-challenge',
      title: 'Everyday scenes: Erin’s Challenge',
      external_url: ERIN_CHALLENGE,
      creator_id: 'japan-foundation',
      lesson_type: 'video',
      difficulty_rating: 'easy',
      daily_prog_amount: 1,
      description:
        'A video course about a student’s life in a Japanese school, with skits and subtitles you can switch. One skit a day fits this stage well.',
    }),
    resource(15, {
      key: 'nhk-news-web-easy',
      title: 'News in easy Japanese',
      external_url: NHK_NEWS_WEB_EASY,
      creator_id: 'nhk',
      lesson_type: 'listening_practice',
      difficulty_rating: 'hard',
      daily_prog_amount: 1,
      description:
        'Current news rewritten in simpler Japanese, with furigana and a recording of each article. Read and listen to one article a day.',
      prerequisite_module_ids: [grammarNotesKey('genki_2', 15)],
    }),
    ...Array.from({length: 20}, (_, index) => chapterWalkthrough(index + 1)),
  ];
}
