import {describe, expect, test} from 'vitest';
import {
  activeChapter,
  activeChapterSlug,
  newerActiveChapter,
  visitPatch,
} from '../../src/features/learn/active-chapter.ts';
import {chapterContaining, findChapter, nextStep} from '../../src/app/catalogue/structure-lookup.ts';
import {defaultSettings, type Settings} from '../../schema/settings.ts';
import type {CatalogueStructure, Chapter} from '../../schema/catalogue.ts';

function settings(patch: Partial<Settings> = {}): Settings {
  return {...defaultSettings(), ...patch};
}

describe('the active chapter', () => {
  test('default settings open genki_1 chapter-0', () => {
    expect(activeChapter(settings())).toEqual({textbookId: 'genki_1', chapterSlug: 'chapter-0'});
    expect(activeChapter(settings({'active-textbook': ''}))).toEqual({textbookId: 'genki_1', chapterSlug: 'chapter-0'});
  });

  test('each course remembers its own chapter', () => {
    const s = settings({
      'active-textbook': 'genki_2',
      'active-deck': 'chapter-15',
      'textbook-positions': {genki_1: 'chapter-7', genki_2: 'chapter-15'},
    });
    expect(activeChapter(s)).toEqual({textbookId: 'genki_2', chapterSlug: 'chapter-15'});
    expect(activeChapterSlug(s, 'genki_1')).toBe('chapter-7');
  });

  test('active-deck stands in for the active course without a position; other courses open at their first chapter', () => {
    const s = settings({'active-textbook': 'genki_1', 'active-deck': 'chapter-4'});
    expect(activeChapterSlug(s, 'genki_1')).toBe('chapter-4');
    expect(activeChapterSlug(s, 'genki_2')).toBe('chapter-13');
  });

  test('positions that are not chapters of the course are ignored', () => {
    const s = settings({
      'active-textbook': 'genki_2',
      'active-deck': 'chapter-3',
      'textbook-positions': {genki_2: 'chapter-5'},
    });
    expect(activeChapter(s)).toEqual({textbookId: 'genki_2', chapterSlug: 'chapter-13'});
  });
});

describe('visiting a chapter', () => {
  test('writes the course, the chapter, the course position and the time', () => {
    const s = settings({'textbook-positions': {genki_1: 'chapter-2'}});
    expect(visitPatch(s, {textbookId: 'genki_2', chapterSlug: 'chapter-14'}, 1234)).toEqual({
      'active-textbook': 'genki_2',
      'active-deck': 'chapter-14',
      'textbook-positions': {genki_1: 'chapter-2', genki_2: 'chapter-14'},
      timestamp: 1234,
    });
  });

  test('writes nothing when the settings already say so', () => {
    const s = settings({
      'active-textbook': 'genki_1',
      'active-deck': 'chapter-2',
      'textbook-positions': {genki_1: 'chapter-2'},
    });
    expect(visitPatch(s, {textbookId: 'genki_1', chapterSlug: 'chapter-2'}, 99)).toBeNull();
  });

  test('newer settings naming another chapter move the page there; older or identical ones do not', () => {
    const here = {textbookId: 'genki_1' as const, chapterSlug: 'chapter-2'};
    const elsewhere = settings({
      'active-textbook': 'genki_2',
      'active-deck': 'chapter-16',
      'textbook-positions': {genki_2: 'chapter-16'},
      timestamp: 2000,
    });
    expect(newerActiveChapter(elsewhere, 1000, here)).toEqual({textbookId: 'genki_2', chapterSlug: 'chapter-16'});
    expect(newerActiveChapter(elsewhere, 2000, here)).toBeNull();
    const same = settings({'active-deck': 'chapter-2', 'textbook-positions': {genki_1: 'chapter-2'}, timestamp: 2000});
    expect(newerActiveChapter(same, 1000, here)).toBeNull();
  });
});

describe('finding the next step of a path', () => {
  const chapter = (slug: string, path: string[], disabled: string[] = []): Chapter => ({
    id: `genki_1_${slug}`,
    slug,
    number: 0,
    title: `Title of ${slug}`,
    description: 'd',
    learning_path_items: path,
    disabled_modules: disabled,
  });
  const lesson = (key: string) => ({
    kind: 'lesson' as const,
    key,
    title: key,
    link: `/lessons/${key}`,
    lesson_type: 'lesson' as const,
  });
  const structure: CatalogueStructure = {
    textbooks: [
      {
        id: 'genki_1',
        name: 'Genki I',
        short_name: 'Genki I',
        publisher: 'p',
        level: 'N5',
        cover_image_url: null,
        chapters: [chapter('chapter-0', ['a', 'b', 'sheet', 'c'], ['sheet']), chapter('chapter-1', ['d'])],
      },
    ],
    modules: Object.fromEntries(['a', 'b', 'sheet', 'c', 'd'].map((key) => [key, lesson(key)])),
    creators: {},
  };

  test('the following module, skipping disabled ones', () => {
    expect(nextStep(structure, 'a')).toEqual({kind: 'module', module: lesson('b')});
    expect(nextStep(structure, 'b')).toEqual({kind: 'module', module: lesson('c')});
  });

  test('after the last module, the chapter page', () => {
    expect(nextStep(structure, 'c')).toEqual({
      kind: 'chapter',
      textbookId: 'genki_1',
      chapterSlug: 'chapter-0',
      title: 'Title of chapter-0',
    });
    expect(nextStep(structure, 'nowhere')).toBeNull();
  });

  test('chapters by address and by the modules they hold', () => {
    expect(findChapter(structure, 'genki_1', 'chapter-1')?.chapter.learning_path_items).toEqual(['d']);
    expect(findChapter(structure, 'genki_2', 'chapter-1')).toBeNull();
    expect(chapterContaining(structure, 'd')?.chapter.slug).toBe('chapter-1');
  });
});
