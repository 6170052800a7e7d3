// The kanji of a run's words that the signed-in learner has met: those with a kanji card of theirs, in any mode. A
// visitor has met none. Their strokes are fetched as soon as they are known, while the learner is online, so that the
// write step still finds them in the service worker's cache if the network goes later in the run.
import {useEffect, useMemo} from 'react';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {kanjiInWord} from '../../../schema/kanji-in-word.ts';
import {queries} from '../../../schema/queries.ts';
import {useSession} from '../../app/session/use-session.ts';
import {loadStrokeData} from '../kanji/stroke-api.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

const NONE: ReadonlySet<string> = new Set();

export function useMetKanji(words: readonly VocabularyItem[], enabled: boolean): ReadonlySet<string> {
  const {user} = useSession();
  const characters = useMemo(() => [...new Set(words.flatMap((word) => kanjiInWord(word.word)))], [words]);
  const [cards] = useSyncedQuery(
    enabled && user && characters.length ? queries.fsrsCards.forItems({itemKeys: characters}) : null,
    {ttl: '5m'},
  );
  const met = useMemo(
    () =>
      cards?.length
        ? new Set(cards.filter((card) => card.type === 'kanji').map((card) => card.practice_item_key))
        : NONE,
    [cards],
  );
  useEffect(() => {
    for (const character of met) void loadStrokeData(character);
  }, [met]);
  return met;
}
