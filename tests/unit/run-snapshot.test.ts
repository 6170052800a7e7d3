// A vocabulary practice run stored with its session and resumed (src/features/practice/run-snapshot.ts).
import {expect, test} from 'vitest';
import {
  practiceProgress,
  practiceReducer,
  startPractice,
  type PracticeAction,
  type PracticeState,
} from '../../src/features/practice/practice-session.ts';
import {resumedRun, runSnapshot} from '../../src/features/practice/run-snapshot.ts';
import {practiceRunSnapshot} from '../../schema/practice-run.ts';

const right = {type: 'answer', outcome: {correct: true, close: false}} as const;
const wrong = {type: 'answer', outcome: {correct: false, close: false}} as const;
const next = {type: 'next'} as const;
const run = (state: PracticeState, actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

test('a run left after an answer resumes at the next question, with its misses still to go', () => {
  const left = run(startPractice('practice', KEYS), [wrong, next, right]);
  const stored = practiceRunSnapshot.parse(runSnapshot(left, KEYS.length, 'meanings'));
  const resumed = resumedRun(stored, 'meanings', 'practice', KEYS)!;
  expect(resumed.total).toBe(6);
  expect(resumed.state).toEqual(run(left, [next]));
  expect(resumed.state.queue).toEqual(['c', 'd', 'a', 'e', 'f']);
  expect(practiceProgress(resumed.state, resumed.total)).toEqual({done: 1, total: 6});
});

test('nothing to resume: a finished run, another mode, another kind, or no item left to ask', () => {
  const finished = runSnapshot(run(startPractice('practice', ['a']), [right]), 1, 'meanings');
  expect(finished.queue).toEqual([]);
  expect(resumedRun(finished, 'meanings', 'practice', ['a'])).toBeNull();
  const left = runSnapshot(run(startPractice('practice', KEYS), [right]), 6, 'spellings');
  expect(resumedRun(left, 'meanings', 'practice', KEYS)).toBeNull();
  expect(resumedRun(left, 'spellings', 'test', KEYS)).toBeNull();
  expect(resumedRun(left, 'spellings', 'practice', ['a'])).toBeNull();
  expect(resumedRun(null, 'spellings', 'practice', KEYS)).toBeNull();
});

test('items the module no longer asks are left out of the resumed queue', () => {
  const left = runSnapshot(run(startPractice('practice', KEYS), [right]), 6, 'meanings');
  expect(resumedRun(left, 'meanings', 'practice', ['c', 'e', 'z'])!.state.queue).toEqual(['c', 'e']);
});
