// One practice run in a component: the pure reducer over an order of questions chosen once when the run starts.
import {useCallback, useState} from 'react';
import {
  practiceReducer,
  startPractice,
  type AnswerOutcome,
  type PracticeKind,
  type PracticeState,
} from './practice-session.ts';
import {randomSeed, shuffled} from '../../../schema/seeded-random.ts';

/** `total` counts the run's distinct items (a retry of the misses is a run of its own). */
export type PracticeRun = {total: number; state: PracticeState};

/** `leading` keys (prerequisite kanji and radicals) stay first, in their order; the rest may be shuffled. */
function newRun(
  kind: PracticeKind,
  leading: readonly string[],
  keys: readonly string[],
  shuffle: boolean,
): PracticeRun {
  const ordered = [...leading, ...(shuffle ? shuffled(keys, randomSeed()) : keys)];
  return {total: ordered.length, state: startPractice(kind, ordered)};
}

/** `resumed`: a stored run to go on with instead of a new one (read when the run mounts). */
export function usePracticeRun(
  kind: PracticeKind,
  leading: readonly string[],
  keys: readonly string[],
  shuffle: boolean,
  resumed?: PracticeRun | null,
) {
  const [run, setRun] = useState(() => resumed ?? newRun(kind, leading, keys, shuffle));
  const answer = useCallback(
    (outcome: AnswerOutcome) =>
      setRun((current) => ({...current, state: practiceReducer(current.state, {type: 'answer', outcome})})),
    [],
  );
  const next = useCallback(
    () => setRun((current) => ({...current, state: practiceReducer(current.state, {type: 'next'})})),
    [],
  );
  const retryMisses = useCallback(
    () => setRun((current) => newRun(kind, [], current.state.misses, shuffle)),
    [kind, shuffle],
  );
  const startAgain = useCallback(() => setRun(newRun(kind, leading, keys, shuffle)), [kind, leading, keys, shuffle]);
  return {...run, answer, next, retryMisses, startAgain};
}
