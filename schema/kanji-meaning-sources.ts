// Kanji keyword sources (requirements §3.2 kanjiOverrides, issue 23): the learner enables and orders them in Settings,
// and every place that shows what a kanji means (review, practice, the practice sheet, the kanji page) shows the
// meanings of the first enabled source that has the kanji, lowest priority number first, else KANJIDIC's.
import type {Settings} from './settings.ts';

export type SourceOverride = Settings['override-settings']['kanjiOverrides'][number];

export const KANJIDIC_SOURCE_ID = 'kanjidic';
export const WANIKANI_SOURCE_ID = 'wanikani';
/** The learner's own keyword per kanji, kept in their settings ('kanji-keywords'). */
export const MY_KEYWORDS_SOURCE_ID = 'my-keywords';

/** Who a kanji's shown meanings come from, for a label beside them. */
export const KANJI_MEANING_SOURCE_LABELS: Record<string, string> = {
  [KANJIDIC_SOURCE_ID]: 'KANJIDIC',
  [WANIKANI_SOURCE_ID]: 'WaniKani',
  [MY_KEYWORDS_SOURCE_ID]: 'My keyword',
};

/** A source's meanings of a kanji, or undefined when it has none for it. */
export type KanjiMeaningLookup = (kanji: string) => readonly string[] | undefined;

/** The sources the learner has enabled and we have, most important (lowest priority number) first; ties keep the
 * learner's order. */
export function enabledByPriority<T>(
  overrides: readonly SourceOverride[],
  sources: Readonly<Record<string, T>>,
): {sourceId: string; lookup: T}[] {
  return overrides
    .filter((override) => override.enabled && Object.hasOwn(sources, override.sourceId))
    .toSorted((a, b) => a.priority - b.priority)
    .map((override) => ({sourceId: override.sourceId, lookup: sources[override.sourceId]!}));
}

export type ChosenMeanings = {meanings: readonly string[]; sourceId: string};

/** The meanings a kanji shows: the first enabled source that has some, else KANJIDIC's (`base`). */
export function chooseKanjiMeanings(
  kanji: string,
  base: readonly string[],
  overrides: readonly SourceOverride[],
  sources: Readonly<Record<string, KanjiMeaningLookup>>,
): ChosenMeanings {
  for (const {sourceId, lookup} of enabledByPriority(overrides, sources)) {
    const meanings = lookup(kanji);
    if (meanings?.length) return {meanings, sourceId};
  }
  return {meanings: base, sourceId: KANJIDIC_SOURCE_ID};
}

/** The learner's keywords with one kanji's keyword set, or removed (null). */
export function withKanjiKeyword(
  keywords: Readonly<Record<string, string>>,
  kanji: string,
  keyword: string | null,
): Record<string, string> {
  const {[kanji]: _previous, ...others} = keywords;
  return keyword === null ? others : {...others, [kanji]: keyword};
}
