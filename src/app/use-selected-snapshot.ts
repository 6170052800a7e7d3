// A part of an external store's snapshot, followed with useSyncExternalStore: the component renders again only when
// that part changes (`same` says whether it did), not on every change of the store.
import {useRef, useSyncExternalStore} from 'react';
import {keptSelection, type Selection} from './kept-selection.ts';

export function useSelectedSnapshot<Source, Selected>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Source,
  select: (source: Source) => Selected,
  same: (a: Selected, b: Selected) => boolean,
): Selected {
  const kept = useRef<Selection<Source, Selected> | null>(null);
  const snapshot = () => {
    kept.current = keptSelection(kept.current, getSnapshot(), select, same);
    return kept.current.selected;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
