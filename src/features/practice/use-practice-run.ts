// One practice run in a component: the pure reducer plus the run's seed, chosen once when the run starts so the
// order of questions and answer choices stays put while it lasts.
import {useCallback, useState} from 'react';
import {practiceReducer, startPractice, type AnswerOutcome, type PracticeKind, type PracticeState} from './practice-session.ts';
import {randomSeed, shuffled} from '../../../schema/seeded-random.ts';

/** `total` counts the run's distinct items (a retry of the misses is a run of its own). */
export type PracticeRun = {seed: number; total: number; state: PracticeState};

/** `leading` keys (prerequisite kanji and radicals) stay first, in their order; the rest may be shuffled. */
function newRun(kind: PracticeKind, leading: readonly string[], keys: readonly string[], shuffle: boolean): PracticeRun {
  const seed = randomSeed();
  const ordered = [...leading, ...(shuffle ? shuffled(keys, seed) : keys)];
  return {seed, total: ordered.length, state: startPractice(kind, ordered)};
}

export function usePracticeRun(kind: PracticeKind, leading: readonly string[], keys: readonly string[], shuffle: boolean) {
  const [run, setRun] = useState(() => newRun(kind, leading, keys, shuffle));
  const answer = useCallback((outcome: AnswerOutcome) => setRun((current) => ({...current, state: practiceReducer(current.state, {type: 'answer', outcome})})), []);
  const next = useCallback(() => setRun((current) => ({...current, state: practiceReducer(current.state, {type: 'next'})})), []);
  const retryMisses = useCallback(() => setRun((current) => newRun(kind, [], current.state.misses, shuffle)), [kind, shuffle]);
  const startAgain = useCallback(() => setRun(newRun(kind, leading, keys, shuffle)), [kind, leading, keys, shuffle]);
  return {...run, answer, next, retryMisses, startAgain};
}
