// One completion rule per kind of chapter step (src/features/progress/step-completion.ts).
import {describe, expect, test} from 'vitest';
import type {LessonModule, Module, PracticeModule} from '../../schema/catalogue.ts';
import {
  completedSteps,
  completionRule,
  isStepComplete,
  runCompletesStep,
  shownPracticeModes,
  type StepProgress,
} from '../../src/features/progress/step-completion.ts';
import {modulePracticeProgress} from '../../src/features/progress/module-progress.ts';
import {practiceReducer, startPractice, type PracticeAction} from '../../src/features/practice/practice-session.ts';

const lesson = (key: string, lessonType: LessonModule['lesson_type']): Module => ({
  kind: 'lesson',
  key,
  title: key,
  link: `/lessons/${key}`,
  lesson_type: lessonType,
});
const practice = (
  key: string,
  sessionType: PracticeModule['session_type'],
  modes?: PracticeModule['allowed_practice_modes'],
): Module => ({
  kind: 'practice',
  key,
  title: key,
  session_type: sessionType,
  vocab_set_ids: [key],
  ...(modes && {allowed_practice_modes: modes}),
});
const video: Module = {
  kind: 'external-resource',
  key: 'video',
  title: 'A video',
  link: '/external-resources/video',
  external_url: 'https://example.com/v',
  opens: 'video',
  creator_id: 'someone',
  lesson_type: 'video',
  difficulty_rating: 'easy',
  practises: 'Listening',
  minutes: 10,
};

const WORDS = ['水', '木'];
const card = (key: string, mode: 'meanings' | 'spellings') => ({
  practice_item_key: key,
  type: 'vocabulary' as const,
  mode,
});
const progressOf = (module: Module, cards: ReturnType<typeof card>[], recorded: string[] = []): StepProgress => ({
  completedAt: new Map(recorded.map((key) => [key, 1])),
  practiceProgress: new Map([[module.key, modulePracticeProgress(WORDS, cards, shownPracticeModes(module))]]),
});

describe('the rule of each kind of step', () => {
  test.each([
    ['a lesson', lesson('hiragana', 'lesson'), 'marked'],
    ['grammar notes', lesson('notes', 'grammar-notes'), 'marked'],
    ['a video', video, 'marked'],
    ['a conjugation drill', lesson('conj', 'conjugation-practice'), 'all-right'],
    ['a counter drill', lesson('count', 'counter-practice'), 'all-right'],
    ['a sentence set', practice('sentences', 'sentence-practice'), 'all-right'],
    ['a kana quiz', practice('hiragana-quiz', 'vocab-practice', ['meanings']), 'all-right'],
    ['a vocabulary test', practice('test', 'vocab-test', ['meanings', 'spellings']), 'all-right'],
    ['the chapter vocabulary list', practice('list', 'vocab-list'), 'imported'],
    ['vocabulary practice', practice('words', 'vocab-practice', ['meanings', 'spellings']), 'every-word-carded'],
    ['kana practice', practice('kana_hiragana', 'vocab-practice', ['meanings']), 'every-word-carded'],
    ['a worksheet', lesson('sheet', 'worksheet'), 'all-right'],
  ])('%s: %s', (_, module, kind) => {
    expect(completionRule(module).kind).toBe(kind);
  });

  test('recorded steps are done once recorded, whatever their cards', () => {
    for (const module of [
      lesson('hiragana', 'lesson'),
      video,
      practice('sentences', 'sentence-practice'),
      practice('hiragana-quiz', 'vocab-practice', ['meanings']),
      practice('list', 'vocab-list'),
    ]) {
      expect(isStepComplete(module, progressOf(module, []))).toBe(false);
      expect(isStepComplete(module, progressOf(module, [], [module.key]))).toBe(true);
    }
  });

  test('vocabulary practice is done when every word has a card in both modes, not before', () => {
    const module = practice('words', 'vocab-practice', ['meanings', 'spellings']);
    const meanings = WORDS.map((word) => card(word, 'meanings'));
    expect(isStepComplete(module, progressOf(module, meanings))).toBe(false);
    expect(isStepComplete(module, progressOf(module, [...meanings, card('水', 'spellings')]))).toBe(false);
    expect(
      isStepComplete(module, progressOf(module, [...meanings, ...WORDS.map((word) => card(word, 'spellings'))])),
    ).toBe(true);
  });

  test('kana practice is done with every kana carded in meanings; it shows meanings only', () => {
    const module = practice('kana_hiragana', 'vocab-practice', ['meanings']);
    expect(shownPracticeModes(module)).toEqual(['meanings']);
    expect(isStepComplete(module, progressOf(module, [card('水', 'meanings')]))).toBe(false);
    expect(
      isStepComplete(
        module,
        progressOf(
          module,
          WORDS.map((word) => card(word, 'meanings')),
        ),
      ),
    ).toBe(true);
  });

  test('a kana quiz shows no card progress: it makes no cards', () => {
    expect(shownPracticeModes(practice('hiragana-quiz', 'vocab-practice', ['meanings']))).toEqual([]);
  });

  test('a worksheet is done once its finished sheet is recorded', () => {
    const module = lesson('sheet', 'worksheet');
    expect(isStepComplete(module, progressOf(module, []))).toBe(false);
    expect(isStepComplete(module, progressOf(module, [], ['sheet']))).toBe(true);
  });

  test('completedSteps applies each step’s rule along a path', () => {
    const words = practice('words', 'vocab-practice', ['meanings', 'spellings']);
    const modules = {
      hiragana: lesson('hiragana', 'lesson'),
      words,
      sentences: practice('sentences', 'sentence-practice'),
    };
    const all = [...WORDS.map((word) => card(word, 'meanings')), ...WORDS.map((word) => card(word, 'spellings'))];
    expect(
      completedSteps(
        ['hiragana', 'words', 'sentences', 'unknown'],
        modules,
        progressOf(words, all, ['hiragana', 'unknown']),
      ),
    ).toEqual(new Set(['hiragana', 'words']));
  });
});

describe('a run completes its all-right step', () => {
  const right = {type: 'answer', outcome: {correct: true, close: false}} as const;
  const wrong = {type: 'answer', outcome: {correct: false, close: false}} as const;
  const next = {type: 'next'} as const;
  const run = (keys: string[], actions: PracticeAction[]) =>
    actions.reduce(practiceReducer, startPractice('test', keys));

  test('at full score', () => {
    expect(runCompletesStep(run(['a', 'b'], [right, next, right, next]))).toBe(true);
  });
  test('not with a miss, nor before the end', () => {
    expect(runCompletesStep(run(['a', 'b'], [right, next, wrong, next]))).toBe(false);
    expect(runCompletesStep(run(['a', 'b'], [right, next]))).toBe(false);
  });
  test('a retry of the misses answered right completes it', () => {
    expect(runCompletesStep(run(['b'], [right, next]))).toBe(true);
  });
});
