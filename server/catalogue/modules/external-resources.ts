// Videos and listening practice elsewhere on the web. Each step opens the exact material it names: a video or
// playlist by id, or the creator's channel searched for the chapter's topic (schema/video-links.ts). We name no
// video id we have not checked, so the chapter videos are channel searches; a step that resolves to nothing more
// precise than a channel's front page is left out.
import {textbookOfChapter, type ExternalResourceModule} from '../../../schema/catalogue.ts';
import {videoTarget, type VideoStepData} from '../../../schema/video-links.ts';
import {CHAPTER_THEMES} from '../chapters.ts';
import {chapterKeyPrefix, grammarNotesKey} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

const TOKINI_ANDY = 'https://www.youtube.com/@TokiniAndy';
const JAPANESE_AMMO = 'https://www.youtube.com/@JapaneseAmmowithMisa';
const COMPREHENSIBLE_JAPANESE = 'https://www.youtube.com/@cijapanese';

export type VideoStepInput = Omit<ExternalResourceModule, 'kind' | 'link' | 'external_url' | 'opens' | 'video_id'> &
  VideoStepData & {chapter: number};

/** The step placed on its chapter's path, or null when its data names nothing more precise than a front page. */
export function videoStep({chapter, video_id, playlist_id, channel_url, search_query, ...input}: VideoStepInput) {
  const target = videoTarget({video_id, playlist_id, channel_url, search_query});
  if (!target) return null;
  const module: ExternalResourceModule = {
    kind: 'external-resource',
    link: `/external-resources/${input.key}`,
    external_url: target.url,
    opens: target.opens,
    ...(video_id ? {video_id} : {}),
    ...input,
  };
  return {chapter, role: 'video', module} satisfies PlacedModule;
}

function chapterVideos(chapter: number): VideoStepInput {
  const textbook = textbookOfChapter(chapter);
  return {
    chapter,
    key: `${chapterKeyPrefix(textbook, chapter)}_video-walkthrough`,
    title: `Genki lesson ${chapter} with Tokini Andy`,
    channel_url: TOKINI_ANDY,
    search_query: `genki lesson ${chapter}`,
    creator_id: 'tokini-andy',
    lesson_type: 'video',
    difficulty_rating: chapter <= 6 ? 'easy' : chapter <= 14 ? 'medium' : 'hard',
    practises: `The grammar and vocabulary of chapter ${chapter} (${CHAPTER_THEMES[chapter]!.title.toLowerCase()}), explained with examples to repeat`,
    minutes: 45,
    description: `Andy's long-form videos follow the course lesson by lesson. The link searches his channel for lesson ${chapter}: pick the video for this lesson and pause it to try each example yourself.`,
    prerequisite_module_ids: [grammarNotesKey(textbook, chapter)],
  };
}

const VIDEO_STEPS: VideoStepInput[] = [
  {
    chapter: 0,
    key: 'japanese-ammo-first-sounds',
    title: 'Pronunciation and kana with Misa',
    channel_url: JAPANESE_AMMO,
    search_query: 'pronunciation hiragana',
    creator_id: 'japanese-ammo',
    lesson_type: 'video',
    difficulty_rating: 'easy',
    practises: 'Hearing and saying the sounds of Japanese, and reading the first hiragana',
    minutes: 20,
    description:
      'Misa explains Japanese sounds and the kana in friendly, detailed beginner videos. The link searches her channel for her pronunciation and hiragana lessons.',
    prerequisite_module_ids: ['japanese-pronunciation'],
  },
  {
    chapter: 2,
    key: 'comprehensible-japanese-beginner',
    title: 'Beginner listening: Comprehensible Japanese',
    channel_url: COMPREHENSIBLE_JAPANESE,
    search_query: 'complete beginner',
    creator_id: 'comprehensible-japanese',
    lesson_type: 'listening_practice',
    difficulty_rating: 'easy',
    daily_prog_amount: 1,
    practises: 'Understanding simple spoken Japanese without subtitles, helped by pictures and gestures',
    minutes: 15,
    description:
      'Short stories told slowly with pictures and gestures, made to be understood without subtitles. The link searches the channel for its complete-beginner videos: watch one a day.',
    prerequisite_module_ids: ['katakana'],
  },
  {
    chapter: 3,
    key: 'japanese-ammo-particles',
    title: 'Particles explained by Misa',
    channel_url: JAPANESE_AMMO,
    search_query: 'particles',
    creator_id: 'japanese-ammo',
    lesson_type: 'video',
    difficulty_rating: 'medium',
    practises: 'Choosing between the particles を, で, に and へ',
    minutes: 25,
    description:
      'Misa’s particle lessons go deeper into を, で, に and へ than a textbook has room for. The link searches her channel for her particle videos.',
    prerequisite_module_ids: ['o-de-ni-e-particles'],
  },
  ...Array.from({length: 20}, (_, index) => chapterVideos(index + 1)),
];

export function externalResourceModules(steps: VideoStepInput[] = VIDEO_STEPS): PlacedModule[] {
  return steps.map(videoStep).filter((step) => step !== null);
}
