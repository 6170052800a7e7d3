// The vocabulary → kanji → radical hierarchy (requirements §3.11) for a list of vocabulary keys, honouring the learner's
// override settings: disabled sources are left out, and enabled sources are asked in priority order (lowest
// number first). For kanji, KANJIDIC is the base that every enabled kanji source sits on top of.
import type {CourseKanji, RadicalInfo, VocabularyHierarchy} from '../../../schema/catalogue.ts';
import type {Settings} from '../../../schema/settings.ts';
import {
  chooseKanjiMeanings,
  enabledByPriority,
  type KanjiMeaningLookup,
} from '../../../schema/kanji-meaning-sources.ts';
import {kanjiInWord} from '../../../schema/kanji-in-word.ts';

export type OverrideSettings = Settings['override-settings'];

export type HierarchySources = {
  /** Vocabulary sources by sourceId: the word a key stands for. */
  vocabulary: Record<string, (key: string) => {word: string} | undefined>;
  /** Kanji meaning sources by sourceId (e.g. a service's keywords) that may replace KANJIDIC's meanings. */
  kanjiMeanings: Record<string, KanjiMeaningLookup>;
  /** KANJIDIC with KanjiVG's components: the base of every kanji. */
  kanji: (kanji: string) => Omit<CourseKanji, 'meaningSource'> | undefined;
  radical: (radical: string) => RadicalInfo | undefined;
};

export function buildVocabularyHierarchy(
  {slugs, userOverrides}: {slugs: string[]; userOverrides: OverrideSettings},
  sources: HierarchySources,
): VocabularyHierarchy {
  const vocabularySources = enabledByPriority(userOverrides.vocabularyOverrides, sources.vocabulary);

  const vocabulary: VocabularyHierarchy['vocabulary'] = [];
  const kanji = new Map<string, CourseKanji>();
  const radicals = new Map<string, RadicalInfo>();
  for (const key of new Set(slugs)) {
    const item = vocabularySources.map(({lookup}) => lookup(key)).find((found) => found !== undefined);
    if (!item) continue;
    const kanjiComponents = kanjiInWord(item.word).filter((character) => {
      if (kanji.has(character)) return true;
      const base = sources.kanji(character);
      if (!base) return false;
      const {meanings, sourceId} = chooseKanjiMeanings(
        character,
        base.meanings,
        userOverrides.kanjiOverrides,
        sources.kanjiMeanings,
      );
      kanji.set(character, {...base, meanings: [...meanings], meaningSource: sourceId});
      for (const radical of base.radicalComponents) {
        const info = radicals.has(radical) ? undefined : sources.radical(radical);
        if (info) radicals.set(radical, info);
      }
      return true;
    });
    vocabulary.push({key, word: item.word, kanjiComponents});
  }
  return {vocabulary, kanji: [...kanji.values()], radicals: [...radicals.values()]};
}
