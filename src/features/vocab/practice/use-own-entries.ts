// The signed-in learner's own deck entries for these words, when their override settings use them; synced, so an
// edit in /vocab shows at once in practice and review. Empty for a visitor or when the source is off.
import {useMemo} from 'react';
import {useQuery} from '@rocicorp/zero/react';
import type {VocabularyItem} from '../../../../schema/catalogue.ts';
import {queries} from '../../../../schema/queries.ts';
import {DECK_LIMITS} from '../../../../schema/decks/deck-limits.ts';
import {useSession} from '../../auth/use-session.ts';
import {useSettings} from '../../settings/use-settings.ts';
import {ownEntriesByWord, ownEntriesPlace} from './own-entries.ts';

const NONE: ReadonlyMap<string, VocabularyItem> = new Map();

/** `first`: the learner's entries come before the built-in ones (else they only fill in words the catalogue lacks). */
export function useOwnEntries(words: readonly string[], enabled = true): {entries: ReadonlyMap<string, VocabularyItem>; first: boolean} {
  const {user} = useSession();
  const {settings} = useSettings();
  const place = ownEntriesPlace(settings['override-settings'].vocabularyOverrides);
  const wanted = enabled && Boolean(user) && words.length > 0 && place.used;
  const unique = useMemo(() => [...new Set(words)].slice(0, DECK_LIMITS.itemsPerDeck), [words]);
  const [rows] = useQuery(wanted ? queries.decks.itemsForWords({words: unique}) : null, {ttl: '5m'});
  const entries = useMemo(() => (wanted && rows?.length ? ownEntriesByWord(rows) : NONE), [wanted, rows]);
  return {entries, first: place.first};
}
