// Built-in words with the learner's own deck entries standing in for them, as the override list says
// (schema/decks/vocabulary-overrides.ts). Ready once the learner's entries for these words have loaded (at once for
// a visitor, and after a short wait when the server does not answer), so that a practice run starts with the words
// it will keep.
import {useMemo} from 'react';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {queries} from '../../../schema/queries.ts';
import {contentOf, type StoredLists} from '../../../schema/decks/item-lists.ts';
import {withOwnEntries} from '../../../schema/decks/vocabulary-overrides.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {useServerWaitOver} from './use-server-wait-over.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

export function useWithOwnEntries(items: readonly VocabularyItem[]): {items: VocabularyItem[]; ready: boolean} {
  const {user} = useSession();
  const words = useMemo(() => [...new Set(items.map((item) => item.word))], [items]);
  const [entries, result] = useSyncedQuery(user ? queries.decks.itemsForWords({words}) : null);
  const waited = useServerWaitOver();
  const overrides = useSettingsPart((settings) => settings['override-settings'].vocabularyOverrides);
  const withEntries = useMemo(
    () =>
      withOwnEntries(
        items,
        (entries ?? []).map((entry) => contentOf(entry as typeof entry & StoredLists)),
        overrides,
      ),
    [items, entries, overrides],
  );
  return {items: withEntries, ready: !user || result.type === 'complete' || waited};
}
