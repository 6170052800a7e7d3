// Whether /vocab is in its narrow layout (vocab.css: under 900px the panels become tabs and word rows take two lines).
import {useSyncExternalStore} from 'react';

const COMPACT = '(max-width: 900px)';

let compactQuery: MediaQueryList | undefined;
const compactList = () => (compactQuery ??= matchMedia(COMPACT));

export function useCompactVocab(): boolean {
  return useSyncExternalStore(
    (changed) => {
      compactList().addEventListener('change', changed);
      return () => compactList().removeEventListener('change', changed);
    },
    () => compactList().matches,
  );
}
