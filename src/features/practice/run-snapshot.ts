// A vocabulary practice run to and from what its practice session stores (schema/practice-run.ts), so that leaving
// and coming back goes on with the same items, in the same order, with the misses still to go.
import type {PracticeMode} from '../../../schema/catalogue.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';
import {practiceReducer, type PracticeKind, type PracticeState} from './practice-session.ts';

/** The run as it will stand at its next question (an answer just given is behind it). */
export function runSnapshot(state: PracticeState, total: number, mode: PracticeMode): PracticeRunSnapshot {
  const moved = state.phase === 'feedback' ? practiceReducer(state, {type: 'next'}) : state;
  const {kind, answered, firstTryCorrect, misses, seen} = moved;
  return {mode, kind, total, queue: moved.phase === 'done' ? [] : moved.queue, answered, firstTryCorrect, misses, seen};
}

/** The stored run to go on with: an unfinished run of this mode and kind. Items the module no longer asks (a word
 * removed, a kanji learnt since) are left out; with none left to ask, there is nothing to resume. */
export function resumedRun(
  snapshot: PracticeRunSnapshot | null | undefined,
  mode: PracticeMode,
  kind: PracticeKind,
  keys: readonly string[],
): {total: number; state: PracticeState} | null {
  if (!snapshot || snapshot.mode !== mode || snapshot.kind !== kind) return null;
  const known = new Set(keys);
  const queue = snapshot.queue.filter((key) => known.has(key));
  if (queue.length === 0) return null;
  const {answered, firstTryCorrect, misses, seen} = snapshot;
  return {
    total: snapshot.total,
    state: {kind, queue, phase: 'question', lastOutcome: null, answered, firstTryCorrect, misses, seen},
  };
}

/** The stored session whose run is taken up again in `mode`, if any: its answers go on in that session. */
export function sessionToGoOn<Session extends {run?: PracticeRunSnapshot | null}>(
  session: Session | null,
  mode: PracticeMode,
): Session | null {
  return session?.run && session.run.mode === mode && session.run.queue.length > 0 ? session : null;
}
