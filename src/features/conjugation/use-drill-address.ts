// Keeps the drill's address complete: every option and a seed, so it can be shared as it is. Options the address
// leaves out come from the saved settings; if those change before the first answer (a profile that finishes its
// sync after the page opened), the address is filled in again from them. Options the address named stay.
import {useEffect, useRef} from 'react';
import {randomSeed} from '../../../schema/seeded-random.ts';
import {
  completeSearch,
  effectiveOptions,
  isCompleteSearch,
  sameSearch,
  type ConjugationOptions,
  type ConjugationSearch,
} from './conjugation-search.ts';

type Filled = {asked: ConjugationSearch; written: ConjugationSearch};

export function useDrillAddress({
  search,
  saved,
  loaded,
  started,
  onSearchChange,
}: {
  search: ConjugationSearch;
  saved: ConjugationOptions;
  /** The saved settings are known (or there are none to wait for). */
  loaded: boolean;
  /** The learner has answered: the drill no longer changes by itself. */
  started: boolean;
  onSearchChange: (search: ConjugationSearch, options: {replace: boolean}) => void;
}) {
  const filled = useRef<Filled | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (!isCompleteSearch(search)) {
      const written = completeSearch(effectiveOptions(search, saved), search.seed ?? randomSeed(), search.module);
      filled.current = {asked: search, written};
      onSearchChange(written, {replace: true});
      return;
    }
    const last = filled.current;
    if (!last || started || !sameSearch(search, last.written)) return;
    const refreshed = completeSearch(effectiveOptions(last.asked, saved), last.written.seed!, last.asked.module);
    if (sameSearch(refreshed, search)) return;
    last.written = refreshed;
    onSearchChange(refreshed, {replace: true});
  }, [search, saved, loaded, started, onSearchChange]);
}
