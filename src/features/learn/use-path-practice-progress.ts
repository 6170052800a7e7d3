// Progress of each step of a chapter path measured by cards (vocabulary and kana practice, step-completion.ts), per
// mode (requirements §4.6): which of its words already have a card. The words come from the catalogue, the cards live
// through Zero, so an answer in another tab shows here.
import {useEffect, useMemo, useState} from 'react';
import type {Module, PracticeModule} from '../../../schema/catalogue.ts';
import {queries} from '../../../schema/queries.ts';
import {useSession} from '../../app/session/use-session.ts';
import {fetchVocabularyKeys} from '../../app/catalogue/catalogue-api.ts';
import {modulePracticeProgress, type ModulePracticeProgress} from '../progress/module-progress.ts';
import {shownPracticeModes} from '../progress/step-completion.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

/** Card progress is kept for the steps measured by it (not tests, lists or kana quizzes). */
function hasPracticeProgress(module: Module | undefined): module is PracticeModule {
  return module !== undefined && shownPracticeModes(module).length > 0;
}

export function usePathPracticeProgress(
  path: readonly string[],
  modules: Record<string, Module>,
): ReadonlyMap<string, ModulePracticeProgress> {
  const {user} = useSession();
  const practiceModules = useMemo(() => path.map((key) => modules[key]).filter(hasPracticeProgress), [path, modules]);
  const [keysBySet, setKeysBySet] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (!user || practiceModules.length === 0) return;
    let current = true;
    fetchVocabularyKeys([...new Set(practiceModules.flatMap((module) => module.vocab_set_ids))]).then(
      (found) => current && setKeysBySet(found),
      (error: unknown) => console.warn('Could not load the words of this chapter’s practice', error),
    );
    return () => {
      current = false;
    };
  }, [user, practiceModules]);

  const itemKeysByModule = useMemo(
    () =>
      new Map(
        practiceModules.map((module) => [
          module.key,
          [...new Set(module.vocab_set_ids.flatMap((id) => keysBySet[id] ?? []))],
        ]),
      ),
    [practiceModules, keysBySet],
  );
  const allKeys = useMemo(() => [...new Set([...itemKeysByModule.values()].flat())], [itemKeysByModule]);
  const [cards] = useSyncedQuery(user && allKeys.length ? queries.fsrsCards.forItems({itemKeys: allKeys}) : null);

  return useMemo(
    () =>
      new Map(
        cards === undefined
          ? []
          : practiceModules.map((module) => [
              module.key,
              modulePracticeProgress(itemKeysByModule.get(module.key) ?? [], cards, shownPracticeModes(module)),
            ]),
      ),
    [cards, practiceModules, itemKeysByModule],
  );
}
