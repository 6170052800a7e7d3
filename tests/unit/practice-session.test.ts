import {expect, test} from 'vitest';
import {
  comesBack,
  currentKey,
  practiceProgress,
  practiceReducer,
  RETRY_GAP,
  startPractice,
  type PracticeAction,
  type PracticeState,
} from '../../src/features/practice/practice-session.ts';
import {shuffled} from '../../schema/seeded-random.ts';

const right = {type: 'answer', outcome: {correct: true, close: false}} as const;
const wrong = {type: 'answer', outcome: {correct: false, close: false}} as const;
const next = {type: 'next'} as const;
const run = (state: PracticeState, actions: PracticeAction[]) => actions.reduce(practiceReducer, state);

test('a test asks each item once and lists the misses', () => {
  const end = run(startPractice('test', ['a', 'b', 'c']), [right, next, wrong, next, right, next]);
  expect(end.phase).toBe('done');
  expect(end).toMatchObject({answered: 3, firstTryCorrect: 2, misses: ['b']});
  expect(currentKey(end)).toBeUndefined();
});

test('practice brings a missed item back a few questions later until it is right', () => {
  const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
  const afterMiss = run(startPractice('practice', keys), [wrong, next]);
  expect(afterMiss.queue).toEqual(['b', 'c', 'd', 'a', 'e', 'f']);
  expect(afterMiss.queue.indexOf('a')).toBe(RETRY_GAP);
  const end = run(afterMiss, [right, next, right, next, right, next, right, next, right, next, right, next]);
  expect(end).toMatchObject({phase: 'done', answered: 7, firstTryCorrect: 5, misses: ['a']});
});

test('a miss near the end comes back at the end', () => {
  const state = run(startPractice('practice', ['a']), [wrong, next]);
  expect(state.queue).toEqual(['a']);
  expect(run(state, [right, next]).phase).toBe('done');
});

test('answers only count in the question phase; next only after feedback', () => {
  const start = startPractice('test', ['a', 'b']);
  expect(practiceReducer(start, next)).toBe(start);
  const answered = practiceReducer(start, right);
  expect(practiceReducer(answered, wrong)).toBe(answered);
});

test('retrying the misses starts a new run of the same kind', () => {
  const end = run(startPractice('test', ['a', 'b']), [wrong, next, wrong, next]);
  const retry = practiceReducer(end, {type: 'restart', keys: end.misses});
  expect(retry).toMatchObject({kind: 'test', queue: ['a', 'b'], phase: 'question', answered: 0, misses: []});
});

test('an empty run is done at once; progress counts distinct items', () => {
  expect(startPractice('test', []).phase).toBe('done');
  const state = run(startPractice('practice', ['a', 'b', 'c']), [wrong, next, right]);
  expect(practiceProgress(state, 3)).toEqual({done: 1, total: 3});
});

test('the counter counts the items done: a missed item asked again is not done yet, and is marked as coming back', () => {
  const state = run(startPractice('practice', ['a', 'b', 'c']), [wrong, next, right, next, right, next]);
  expect(currentKey(state)).toBe('a');
  expect(practiceProgress(state, 3)).toEqual({done: 2, total: 3});
  expect(comesBack(state)).toBe(true);
  const again = run(state, [wrong, next]);
  expect(currentKey(again)).toBe('a');
  expect(practiceProgress(again, 3)).toEqual({done: 2, total: 3});
  const done = run(again, [right]);
  expect(practiceProgress(done, 3)).toEqual({done: 3, total: 3});
  expect(comesBack(startPractice('practice', ['a']))).toBe(false);
});

test('in a test every answered item is done, right or wrong', () => {
  const state = run(startPractice('test', ['a', 'b', 'c']), [wrong]);
  expect(practiceProgress(state, 3)).toEqual({done: 1, total: 3});
  expect(practiceProgress(run(state, [next]), 3)).toEqual({done: 1, total: 3});
});

test('shuffling is a reproducible permutation', () => {
  const values = Array.from({length: 20}, (_, i) => i);
  const once = shuffled(values, 42);
  expect(shuffled(values, 42)).toEqual(once);
  expect([...once].sort((a, b) => a - b)).toEqual(values);
  expect(once).not.toEqual(values);
  expect(shuffled(values, 7)).not.toEqual(once);
});
