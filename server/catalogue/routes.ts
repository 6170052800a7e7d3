// The catalogue endpoints under /api/catalogue (requirements §7.2). Each takes GET with `?input=<json>` (cacheable by
// browsers and the service worker) or POST with a JSON body.
//
// They answer from the catalogue held in memory, loaded once at start from the same files the seed copies into
// Postgres: the content only changes with a deploy, every answer is a lookup in a Map, and no request waits on the
// database. Because the answer depends only on the content, its hash is the ETag, and answers may be cached long.
import {Hono, type Context} from 'hono';
import {z} from 'zod';
import {DEFAULT_SETTINGS, overrideSettingsSchema} from '../../schema/settings.ts';
import type {CatalogueStructure, SentenceSet, VocabularyItem} from '../../schema/catalogue.ts';
import type {Catalogue} from './build-catalogue.ts';
import {buildVocabularyHierarchy} from './kanji/hierarchy.ts';
import {builtInDeckInfo} from './built-in-decks.ts';
import {BUILT_IN_SOURCE, USER_DECKS_SOURCE} from '../../schema/decks/vocabulary-overrides.ts';
import {firstIssueMessage} from '../refusal-of-error.ts';

export const INVALID_INPUT = 'Invalid input';
export const HIERARCHY_FAILED = 'Failed to build vocabulary hierarchy';
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const idList = (field: string, max: number) =>
  z
    .array(
      z.string(`${field} must be a list of strings`).trim().min(1, `${field} must not hold empty strings`),
      `${field} must be a list of strings`,
    )
    .min(1, `${field} must not be empty`)
    .max(max, `${field} may hold at most ${max} entries`);

/** An input object: "Invalid input" when it is not an object at all; unknown fields are named. */
const inputObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {error: (issue) => (issue.code === 'invalid_type' ? INVALID_INPUT : undefined)});

export const vocabularyKeysInput = inputObject({setIds: idList('setIds', 200)});
export const vocabularyInput = inputObject({keys: idList('keys', 5000)});
export const hierarchyInput = inputObject({
  slugs: idList('slugs', 5000),
  userOverrides: overrideSettingsSchema.default(() => structuredClone(DEFAULT_SETTINGS['override-settings'])),
  /** The learner's own deck entries for these slugs ("Your Decks"): slug → word, for words the catalogue may not have. */
  ownWords: z
    .record(z.string().max(100), z.string().trim().min(1).max(100))
    .refine((words) => Object.keys(words).length <= 5000, 'ownWords may hold at most 5000 entries')
    .optional(),
});
export const deckInfoInput = inputObject({
  deck_id: z.string('deck_id must be a string').trim().min(1, 'deck_id must not be empty'),
});
export const sentenceSetsInput = inputObject({ids: idList('ids', 200)});

type Answer = {status: 200; body: unknown} | {status: 404; body: {error: string}};
const found = (body: unknown): Answer => ({status: 200, body});
const notFound = (error: string): Answer => ({status: 404, body: {error}});

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function structureOf(catalogue: Catalogue): CatalogueStructure {
  return {textbooks: catalogue.textbooks, modules: catalogue.modules, creators: catalogue.creators};
}

export function catalogueRoutes(catalogue: Catalogue) {
  const etag = `"${catalogue.hash.slice(0, 32)}"`;
  const structure = structureOf(catalogue);
  const app = new Hono();

  /** Registers GET and POST for one endpoint: parse the input, answer, and make successful GETs cacheable. */
  function endpoint<S extends z.ZodType>(name: string, schema: S, answer: (input: z.output<S>) => Answer) {
    const respond = (c: Context, raw: unknown, cacheable: boolean) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return c.json({error: firstIssueMessage(parsed.error.issues)}, 400);
      const {status, body} = answer(parsed.data);
      if (status === 200 && cacheable) {
        c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
        c.header('ETag', etag);
      }
      return c.json(body, status);
    };
    app.get(`/${name}`, (c) => {
      const tags = c.req
        .header('If-None-Match')
        ?.split(',')
        .map((tag) => tag.trim().replace(/^W\//, ''));
      if (tags?.includes(etag) || tags?.includes('*')) {
        c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
        c.header('ETag', etag);
        return c.body(null, 304);
      }
      const text = c.req.query('input');
      if (text === undefined) return respond(c, {}, true);
      try {
        return respond(c, JSON.parse(text), true);
      } catch {
        return c.json({error: INVALID_INPUT}, 400);
      }
    });
    app.post(`/${name}`, async (c) => {
      const body = await c.req.json().catch(() => undefined);
      return body === undefined ? c.json({error: INVALID_INPUT}, 400) : respond(c, body, false);
    });
  }

  endpoint('structure', z.object({}), () => found(structure));

  // The catalogue keeps its kanji in the order the course's words first use them.
  endpoint('course-kanji', z.object({}), () => found({kanji: [...catalogue.kanji.keys()]}));

  endpoint('vocabulary-keys', vocabularyKeysInput, ({setIds}) =>
    found(
      Object.fromEntries(
        unique(setIds).flatMap((id) => {
          const set = catalogue.vocabSets.get(id);
          return set ? [[id, set.keys]] : [];
        }),
      ),
    ),
  );

  endpoint('vocabulary', vocabularyInput, ({keys}) =>
    found({
      items: unique(keys)
        .map((key) => catalogue.vocabulary.get(key))
        .filter((item): item is VocabularyItem => item !== undefined),
    }),
  );

  endpoint('hierarchy', hierarchyInput, ({slugs, userOverrides, ownWords = {}}) => {
    const hierarchy = buildVocabularyHierarchy(
      {slugs, userOverrides},
      {
        vocabulary: {
          [BUILT_IN_SOURCE]: (key) => catalogue.vocabulary.get(key),
          [USER_DECKS_SOURCE]: (key) => (Object.hasOwn(ownWords, key) ? {word: ownWords[key]!} : undefined),
        },
        // KANJIDIC's meanings: the learner's own kanji keyword sources (WaniKani from their account, their own
        // keywords) are applied where a kanji is shown (schema/kanji-meaning-sources.ts).
        kanjiMeanings: {},
        kanji: (kanji) => catalogue.kanji.get(kanji),
        radical: (radical) => catalogue.radicals.get(radical),
      },
    );
    return hierarchy.vocabulary.length ? found(hierarchy) : notFound(HIERARCHY_FAILED);
  });

  endpoint('deck-info', deckInfoInput, ({deck_id}) => {
    const info = builtInDeckInfo(catalogue, deck_id);
    return info ? found(info) : notFound('Deck not found');
  });

  endpoint('sentence-sets', sentenceSetsInput, ({ids}) =>
    found(
      Object.fromEntries(
        unique(ids).flatMap((id) => {
          const set: SentenceSet | undefined = catalogue.sentenceSets.get(id);
          return set ? [[id, set]] : [];
        }),
      ),
    ),
  );

  return app;
}
