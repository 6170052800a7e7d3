// Video steps open the exact material they name and show the picture §7.3 allows; no step of any path opens a
// channel's front page.
import {describe, expect, test} from 'vitest';
import type {Creator} from '../../schema/catalogue.ts';
import {isChannelFrontPage, videoTarget, videoThumbnail} from '../../schema/video-links.ts';
import {loadCatalogue} from '../../server/catalogue/build-catalogue.ts';
import {externalResourceModules, type VideoStepInput} from '../../server/catalogue/modules/external-resources.ts';

const ANDY: Creator = {
  creator_id: 'tokini-andy',
  creator_name: 'Tokini Andy',
  profile_img: null,
  fallback_initials: 'TA',
  thumbnail_type: 'youtube_api',
};

describe('videoTarget', () => {
  test('a video id opens that video', () => {
    expect(videoTarget({video_id: 'abcDEF123_-', channel_url: 'https://www.youtube.com/@TokiniAndy'})).toEqual({
      opens: 'video',
      url: 'https://www.youtube.com/watch?v=abcDEF123_-',
    });
  });

  test('a playlist id opens the playlist', () => {
    expect(videoTarget({playlist_id: 'PLxyz', channel_url: 'https://www.youtube.com/@TokiniAndy'})).toEqual({
      opens: 'playlist',
      url: 'https://www.youtube.com/playlist?list=PLxyz',
    });
  });

  test("a channel with a topic opens the channel's search for it", () => {
    expect(videoTarget({channel_url: 'https://www.youtube.com/@TokiniAndy/', search_query: 'genki lesson 3'})).toEqual({
      opens: 'channel-search',
      url: 'https://www.youtube.com/@TokiniAndy/search?query=genki+lesson+3',
    });
  });

  test('a channel alone names nothing precise', () => {
    expect(videoTarget({channel_url: 'https://www.youtube.com/@TokiniAndy'})).toBeNull();
    expect(videoTarget({channel_url: 'https://www.youtube.com/@TokiniAndy', search_query: '  '})).toBeNull();
    expect(videoTarget({})).toBeNull();
  });
});

describe('isChannelFrontPage', () => {
  test.each([
    ['https://www.youtube.com/@TokiniAndy', true],
    ['https://www.youtube.com/@TokiniAndy/videos', true],
    ['https://www.youtube.com/channel/UC123', true],
    ['https://www.youtube.com/@TokiniAndy/search?query=genki', false],
    ['https://www.youtube.com/watch?v=abcDEF123_-', false],
    ['https://www.youtube.com/playlist?list=PLxyz', false],
    ['https://example.com/@someone', false],
  ])('%s → %s', (url, expected) => {
    expect(isChannelFrontPage(url)).toBe(expected);
  });
});

describe('videoThumbnail', () => {
  test("a video id shows the video site's image", () => {
    expect(videoThumbnail({video_id: 'abcDEF123_-'}, ANDY)).toEqual({
      kind: 'image',
      src: 'https://i.ytimg.com/vi/abcDEF123_-/hqdefault.jpg',
    });
  });

  test("without an id, the creator's own image, else a styled tile with their initials", () => {
    expect(videoThumbnail({}, {...ANDY, profile_img: '/creators/andy.webp'})).toEqual({
      kind: 'image',
      src: '/creators/andy.webp',
    });
    expect(videoThumbnail({}, ANDY)).toEqual({kind: 'styled', initials: 'TA'});
  });
});

describe('video steps on the paths', () => {
  const step = (data: Partial<VideoStepInput>): VideoStepInput => ({
    chapter: 4,
    key: 'some-video',
    title: 'Some video',
    creator_id: 'tokini-andy',
    lesson_type: 'video',
    difficulty_rating: 'easy',
    practises: 'Listening',
    minutes: 10,
    ...data,
  });

  test('a step that names neither a video, a playlist nor a search is left out', () => {
    const placed = externalResourceModules([
      step({key: 'front-page', channel_url: 'https://www.youtube.com/@TokiniAndy'}),
      step({key: 'searched', channel_url: 'https://www.youtube.com/@TokiniAndy', search_query: 'genki lesson 4'}),
    ]);
    expect(placed.map((each) => each.module.key)).toEqual(['searched']);
    expect(placed[0]!.module).toMatchObject({
      external_url: 'https://www.youtube.com/@TokiniAndy/search?query=genki+lesson+4',
      opens: 'channel-search',
    });
  });

  test('no video or listening step of any path opens a channel front page', async () => {
    const catalogue = await loadCatalogue();
    const steps = catalogue.textbooks
      .flatMap((textbook) => textbook.chapters.flatMap((chapter) => chapter.learning_path_items))
      .map((key) => catalogue.modules[key])
      .filter((module) => module?.kind === 'external-resource');
    expect(steps.length).toBeGreaterThanOrEqual(20);
    expect(steps.filter((module) => isChannelFrontPage(module.external_url)).map((module) => module.key)).toEqual([]);
    expect(catalogue.modules['genki_1_ch3_video-walkthrough']).toMatchObject({
      external_url: 'https://www.youtube.com/@TokiniAndy/search?query=genki+lesson+3',
    });
  });
});
