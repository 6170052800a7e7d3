import {describe, expect, test} from 'vitest';
import {
  emptyChapterModules,
  expandHandMadePath,
  generatedLearningPath,
  type ChapterModules,
} from '../../server/catalogue/learning-paths.ts';

function chapter(modules: Partial<ChapterModules>): ChapterModules {
  return {...emptyChapterModules(), ...modules};
}

describe('generatedLearningPath', () => {
  test('vocabulary, half the practice sets, grammar and drills, the other half, videos, worksheets, and the test last', () => {
    expect(
      generatedLearningPath(
        chapter({
          'vocab-list': ['list'],
          'vocab-practice': ['set1', 'set2', 'set3'],
          'grammar-notes': ['notes'],
          conjugation: ['conj'],
          counters: ['count'],
          'sentence-practice': ['sent'],
          video: ['video'],
          worksheet: ['sheet'],
          'all-vocab-test': ['test'],
        }),
      ),
    ).toEqual(['list', 'set1', 'set2', 'notes', 'conj', 'count', 'sent', 'set3', 'video', 'sheet', 'test']);
  });

  test('a chapter without vocabulary still gets its grammar and videos', () => {
    expect(generatedLearningPath(chapter({'grammar-notes': ['notes'], video: ['video']}))).toEqual(['notes', 'video']);
  });
});

describe('expandHandMadePath', () => {
  const modules = chapter({
    lesson: ['intro', 'hiragana'],
    'kana-practice': ['kana_hiragana'],
    'kana-quiz': ['hiragana-quiz'],
    'vocab-practice': ['ch_a', 'ch_b'],
    'vocab-list': ['ch_list'],
    video: ['video'],
    'all-vocab-test': ['ch_test'],
  });

  test('steps in the given order; `rest` and `everythingElse` add what is not placed yet, the test last', () => {
    expect(
      expandHandMadePath(
        [
          {key: 'intro'},
          {key: 'hiragana'},
          {ifPresent: 'kana_hiragana'},
          {ifPresent: 'hiragana-quiz'},
          {ifPresent: 'ch_b'},
          {rest: 'vocab-practice'},
          {everythingElse: true},
        ],
        modules,
      ),
    ).toEqual(['intro', 'hiragana', 'kana_hiragana', 'hiragana-quiz', 'ch_b', 'ch_a', 'ch_list', 'video', 'ch_test']);
  });

  test('modules made from missing vocab sets are left out', () => {
    expect(expandHandMadePath([{key: 'intro'}, {ifPresent: 'katakana-quiz'}, {rest: 'counters'}], modules)).toEqual([
      'intro',
    ]);
  });

  test('a step naming a module the chapter does not have is a mistake', () => {
    expect(() => expandHandMadePath([{key: 'nowhere'}], modules)).toThrow(
      'The hand-made path names nowhere, which is not a module of its chapter',
    );
  });
});
