// The catalogue endpoints and seed on the real stack. Expected answers come from loading the same catalogue files
// in this process, so the test holds for whatever content the vocabulary folders contain.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import fs from 'node:fs';
import postgres from 'postgres';
import {loadCatalogue, type Catalogue} from '../../server/catalogue/build-catalogue.ts';
import {seedCatalogue} from '../../server/catalogue/seed.ts';
import type {CatalogueStructure, DeckInfo, VocabularyHierarchy, VocabularyItem} from '../../schema/catalogue.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
let catalogue: Catalogue;
let etag: string;

beforeAll(async () => {
  catalogue = await loadCatalogue();
  etag = `"${catalogue.hash.slice(0, 32)}"`;
});
afterAll(() => sql.end());

function get(endpoint: string, input?: unknown, headers: Record<string, string> = {}) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return fetch(`${baseURL}/api/catalogue/${endpoint}${query}`, {headers});
}

function post(endpoint: string, body: unknown) {
  return fetch(`${baseURL}/api/catalogue/${endpoint}`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A chapter vocab set with words written in kanji (the content decides which). */
function setsWithKanji() {
  return [...catalogue.vocabSets.values()].filter(
    (set) =>
      set.chapter !== null && set.keys.some((key) => /[\u4e00-\u9fff]/u.test(catalogue.vocabulary.get(key)!.word)),
  );
}

describe('GET /api/catalogue/structure', () => {
  test('textbooks with their chapters and paths, every module, every creator', async () => {
    const response = await get('structure');
    expect(response.status).toBe(200);
    const body = (await response.json()) as CatalogueStructure;
    expect(body.textbooks.map((textbook) => [textbook.id, textbook.level, textbook.chapters.length])).toEqual([
      ['genki_1', 'N5', 13],
      ['genki_2', 'N4', 8],
    ]);
    expect(body.textbooks[0]!.chapters[0]!.learning_path_items.slice(0, 3)).toEqual([
      'welcome-overview',
      'writing-systems',
      'japanese-pronunciation',
    ]);
    expect(Object.keys(body.modules).sort()).toEqual(Object.keys(catalogue.modules).sort());
    expect(body.modules.hiragana).toMatchObject({kind: 'lesson', link: '/lessons/hiragana', lesson_type: 'lesson'});
    expect(body.creators['tokini-andy']).toMatchObject({creator_name: 'Tokini Andy', fallback_initials: 'TA'});
  });

  test('cached for a day, revalidated with the content hash as ETag: 304 when unchanged', async () => {
    const response = await get('structure');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    // Sent compressed (fetch accepts gzip), so the tag is weak: the same content, not the same bytes.
    expect(response.headers.get('etag')).toBe(`W/${etag}`);

    const revalidated = await get('structure', undefined, {'if-none-match': etag});
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await get('vocabulary-keys', {setIds: ['x']}, {'if-none-match': `W/${etag}, "other"`})).status).toBe(304);
    expect((await get('structure', undefined, {'if-none-match': '"an-older-catalogue"'})).status).toBe(200);
  });
});

