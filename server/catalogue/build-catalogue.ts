// Puts the whole catalogue together from the vocabulary files and the typed data of this folder: textbooks and
// their chapter paths, one lookup of every module, vocab and sentence sets, and the kanji and radicals of the
// vocabulary. Its hash names this exact content (HTTP ETags, and whether the seed must run again).
import {createHash} from 'node:crypto';
import {
  chapterNumbersOf,
  chapterSlug,
  vocabularyItemSchema,
  type Creator,
  type CourseKanji,
  type Module,
  type RadicalInfo,
  type SentenceSet,
  type Textbook,
  type TextbookID,
  type VocabSet,
  type VocabularyItem,
} from '../../schema/catalogue.ts';
import {TEXTBOOK_IDS} from '../../schema/settings.ts';
import {CHAPTER_THEMES} from './chapters.ts';
import {CREATORS} from './creators.ts';
import {emptyChapterModules, learningPath, type ChapterModules} from './learning-paths.ts';
import {conjugationModules} from './modules/conjugation.ts';
import {counterModules} from './modules/counters.ts';
import {externalResourceModules} from './modules/external-resources.ts';
import {grammarNotesModules} from './modules/grammar-notes.ts';
import {kanaQuizModules} from './modules/kana-quizzes.ts';
import {lessonModules} from './modules/lessons.ts';
import {listeningPracticeModules} from './modules/listening-practice.ts';
import type {PlacedModule} from './modules/placed-module.ts';
import {sentencePracticeModules} from './modules/sentence-practice.ts';
import {worksheetModules} from './modules/worksheets.ts';
import {vocabPracticeModules} from './modules/vocab-practice.ts';
import {readComponents} from './kanji/kanji-data.ts';
import {kanjiInWord} from '../../schema/kanji-in-word.ts';
import {readKanjiInfo} from '../kanji/kanjidic.ts';
import {radicalInfo} from './kanji/radicals.ts';
import {SENTENCE_SETS} from './sentences/sentence-sets.ts';
import {loadVocabularyFiles, VOCABULARY_DIR, type VocabularyFile} from './vocabulary/load.ts';

export type CatalogueVocabSet = VocabSet & {textbook: TextbookID | 'kana'; chapter: number | null};
export type CatalogueKanji = Omit<CourseKanji, 'meaningSource'>;

export type Catalogue = {
  hash: string;
  textbooks: Textbook[];
  modules: Record<string, Module>;
  creators: Record<string, Creator>;
  vocabulary: Map<string, VocabularyItem>;
  vocabSets: Map<string, CatalogueVocabSet>;
  sentenceSets: Map<string, SentenceSet>;
  kanji: Map<string, CatalogueKanji>;
  radicals: Map<string, RadicalInfo>;
};

const TEXTBOOK_DETAILS: Record<
  TextbookID,
  Pick<Textbook, 'name' | 'short_name' | 'publisher' | 'level' | 'cover_image_url'>
> = {
  genki_1: {
    name: 'Genki I',
    short_name: 'Genki I',
    publisher: 'The Japan Times',
    level: 'N5',
    cover_image_url: '/covers/genki_1.svg',
  },
  genki_2: {
    name: 'Genki II',
    short_name: 'Genki II',
    publisher: 'The Japan Times',
    level: 'N4',
    cover_image_url: '/covers/genki_2.svg',
  },
};

function addUnique<T>(map: Map<string, T>, key: string, value: T, what: string) {
  if (map.has(key)) throw new Error(`Duplicate ${what}: ${key}`);
  map.set(key, value);
}

function collectVocabulary(files: VocabularyFile[]) {
  const vocabulary = new Map<string, VocabularyItem>();
  const vocabSets = new Map<string, CatalogueVocabSet>();
  for (const file of files) {
    for (const raw of file.items) {
      const parsed = vocabularyItemSchema.safeParse(raw);
      if (!parsed.success)
        throw new Error(
          `${file.file} ${raw.key}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        );
      addUnique(vocabulary, parsed.data.key, parsed.data, 'vocabulary key');
    }
    for (const set of file.sets)
      addUnique(vocabSets, set.id, {...set, textbook: file.textbook, chapter: file.chapter}, 'vocab set id');
  }
  return {vocabulary, vocabSets};
}

function collectKanji(vocabulary: Iterable<VocabularyItem>) {
  const kanji = new Map<string, CatalogueKanji>();
  const radicals = new Map<string, RadicalInfo>();
  for (const item of vocabulary) {
    for (const character of kanjiInWord(item.word)) {
      if (kanji.has(character)) continue;
      const entry = readKanjiInfo(character);
      if (!entry) continue; // the catalogue check reports kanji missing from KANJIDIC
      const radicalComponents = readComponents(character);
      kanji.set(character, {...entry, radicalComponents});
      for (const radical of radicalComponents) if (!radicals.has(radical)) radicals.set(radical, radicalInfo(radical));
    }
  }
  return {kanji, radicals};
}

function modulesByChapter(placed: PlacedModule[]) {
  const modules: Record<string, Module> = {};
  const chapters = new Map<number, ChapterModules>();
  for (const {chapter, role, module} of placed) {
    if (Object.hasOwn(modules, module.key)) throw new Error(`Duplicate module key: ${module.key}`);
    modules[module.key] = module;
    if (!chapters.has(chapter)) chapters.set(chapter, emptyChapterModules());
    chapters.get(chapter)![role].push(module.key);
  }
  return {modules, chapters};
}

export function buildCatalogue(files: VocabularyFile[]): Catalogue {
  const {vocabulary, vocabSets} = collectVocabulary(files);
  const {kanji, radicals} = collectKanji(vocabulary.values());
  const sentenceSets = new Map<string, SentenceSet>();
  for (const {chapter: _chapter, ...set} of SENTENCE_SETS) addUnique(sentenceSets, set.id, set, 'sentence set id');

  const {modules, chapters} = modulesByChapter([
    ...lessonModules(),
    ...grammarNotesModules(),
    ...worksheetModules(),
    ...conjugationModules(),
    ...counterModules(),
    ...externalResourceModules(),
    ...vocabPracticeModules(files),
    ...kanaQuizModules(new Set(vocabSets.keys())),
    ...sentencePracticeModules(SENTENCE_SETS),
    ...listeningPracticeModules(SENTENCE_SETS),
  ]);

  const textbooks: Textbook[] = TEXTBOOK_IDS.map((id) => ({
    id,
    ...TEXTBOOK_DETAILS[id],
    chapters: chapterNumbersOf(id).map((number) => {
      const chapterModules = chapters.get(number) ?? emptyChapterModules();
      return {
        id: `${id}_ch${number}`,
        slug: chapterSlug(number),
        number,
        ...CHAPTER_THEMES[number]!,
        learning_path_items: learningPath(number, chapterModules),
        disabled_modules: [],
      };
    }),
  }));
  const creators = Object.fromEntries(CREATORS.map((creator) => [creator.creator_id, creator]));

  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        textbooks,
        modules,
        creators,
        vocabulary: [...vocabulary.values()],
        vocabSets: [...vocabSets.values()],
        sentenceSets: [...sentenceSets.values()],
        kanji: [...kanji.values()],
        radicals: [...radicals.values()],
      }),
    )
    .digest('hex');
  return {hash, textbooks, modules, creators, vocabulary, vocabSets, sentenceSets, kanji, radicals};
}

export async function loadCatalogue(vocabularyFolder: string = VOCABULARY_DIR): Promise<Catalogue> {
  return buildCatalogue(await loadVocabularyFiles(vocabularyFolder));
}
