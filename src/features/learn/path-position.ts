// Where a learner stands in a chapter path (requirements §4.7).
// The current position is the first module that is neither completed nor disabled; with everything done there is none.

export const UPCOMING_AFTER_CURRENT = 15;
export const UPCOMING_WITHOUT_POSITION = 6;

export function currentPathIndex(
  path: readonly string[],
  completed: ReadonlySet<string>,
  disabled: ReadonlySet<string>,
): number | null {
  const index = path.findIndex((key) => !completed.has(key) && !disabled.has(key));
  return index === -1 ? null : index;
}

/** The current module and the 15 after it; the first 6 of the path when there is no current position. */
export function upcomingModules(
  path: readonly string[],
  currentIndex: number | null,
): {keys: string[]; current: string | null} {
  if (currentIndex === null) return {keys: path.slice(0, UPCOMING_WITHOUT_POSITION), current: null};
  return {
    keys: path.slice(currentIndex, currentIndex + 1 + UPCOMING_AFTER_CURRENT),
    current: path[currentIndex] ?? null,
  };
}

/** The steps a chapter lists, counted from that one list: those a learner can take (and how many are done), and
 * those listed but not available yet. */
export function pathStepCounts(
  path: readonly string[],
  completed: ReadonlySet<string>,
  disabled: ReadonlySet<string>,
): {offered: number; done: number; unavailable: number} {
  const offered = path.filter((key) => !disabled.has(key));
  return {
    offered: offered.length,
    done: offered.filter((key) => completed.has(key)).length,
    unavailable: path.length - offered.length,
  };
}