describe('vocabulary endpoints', () => {
  test('vocabulary-keys: each known set id to its keys, in set order; unknown ids left out', async () => {
    const sets = [...catalogue.vocabSets.values()].slice(0, 3);
    expect(sets.length).toBeGreaterThan(0);
    const response = await get('vocabulary-keys', {setIds: [...sets.map((set) => set.id), 'genki_1_ch1_no-such-set']});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(Object.fromEntries(sets.map((set) => [set.id, set.keys])));
  });

  test('vocabulary: the items in the order asked, unknown keys left out; POST answers the same', async () => {
    const keys = [...catalogue.vocabulary.keys()];
    const asked = [keys.at(-1)!, 'no such word', keys[0]!];
    const expected = {items: [catalogue.vocabulary.get(keys.at(-1)!), catalogue.vocabulary.get(keys[0]!)]};
    const viaGet = await get('vocabulary', {keys: asked});
    expect(await viaGet.json()).toEqual(expected);
    const viaPost = await post('vocabulary', {keys: asked});
    expect(viaPost.status).toBe(200);
    expect(viaPost.headers.get('etag')).toBeNull();
    const body = (await viaPost.json()) as {items: VocabularyItem[]};
    expect(body).toEqual(expected);
    expect(body.items[0]).toHaveProperty('reading');
  });

  test('hierarchy: words → kanji → radicals from the built-in vocabulary', async () => {
    const set = setsWithKanji()[0];
    expect(set, 'a chapter set with kanji words').toBeDefined();
    const slugs = set!.keys.slice(0, 5);
    const response = await post('hierarchy', {slugs, userOverrides: DEFAULT_SETTINGS['override-settings']});
    expect(response.status).toBe(200);
    const hierarchy = (await response.json()) as VocabularyHierarchy;
    expect(hierarchy.vocabulary.map((entry) => entry.key)).toEqual(slugs);
    const kanji = hierarchy.kanji.map((entry) => entry.character);
    expect(kanji.length).toBeGreaterThan(0);
    expect(new Set(hierarchy.vocabulary.flatMap((entry) => entry.kanjiComponents))).toEqual(new Set(kanji));
    const first = hierarchy.kanji[0]!;
    expect(first).toEqual({...catalogue.kanji.get(first.character), meaningSource: 'kanjidic'});
    expect(hierarchy.radicals.map((radical) => radical.radical)).toEqual([
      ...new Set(hierarchy.kanji.flatMap((entry) => entry.radicalComponents)),
    ]);
  });

  test('hierarchy: 404 "Failed to build vocabulary hierarchy" when nothing is found, e.g. with the built-in vocabulary disabled', async () => {
    const slugs = [...catalogue.vocabulary.keys()].slice(0, 3);
    const disabled = structuredClone(DEFAULT_SETTINGS['override-settings']);
    disabled.vocabularyOverrides = disabled.vocabularyOverrides.map((override) => ({...override, enabled: false}));
    for (const response of [
      await post('hierarchy', {slugs, userOverrides: disabled}),
      await get('hierarchy', {slugs: ['not a word']}),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({error: 'Failed to build vocabulary hierarchy'});
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  test("hierarchy: the learner's own deck words ('Your Decks') count before the built-in ones, and reach words the catalogue lacks", async () => {
    const response = await post('hierarchy', {
      slugs: ['雨雲', '水'],
      userOverrides: DEFAULT_SETTINGS['override-settings'],
      ownWords: {雨雲: '雨雲'},
    });
    expect(response.status).toBe(200);
    const hierarchy = (await response.json()) as VocabularyHierarchy;
    expect(hierarchy.vocabulary).toEqual([
      {key: '雨雲', word: '雨雲', kanjiComponents: ['雨', '雲']},
      {key: '水', word: '水', kanjiComponents: ['水']},
    ]);
    const ownOff = structuredClone(DEFAULT_SETTINGS['override-settings']);
    ownOff.vocabularyOverrides = ownOff.vocabularyOverrides.map((override) => ({
      ...override,
      enabled: override.sourceId !== 'user-decks',
    }));
    const builtInOnly = (await (
      await post('hierarchy', {slugs: ['雨雲', '水'], userOverrides: ownOff, ownWords: {雨雲: '雨雲'}})
    ).json()) as VocabularyHierarchy;
    expect(builtInOnly.vocabulary.map((entry) => entry.key)).toEqual(['水']);
  });

  test('deck-info: a built-in deck (a chapter vocab list) or 404', async () => {
    const deck = Object.values(catalogue.modules).find(
      (module) => module.kind === 'practice' && module.session_type === 'vocab-list',
    );
    expect(deck, 'a chapter vocab list').toBeDefined();
    const response = await get('deck-info', {deck_id: deck!.key});
    const info = (await response.json()) as DeckInfo;
    expect(info).toMatchObject({deck_id: deck!.key, title: deck!.title});
    expect(info.item_count).toBe(info.keys.length);
    expect(info.keys.every((key) => catalogue.vocabulary.has(key))).toBe(true);
    expect(info.textbook_id).toMatch(/^genki_[12]$/);

    const missing = await get('deck-info', {deck_id: 'hiragana'});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({error: 'Deck not found'});
  });

  test('course-kanji: every kanji of the course, once, in the order its words first use them', async () => {
    const response = await get('course-kanji');
    expect(response.status).toBe(200);
    const {kanji} = (await response.json()) as {kanji: string[]};
    const firstUsed = [...catalogue.vocabulary.values()].flatMap((item) => [...item.word]);
    expect(kanji).toEqual([...catalogue.kanji.keys()]);
    expect(new Set(kanji).size).toBe(kanji.length);
    expect(kanji.map((character) => firstUsed.indexOf(character))).toEqual(
      kanji.map((character) => firstUsed.indexOf(character)).toSorted((a, b) => a - b),
    );
  });

  test('sentence-sets: the sets asked for', async () => {
    const response = await get('sentence-sets', {ids: ['genki_1_ch1_sentences-x-wa-y-desu', 'nope']});
    const body = (await response.json()) as Record<string, {sentences: unknown[]}>;
    expect(Object.keys(body)).toEqual(['genki_1_ch1_sentences-x-wa-y-desu']);
    expect(body['genki_1_ch1_sentences-x-wa-y-desu']).toEqual(
      catalogue.sentenceSets.get('genki_1_ch1_sentences-x-wa-y-desu'),
    );
  });
});

describe('bad input is refused with 400 and a clear message', () => {
  const cases: [string, string, unknown, string][] = [
    ['no input at all', 'vocabulary-keys', undefined, 'setIds must be a list of strings'],
    ['not JSON', 'vocabulary', 'not json', 'Invalid input'],
    ['not an object', 'vocabulary', [1, 2], 'Invalid input'],
    ['a number among the keys', 'vocabulary', {keys: ['a', 3]}, 'keys must be a list of strings'],
    ['an empty list', 'vocabulary-keys', {setIds: []}, 'setIds must not be empty'],
    ['an unknown field', 'deck-info', {deck_id: 'x', user_id: 'y'}, 'Unrecognized key: "user_id"'],
    [
      'a malformed override',
      'hierarchy',
      {slugs: ['a'], userOverrides: {vocabularyOverrides: 'all'}},
      'userOverrides.vocabularyOverrides: Invalid input: expected array, received string',
    ],
    ['a blank deck id', 'deck-info', {deck_id: '  '}, 'deck_id must not be empty'],
  ];
  test.each(cases)('%s', async (_name, endpoint, input, message) => {
    const response =
      input === 'not json'
        ? await fetch(`${baseURL}/api/catalogue/${endpoint}?input=%7Bnot`)
        : await get(endpoint, input);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({error: message});
  });

  test('a POST body that is not JSON is refused before the endpoint reads it', async () => {
    const response = await post('vocabulary', '{"keys": [');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({code: 'invalid-input', message: 'The request body is not valid JSON'});
  });
});

describe('the seed', () => {
  async function tableCounts() {
    const [row] = await sql<
      {modules: number; vocabulary: number; chapters: number; kanji: number; hash: string; seeded_at: Date}[]
    >`
      select (select count(*)::int from catalogue.modules) as modules, (select count(*)::int from catalogue.vocabulary) as vocabulary,
             (select count(*)::int from catalogue.chapters) as chapters, (select count(*)::int from catalogue.kanji) as kanji,
             content_hash as hash, seeded_at from catalogue.meta`;
    return row!;
  }

  test('the start seeded this catalogue into the catalogue schema', async () => {
    expect(fs.readFileSync(inject('serverLogFile'), 'utf8')).toContain(`catalogue ${catalogue.hash.slice(0, 12)} `);
    expect(await tableCounts()).toMatchObject({
      hash: catalogue.hash,
      modules: Object.keys(catalogue.modules).length,
      vocabulary: catalogue.vocabulary.size,
      chapters: 21,
      kanji: catalogue.kanji.size,
    });
    const [chapter] = await sql<
      {learning_path_items: string[]}[]
    >`select learning_path_items from catalogue.chapters where id = 'genki_1_ch0'`;
    expect(chapter?.learning_path_items).toEqual(catalogue.textbooks[0]!.chapters[0]!.learning_path_items);
    const [eat] = await sql<
      {onyomi: string[]; jlpt: string}[]
    >`select onyomi, jlpt from catalogue.kanji where kanji = '食'`;
    expect(eat).toEqual({onyomi: ['ショク', 'ジキ'], jlpt: 'n5'});
    const [publicTables] = await sql<
      {count: number}[]
    >`select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name like '%catalogue%'`;
    expect(publicTables?.count).toBe(0);
  });

  test('seeding the same content again changes nothing; changed content replaces it; and back again', async () => {
    const before = await tableCounts();
    expect(await seedCatalogue(sql, catalogue)).toBe('unchanged');
    expect(await tableCounts()).toEqual(before);

    const changed: Catalogue = {
      ...catalogue,
      hash: `${catalogue.hash}-changed`,
      modules: {...catalogue.modules, hiragana: {...catalogue.modules.hiragana!, title: 'Hiragana, renamed'}},
    };
    delete changed.modules.kanji;
    expect(await seedCatalogue(sql, changed)).toBe('seeded');
    const after = await tableCounts();
    expect(after).toMatchObject({hash: changed.hash, modules: before.modules - 1});
    expect(after.seeded_at.getTime()).toBeGreaterThanOrEqual(before.seeded_at.getTime());
    expect(await sql`select title, data->>'title' as data_title from catalogue.modules where key = 'hiragana'`).toEqual(
      [{title: 'Hiragana, renamed', data_title: 'Hiragana, renamed'}],
    );

    expect(await seedCatalogue(sql, catalogue)).toBe('seeded');
    expect(await tableCounts()).toMatchObject({hash: catalogue.hash, modules: before.modules});
  });
});
