// The state of one practice run as a pure reducer. A vocab test asks each item once; vocab practice brings a
// missed item back a few questions later until it is answered right. The summary lists every item missed.
export type PracticeKind = 'practice' | 'test';
export type AnswerOutcome = {correct: boolean; close: boolean};

export type PracticeState = {
  kind: PracticeKind;
  /** Item keys still to ask, the current one first. */
  queue: string[];
  phase: 'question' | 'feedback' | 'done';
  lastOutcome: AnswerOutcome | null;
  answered: number;
  firstTryCorrect: number;
  /** Keys missed at least once, in the order they were first missed. */
  misses: string[];
  /** Keys asked at least once (a first try counts once). */
  seen: string[];
};

export type PracticeAction =
  | {type: 'answer'; outcome: AnswerOutcome}
  | {type: 'next'}
  | {type: 'restart'; keys: string[]};

/** How many questions later a missed item comes back in practice mode. */
export const RETRY_GAP = 3;

export function startPractice(kind: PracticeKind, keys: string[]): PracticeState {
  return {
    kind,
    queue: [...keys],
    phase: keys.length ? 'question' : 'done',
    lastOutcome: null,
    answered: 0,
    firstTryCorrect: 0,
    misses: [],
    seen: [],
  };
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'answer': {
      const key = state.queue[0];
      if (state.phase !== 'question' || key === undefined) return state;
      const firstTry = !state.seen.includes(key);
      return {
        ...state,
        phase: 'feedback',
        lastOutcome: action.outcome,
        answered: state.answered + 1,
        firstTryCorrect: state.firstTryCorrect + (firstTry && action.outcome.correct ? 1 : 0),
        misses: !action.outcome.correct && !state.misses.includes(key) ? [...state.misses, key] : state.misses,
        seen: firstTry ? [...state.seen, key] : state.seen,
      };
    }
    case 'next': {
      if (state.phase !== 'feedback') return state;
      const [key, ...rest] = state.queue;
      const retry = state.kind === 'practice' && state.lastOutcome && !state.lastOutcome.correct && key !== undefined;
      const queue = retry ? [...rest.slice(0, RETRY_GAP), key, ...rest.slice(RETRY_GAP)] : rest;
      return {...state, queue, phase: queue.length ? 'question' : 'done', lastOutcome: null};
    }
    case 'restart':
      return startPractice(state.kind, action.keys);
  }
}

export function currentKey(state: PracticeState): string | undefined {
  return state.phase === 'done' ? undefined : state.queue[0];
}

/** Whether the item asked now was missed before in this run and is coming back. */
export function comesBack(state: PracticeState): boolean {
  const key = currentKey(state);
  return state.kind === 'practice' && key !== undefined && state.misses.includes(key);
}

/** Progress through the distinct items: how many are done, of how many. In a test an item is done once answered;
 * in practice once answered right, so a missed item coming back is still to do. */
export function practiceProgress(state: PracticeState, totalItems: number): {done: number; total: number} {
  const toDo = new Set(state.phase === 'done' ? [] : state.queue);
  const current = state.queue[0];
  if (state.phase === 'feedback' && current !== undefined && (state.kind === 'test' || state.lastOutcome?.correct))
    toDo.delete(current);
  return {done: Math.max(0, totalItems - toDo.size), total: totalItems};
}
