// Where the learner stands on the active chapter's path, for the dashboard: steps done of those offered, the
// current module (requirements §4.7: the first neither completed nor disabled) and the few that follow it.
import type {Chapter} from '../../../schema/catalogue.ts';
import {currentPathIndex} from '../learn/path-position.ts';

export const NEXT_SHOWN = 3;

export type PathProgress = {done: number; offered: number; percent: number; current: string | null; next: string[]};

export function pathProgress(
  chapter: Pick<Chapter, 'learning_path_items' | 'disabled_modules'>,
  completed: ReadonlySet<string>,
): PathProgress {
  const path = chapter.learning_path_items;
  const disabled = new Set(chapter.disabled_modules);
  const offered = path.filter((key) => !disabled.has(key));
  const done = offered.filter((key) => completed.has(key)).length;
  const index = currentPathIndex(path, completed, disabled);
  const next =
    index === null
      ? []
      : path
          .slice(index + 1)
          .filter((key) => !disabled.has(key) && !completed.has(key))
          .slice(0, NEXT_SHOWN);
  return {
    done,
    offered: offered.length,
    percent: offered.length === 0 ? 0 : Math.round((done / offered.length) * 100),
    current: index === null ? null : path[index]!,
    next,
  };
}
