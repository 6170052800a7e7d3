// Every lesson of chapters 0–3 exists and renders real teaching text without throwing, under headings of its own.
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, test} from 'vitest';
import {LESSON_CONTENT, LESSON_SLUGS_BY_CHAPTER} from '../../src/features/lessons/lesson-registry.ts';
import {LESSONS_BY_CHAPTER} from '../../server/catalogue/modules/lessons.ts';
import {loadVocabularyFiles} from '../../server/catalogue/vocabulary/load.ts';

const ALL_SLUGS = Object.values(LESSON_SLUGS_BY_CHAPTER).flat();

test('the registry holds exactly the 36 lessons of requirements §2.2', () => {
  expect(ALL_SLUGS).toHaveLength(36);
  expect(Object.keys(LESSON_CONTENT).sort()).toEqual([...ALL_SLUGS].sort());
});

test.each(ALL_SLUGS)('lesson %s renders a page of its own', async (slug) => {
  const load = LESSON_CONTENT[slug];
  expect(load, `no content registered for ${slug}`).toBeDefined();
  const {default: Lesson} = await load!();
  const html = renderToStaticMarkup(createElement(Lesson));
  const text = html.replace(/<[^>]+>/g, ' ');
  expect(html).toContain('<h2');
  expect(text.trim().split(/\s+/).length).toBeGreaterThan(120);
  expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
});

const TITLES = new Map(
  Object.values(LESSONS_BY_CHAPTER).flatMap((lessons) =>
    Object.entries(lessons).map(([slug, lesson]) => [slug, lesson.title]),
  ),
);
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

test.each(ALL_SLUGS)('lesson %s does not repeat its title (the page’s h1) as a section heading', async (slug) => {
  const {default: Lesson} = await LESSON_CONTENT[slug]!();
  const headings = [...renderToStaticMarkup(createElement(Lesson)).matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) =>
    plain(match[1]!),
  );
  expect(headings).not.toContain(plain(TITLES.get(slug)!));
});

test.each(ALL_SLUGS)(
  'lesson %s: “Practise these words” links to the practice of a real vocabulary set',
  async (slug) => {
    const setIds = new Set((await loadVocabularyFiles()).flatMap((file) => file.sets.map((set) => set.id)));
    const {default: Lesson} = await LESSON_CONTENT[slug]!();
    const section = /<h2>Practise these words<\/h2>(.*?)<\/section>/s.exec(
      renderToStaticMarkup(createElement(Lesson)),
    )?.[1];
    if (section === undefined) return;
    const target = /<a [^>]*href="\/practice\/([^"]+)"/.exec(section)?.[1];
    expect(target, 'no link to a practice').toBeDefined();
    expect(setIds).toContain(decodeURIComponent(target!));
  },
);
