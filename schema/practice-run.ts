// A vocabulary practice run as a practice session stores it (user_practice_sessions.run): where it was left, so that
// coming back to the module resumes the same items in the same order, with the misses still to go. Validated like
// every other write; its limits are those of the largest module a run can hold.
import {z} from 'zod';
import {PRACTICE_MODES} from './catalogue.ts';

/** More items than any module or deck holds. */
const MAX_RUN_ITEMS = 5_000;
const runKey = z.string().min(1).max(300, 'An item key is too long');
const runKeys = z.array(runKey).max(MAX_RUN_ITEMS, `A run holds at most ${MAX_RUN_ITEMS} items`);
const count = z.number().int().nonnegative().max(100_000);

export const practiceRunSnapshot = z.strictObject({
  mode: z.enum(PRACTICE_MODES),
  kind: z.enum(['practice', 'test']),
  /** The distinct items of the run. */
  total: count,
  /** Still to ask, the next one first; empty when the run was finished. */
  queue: runKeys,
  answered: count,
  firstTryCorrect: count,
  misses: runKeys,
  seen: runKeys,
});

export type PracticeRunSnapshot = z.output<typeof practiceRunSnapshot>;
