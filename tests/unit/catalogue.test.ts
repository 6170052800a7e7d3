// The catalogue check over the REAL content (server/catalogue/vocabulary/**, the module data, the lesson registry).
// Its last assertions are the course's totals: they hold once every chapter's vocabulary is written.
import {beforeAll, describe, expect, test} from 'vitest';
import {buildCatalogue, type Catalogue} from '../../server/catalogue/build-catalogue.ts';
import {checkCatalogue, checkVocabularyFiles, checkWordBank, chapterCounts} from '../../server/catalogue/check.ts';
import {WORD_BANK} from '../../schema/conjugation/banks/index.ts';
import {existsInKanjidic} from '../../server/kanji/kanjidic.ts';
import {loadVocabularyFiles, type VocabularyFile} from '../../server/catalogue/vocabulary/load.ts';
import {LESSON_CONTENT, LESSON_SLUGS_BY_CHAPTER} from '../../src/features/lessons/lesson-registry.ts';
import {WORKSHEET_LOADERS} from '../../src/content/worksheets/index.ts';

let files: VocabularyFile[];
let catalogue: Catalogue;

beforeAll(async () => {
  files = await loadVocabularyFiles();
  catalogue = buildCatalogue(files);
  console.log(
    `Catalogue ${catalogue.hash.slice(0, 12)}: ${catalogue.vocabulary.size} words, ${Object.keys(catalogue.modules).length} modules, ${catalogue.kanji.size} kanji, ${catalogue.radicals.size} radicals`,
  );
  console.table(chapterCounts(catalogue));
});

describe('the catalogue check', () => {
  test('vocabulary: valid items, unique keys, sets resolve, readings kana and consistent, kanji in KANJIDIC', () => {
    expect(checkVocabularyFiles(files, existsInKanjidic)).toEqual([]);
  });

  test('modules and paths: every path key, set, creator and prerequisite resolves; no orphan modules', () => {
    expect(checkCatalogue(catalogue)).toEqual([]);
  });

  test('conjugation word banks: hiragana readings that fit, classes that agree with the endings, 300 verbs and 150 adjectives', () => {
    expect(checkWordBank(WORD_BANK, existsInKanjidic)).toEqual([]);
  });

  test('the lessons of the catalogue are the 36 lessons of the spec, each with a page', () => {
    const lessonKeys = (chapter: number) =>
      catalogue.textbooks[0]!.chapters[chapter]!.learning_path_items.filter(
        (key) =>
          catalogue.modules[key]?.kind === 'lesson' &&
          (catalogue.modules[key] as {lesson_type: string}).lesson_type === 'lesson',
      );
    for (const [chapter, slugs] of Object.entries(LESSON_SLUGS_BY_CHAPTER))
      expect(lessonKeys(Number(chapter)).sort()).toEqual([...slugs].sort());
    for (const slug of Object.keys(LESSON_CONTENT))
      expect(catalogue.modules[slug]?.kind, `${slug} has a page but no module`).toBe('lesson');
    expect(Object.keys(LESSON_CONTENT).sort(), 'every lesson has its page').toEqual(
      Object.values(LESSON_SLUGS_BY_CHAPTER).flat().sort(),
    );
  });

  test('the kana sets and chapter 0’s greetings and numbers exist, with their quizzes', () => {
    for (const id of [
      'kana_hiragana',
      'kana_dakuten-handakuten',
      'kana_contracted-sounds',
      'kana_katakana',
      'genki_1_ch0_greetings',
      'genki_1_ch0_numbers',
    ]) {
      expect(catalogue.vocabSets.has(id), id).toBe(true);
    }
    for (const key of ['hiragana-quiz', 'dakuten-handakuten-quiz', 'contracted-sounds-quiz', 'all-hiragana-quiz'])
      expect(catalogue.modules[key]?.kind, key).toBe('practice');
  });

  test('every chapter has a vocab list and ends with its "All Vocab - Test"', () => {
    for (const textbook of catalogue.textbooks) {
      for (const chapter of textbook.chapters) {
        expect(catalogue.modules[`${chapter.id}_vocab-list`]?.kind, chapter.id).toBe('practice');
        expect(chapter.learning_path_items.at(-1), chapter.id).toBe(`${chapter.id}_all-vocab-test`);
      }
    }
  });
});

describe('the drills of the chapter paths', () => {
  test('chapters 1–20 each have sentence practice of at least 8 sentences per set', () => {
    for (const textbook of catalogue.textbooks) {
      for (const chapter of textbook.chapters.filter((each) => each.number >= 1)) {
        const sets = chapter.learning_path_items
          .map((key) => catalogue.modules[key])
          .flatMap((module) =>
            module?.kind === 'practice' && module.session_type === 'sentence-practice'
              ? (module.sentence_set_ids ?? [])
              : [],
          );
        expect(sets.length, chapter.id).toBeGreaterThan(0);
        for (const id of sets) expect(catalogue.sentenceSets.get(id)!.sentences.length, id).toBeGreaterThanOrEqual(8);
      }
    }
  });

  test('no step is disabled', () => {
    for (const textbook of catalogue.textbooks) {
      for (const chapter of textbook.chapters) expect(chapter.disabled_modules, chapter.id).toEqual([]);
    }
    const drillSteps = Object.values(catalogue.modules).filter(
      (module) =>
        (module.kind === 'lesson' && ['conjugation-practice', 'counter-practice'].includes(module.lesson_type)) ||
        (module.kind === 'practice' && module.session_type === 'sentence-practice'),
    );
    expect(drillSteps.length).toBeGreaterThanOrEqual(10 + 9 + 20);
  });
});

describe('worksheets', () => {
  test('every chapter path, 0 to 20, has one worksheet step, with a sheet written for it', () => {
    for (const textbook of catalogue.textbooks) {
      for (const chapter of textbook.chapters) {
        const sheets = chapter.learning_path_items.filter((key) => {
          const module = catalogue.modules[key]!;
          return module.kind === 'lesson' && module.lesson_type === 'worksheet';
        });
        expect(sheets, chapter.id).toEqual([`${chapter.id}_worksheet`]);
        expect(WORKSHEET_LOADERS[chapter.number], chapter.id).toBeDefined();
      }
    }
  });
});

describe('the course totals', () => {
  test('at least 1,100 words outside the kana sets', () => {
    const kanaKeys = new Set(
      [...catalogue.vocabSets.values()].filter((set) => set.chapter === null).flatMap((set) => set.keys),
    );
    expect([...catalogue.vocabulary.keys()].filter((key) => !kanaKeys.has(key)).length).toBeGreaterThanOrEqual(1100);
  });

  test('at least 40 words in each of chapters 1–20', () => {
    const counts = chapterCounts(catalogue).filter((row) => row.chapter !== 'kana' && !row.chapter.endsWith('_ch0'));
    expect(counts).toHaveLength(20);
    expect(counts.filter((row) => row.words < 40).map((row) => `${row.chapter}: ${row.words}`)).toEqual([]);
  });
});
