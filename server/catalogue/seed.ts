// Copies the catalogue into Postgres (schema `catalogue`) for SQL consumers such as statistics. Idempotent: the
// content hash in catalogue.meta says whether the tables already hold this content; when it differs every table
// is replaced in one transaction, so readers see the old catalogue or the new one, never a mix.
import type {Sql} from 'postgres';
import type {Catalogue} from './build-catalogue.ts';

const SEED_LOCK = 727_002;
const CATALOGUE_TABLES = [
  'meta',
  'chapters',
  'textbooks',
  'modules',
  'vocabulary',
  'vocab_sets',
  'sentence_sets',
  'kanji',
  'radicals',
  'creators',
];

export type SeedResult = 'unchanged' | 'seeded';

export async function seedCatalogue(sql: Sql, catalogue: Catalogue): Promise<SeedResult> {
  return sql.begin(async (tx) => {
    // Servers starting together take turns; the second one then finds the hash already in place.
    await tx`select pg_advisory_xact_lock(${SEED_LOCK})`;
    const [meta] = await tx<{content_hash: string}[]>`select content_hash from catalogue.meta`;
    if (meta?.content_hash === catalogue.hash) return 'unchanged';

    await tx.unsafe(`truncate ${CATALOGUE_TABLES.map((table) => `catalogue.${table}`).join(', ')}`);
    const insert = async (table: string, rows: Record<string, unknown>[]) => {
      if (rows.length) await tx`insert into ${tx(`catalogue.${table}`)} ${tx(rows as Record<string, string>[])}`;
    };
    const json = (value: unknown) => tx.json(value as Parameters<typeof tx.json>[0]);

    await insert(
      'textbooks',
      catalogue.textbooks.map(({chapters: _chapters, ...textbook}, position) => ({...textbook, position})),
    );
    await insert(
      'chapters',
      catalogue.textbooks.flatMap((textbook) =>
        textbook.chapters.map((chapter) => ({
          id: chapter.id,
          textbook_id: textbook.id,
          slug: chapter.slug,
          number: chapter.number,
          title: chapter.title,
          description: chapter.description,
          learning_path_items: json(chapter.learning_path_items),
          disabled_modules: json(chapter.disabled_modules),
        })),
      ),
    );
    await insert(
      'modules',
      Object.values(catalogue.modules).map((module) => ({
        key: module.key,
        kind: module.kind,
        title: module.title,
        data: json(module),
      })),
    );
    await insert(
      'vocabulary',
      [...catalogue.vocabulary.values()].map((item, position) => ({
        key: item.key,
        position,
        word: item.word,
        reading: item.reading,
        part_of_speech: item.partOfSpeech,
        data: json(item),
      })),
    );
    await insert(
      'vocab_sets',
      [...catalogue.vocabSets.values()].map((set, position) => ({
        id: set.id,
        position,
        textbook: set.textbook,
        chapter: set.chapter,
        title: set.title,
        keys: json(set.keys),
      })),
    );
    await insert(
      'sentence_sets',
      [...catalogue.sentenceSets.values()].map((set) => ({...set, sentences: json(set.sentences)})),
    );
    await insert(
      'kanji',
      [...catalogue.kanji.values()].map((kanji) => ({
        kanji: kanji.character,
        meanings: json(kanji.meanings),
        onyomi: json(kanji.onReadings),
        kunyomi: json(kanji.kunReadings),
        stroke_count: kanji.strokeCount,
        grade: kanji.grade,
        jlpt: kanji.jlpt,
        radical_components: json(kanji.radicalComponents),
      })),
    );
    await insert(
      'radicals',
      [...catalogue.radicals.values()].map((radical) => ({
        radical: radical.radical,
        meanings: json(radical.meanings),
        stroke_count: radical.strokeCount,
      })),
    );
    await insert('creators', Object.values(catalogue.creators));
    await tx`insert into catalogue.meta (content_hash) values (${catalogue.hash})`;
    return 'seeded';
  });
}
