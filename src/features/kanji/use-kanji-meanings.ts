// What a kanji means here, by the learner's kanji keyword sources in the order Settings gives them
// (schema/kanji-meaning-sources.ts): WaniKani's meanings from their account, their own keywords, else KANJIDIC's.
import {useCallback, useMemo} from 'react';
import {
  chooseKanjiMeanings,
  MY_KEYWORDS_SOURCE_ID,
  WANIKANI_SOURCE_ID,
  type ChosenMeanings,
  type KanjiMeaningLookup,
} from '../../../schema/kanji-meaning-sources.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useSetting, useSettingsPart} from '../../app/settings/use-settings.ts';
import {useWaniKaniKanjiMeanings} from './wanikani-kanji-meanings.ts';

export type ChooseKanjiMeanings = (kanji: string, kanjidicMeanings: readonly string[]) => ChosenMeanings;

export function useKanjiMeanings(): ChooseKanjiMeanings {
  const {user} = useSession();
  const overrides = useSettingsPart((settings) => settings['override-settings'].kanjiOverrides);
  const keywords = useSetting('kanji-keywords');
  const waniKaniWanted = overrides.some((entry) => entry.sourceId === WANIKANI_SOURCE_ID && entry.enabled);
  const waniKani = useWaniKaniKanjiMeanings(user && waniKaniWanted ? user.id : null);
  const sources = useMemo(
    (): Record<string, KanjiMeaningLookup> => ({
      [WANIKANI_SOURCE_ID]: (kanji) => waniKani[kanji],
      [MY_KEYWORDS_SOURCE_ID]: (kanji) => (keywords[kanji] ? [keywords[kanji]] : undefined),
    }),
    [waniKani, keywords],
  );
  return useCallback(
    (kanji, kanjidicMeanings) => chooseKanjiMeanings(kanji, kanjidicMeanings, overrides, sources),
    [overrides, sources],
  );
}
