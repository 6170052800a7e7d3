import {createHash} from 'node:crypto';
import {zstdCompressSync} from 'node:zlib';
import {beforeAll, describe, expect, test} from 'vitest';
import initSqlJs, {type SqlJsStatic} from 'sql.js';
import {unzipSync, zipSync, strToU8, strFromU8} from 'fflate';
import type {DeckItemContent} from '../../schema/decks/deck-item.ts';
import {parseAnkiPackage} from '../../src/features/vocab/transfer/anki-import.ts';
import {writeAnkiPackage} from '../../src/features/vocab/transfer/anki-package-write.ts';
import {fieldText, furiganaBase, furiganaReading} from '../../src/features/vocab/transfer/anki-text.ts';
import {badRows, goodItems, type ImportPreview} from '../../src/features/vocab/transfer/import-preview.ts';
import {
  BASIC,
  currentCollection,
  currentPackage,
  dummyLegacyCollection,
  legacyCollection,
  legacyPackage,
  type FixtureNote,
  type FixtureNotetype,
} from './anki-fixtures.ts';
import {item, refusal} from './deck-transfer-helpers.ts';

let sql: SqlJsStatic;
beforeAll(async () => {
  sql = await initSqlJs();
});

const JAPANESE_VOCAB: FixtureNotetype = {
  id: 1_600_000_000_002,
  name: 'Japanese vocab',
  fields: ['Expression', 'Meaning', 'Reading', 'Notes'],
};
const CORE: FixtureNotetype = {
  id: 1_600_000_000_003,
  name: 'Core 2k',
  fields: ['Vocabulary-Kanji', 'Vocabulary-Furigana', 'Vocabulary-English', 'Sentence-Kanji', 'Sentence-English'],
};

const NOTES: FixtureNote[] = [
  {mid: JAPANESE_VOCAB.id, fields: ['<b>食べる</b>', 'to eat<br>to have a meal', 'たべる', ''], tags: ' ru-verb '},
  {
    mid: JAPANESE_VOCAB.id,
    fields: ['日本語[にほんご]', 'Japanese (language); the Japanese language', '', 'Also 日本[にほん]'],
  },
  {mid: BASIC.id, fields: ['cat', '猫']},
  {mid: BASIC.id, fields: ['What is the capital of France?', 'Paris']},
  {mid: BASIC.id, fields: ['&nbsp;<div>水</div>[sound:mizu.mp3]', 'water &amp; <i>drink</i>']},
  {mid: JAPANESE_VOCAB.id, fields: ['空', ' ', 'そら', '']},
  {
    mid: JAPANESE_VOCAB.id,
    fields: ['<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>', 'Chinese characters', '', ''],
  },
  {
    mid: CORE.id,
    fields: ['高い', 'たかい', 'expensive; tall', 'この 本[ほん]は 高[たか]い。', 'This book is expensive.'],
    tags: 'core i-adjective',
  },
];

const EXPECTED_GOOD = [
  item({word: '食べる', furigana: 'たべる', english: ['to eat', 'to have a meal'], partOfSpeech: 'ru-verb'}),
  item({
    word: '日本語',
    furigana: 'にほんご',
    english: ['Japanese (language)', 'the Japanese language'],
    info: ['Also 日本[にほん]'],
  }),
  item({word: '猫', english: ['cat']}),
  item({word: '水', english: ['water & drink']}),
  item({word: '漢字', furigana: 'かんじ', english: ['Chinese characters']}),
  item({
    word: '高い',
    furigana: 'たかい',
    english: ['expensive', 'tall'],
    partOfSpeech: 'i-adjective',
    exampleSentences: [{japanese: 'この本は高い。', english: 'This book is expensive.'}],
  }),
];

function expectFixtureNotes(preview: ImportPreview) {
  expect(preview.source).toBe('apkg');
  expect(goodItems(preview)).toEqual(EXPECTED_GOOD);
  expect(badRows(preview).map((row) => [row.position, row.rule, row.message])).toEqual([
    [4, 'no-japanese-field', 'Note 4: No field holds Japanese text (fields: Front, Back); skipped'],
    [6, 'meaning-required', 'Note 6: At least one English meaning must not be blank'],
  ]);
}

describe('Anki field text', () => {
  test('HTML becomes text: tags and sound dropped, entities decoded, blocks and <br> become lines', () => {
    expect(fieldText('<div>to eat</div><div>to have&nbsp;a meal</div>[sound:x.mp3]<br>')).toBe(
      'to eat\nto have a meal',
    );
    expect(fieldText('<span style="color: red">A &lt;b&gt; &amp; &#x732B; &quot;q&quot;</span>')).toBe(
      'A <b> & 猫 "q"',
    );
    expect(fieldText('<style>.x{}</style><!-- c -->x\n  y')).toBe('x y');
  });

  test('ruby markup reads as its base or its reading', () => {
    const html = '<ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>です';
    expect(fieldText(html)).toBe('漢字です');
    expect(fieldText(html, 'reading')).toBe('かんじです');
  });

  test("furigana brackets: base text or reading, as Anki's kanji: and kana: filters", () => {
    expect(furiganaBase(' 日本[にほん] 語[ご]を 読[よ]む')).toBe('日本語を読む');
    expect(furiganaReading('日本[にほん] 語[ご]を 読[よ]む')).toBe('にほんごをよむ');
    expect(furiganaBase('see [note 1]')).toBe('see [note 1]');
  });
});

describe('Anki import', () => {
  test('a legacy collection.anki2 package: note types from col.models, the §7.3 key rule, HTML and furigana', () => {
    const collection = legacyCollection(sql, [BASIC, JAPANESE_VOCAB, CORE], NOTES);
    expectFixtureNotes(parseAnkiPackage(legacyPackage(collection), sql));
  });

  test('collection.anki21 is preferred to the collection.anki2 beside it', () => {
    const collection = legacyCollection(sql, [BASIC, JAPANESE_VOCAB, CORE], NOTES);
    const bytes = legacyPackage(collection, 'collection.anki21', {'collection.anki2': dummyLegacyCollection(sql)});
    expectFixtureNotes(parseAnkiPackage(bytes, sql));
  });

  test('a current package: zstd collection.anki21b with notetypes and fields tables; the dummy and media are skipped', () => {
    const collection = currentCollection(sql, [BASIC, JAPANESE_VOCAB, CORE], NOTES);
    const preview = parseAnkiPackage(
      currentPackage(sql, collection, {'0': new Uint8Array([0xff, 0xd8]), '1': new Uint8Array([1])}),
      sql,
    );
    expectFixtureNotes(preview);
    expect(preview.notices).toEqual(['Skipped 2 media files: pictures and sound are not imported.']);
  });

  test('the key field is the first of the §7.3 names that holds Japanese, not the first field', () => {
    const reversed: FixtureNotetype = {id: 9, name: 'Reversed', fields: ['Question', 'Front', 'Back']};
    const bytes = legacyPackage(legacyCollection(sql, [reversed], [{mid: 9, fields: ['人', '犬', 'dog']}]));
    expect(goodItems(parseAnkiPackage(bytes, sql))).toEqual([item({word: '犬', english: ['dog']})]);
  });

  test('a package that is not a zip, a zip without a collection, or a damaged collection is refused whole', () => {
    expect(refusal(() => parseAnkiPackage(strToU8('word,meaning\n猫,cat'), sql))).toMatchObject({
      code: 'unreadable',
      message: expect.stringContaining('not a zip'),
    });
    expect(
      refusal(() => parseAnkiPackage(zipSync({'notes.txt': strToU8('hello'), media: strToU8('{}')}), sql)),
    ).toMatchObject({code: 'no-collection'});
    expect(
      refusal(() => parseAnkiPackage(zipSync({'collection.anki2': strToU8('not a database')}), sql)),
    ).toMatchObject({code: 'unreadable', message: expect.stringContaining('not an SQLite database')});
    expect(
      refusal(() =>
        parseAnkiPackage(zipSync({'collection.anki21b': zstdCompressSync(strToU8('x')).subarray(0, 6)}), sql),
      ),
    ).toMatchObject({code: 'unreadable'});
    const truncated = legacyPackage(legacyCollection(sql, [BASIC], [{mid: BASIC.id, fields: ['猫', 'cat']}]));
    expect(refusal(() => parseAnkiPackage(truncated.subarray(0, truncated.length - 30), sql))).toMatchObject({
      code: 'unreadable',
    });
    const noNotes = new sql.Database();
    noNotes.run('create table col (id integer)');
    expect(refusal(() => parseAnkiPackage(zipSync({'collection.anki2': noNotes.export()}), sql))).toMatchObject({
      code: 'unreadable',
    });
  });

  test('a collection without notes is refused as empty', () => {
    expect(refusal(() => parseAnkiPackage(legacyPackage(legacyCollection(sql, [BASIC], [])), sql))).toMatchObject({
      code: 'empty',
    });
  });
});

const ANKI_NOTETYPE_KEYS = ['id', 'name', 'type', 'mod', 'usn', 'sortf', 'did', 'tmpls', 'flds', 'css'];
const ANKI_FIELD_KEYS = ['name', 'ord', 'sticky', 'rtl', 'font', 'size'];
const ANKI_TEMPLATE_KEYS = ['name', 'ord', 'qfmt'];
const ANKI_DECK_KEYS = [
  'id',
  'name',
  'usn',
  'lrnToday',
  'revToday',
  'newToday',
  'timeToday',
  'collapsed',
  'dyn',
  'conf',
];
const ANKI_DECK_CONFIG_KEYS = ['id', 'mod', 'name', 'usn', 'maxTaken', 'autoplay', 'timer', 'new', 'rev', 'lapse'];

describe('Anki export', () => {
  const varied = [
    item({
      word: '食べる',
      furigana: 'たべる',
      english: ['to eat', 'to have (a meal); to take'],
      partOfSpeech: 'ru-verb',
      info: ['Polite: 食べます', '<not a tag> & more'],
      exampleSentences: [
        {japanese: 'すしを食べる。', english: 'I eat sushi.'},
        {japanese: '', english: 'English only'},
      ],
    }),
    item({word: '猫', english: ['cat']}),
    item({word: 'A&B "quoted"', furigana: 'えーあんどびー', english: ['a, b and c', '<b>bold</b>']}),
    item({
      word: '𠮷野家',
      furigana: 'よしのや',
      english: ['Yoshinoya'],
      partOfSpeech: 'proper-noun',
      exampleSentences: [{japanese: '行こう。', english: ''}],
    }),
  ];
  const NOW = 1_750_000_000_000;

  async function exported(items: DeckItemContent[] = varied, name = 'Chapter 3: food') {
    const bytes = await writeAnkiPackage(name, items, sql, NOW);
    const files = unzipSync(bytes);
    const db = new sql.Database(files['collection.anki2']!);
    const query = (text: string) => db.exec(text)[0]?.values ?? [];
    return {bytes, files, db, query};
  }

  test('the package holds collection.anki2 and an empty media map, nothing else', async () => {
    const {files} = await exported();
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');
  });

  test("the collection has Anki's schema 11 tables and indexes", async () => {
    const {query} = await exported();
    expect(query('select type, name from sqlite_master order by type, name')).toEqual([
      ['index', 'ix_cards_nid'],
      ['index', 'ix_cards_sched'],
      ['index', 'ix_cards_usn'],
      ['index', 'ix_notes_csum'],
      ['index', 'ix_notes_usn'],
      ['index', 'ix_revlog_cid'],
      ['index', 'ix_revlog_usn'],
      ['table', 'cards'],
      ['table', 'col'],
      ['table', 'graves'],
      ['table', 'notes'],
      ['table', 'revlog'],
    ]);
    expect(query('select count(*) from revlog')).toEqual([[0]]);
    expect(query('select count(*) from graves')).toEqual([[0]]);
  });

  test('the col row carries every key Anki needs to read the note type, decks and options', async () => {
    const {query} = await exported();
    const [[id, crt, mod, scm, ver, conf, models, decks, dconf, tags]] = query(
      'select id, crt, mod, scm, ver, conf, models, decks, dconf, tags from col',
    ) as [[number, number, number, number, number, string, string, string, string, string]];
    expect([id, crt, mod, scm, ver]).toEqual([1, Math.floor(NOW / 1000), NOW, NOW, 11]);
    expect(JSON.parse(tags)).toEqual({});
    expect(JSON.parse(conf)).toMatchObject({curModel: NOW, activeDecks: [NOW + 1], curDeck: NOW + 1});
    const [model] = Object.values(
      JSON.parse(models) as Record<
        string,
        {flds: {name: string}[]; tmpls: {qfmt: string; afmt: string}[]} & Record<string, unknown>
      >,
    );
    for (const key of ANKI_NOTETYPE_KEYS) expect(model).toHaveProperty(key);
    expect(model!.flds.map((field: {name: string}) => field.name)).toEqual([
      'Word',
      'Reading',
      'Meaning',
      'Notes',
      'Examples',
    ]);
    for (const field of model!.flds) for (const key of ANKI_FIELD_KEYS) expect(field).toHaveProperty(key);
    expect(model!.tmpls).toHaveLength(1);
    for (const key of ANKI_TEMPLATE_KEYS) expect(model!.tmpls[0]).toHaveProperty(key);
    expect(model!.tmpls[0]!.qfmt).toContain('{{Word}}');
    expect(model!.tmpls[0]!.afmt).toContain('{{Meaning}}');
    const deckList = Object.values(JSON.parse(decks) as Record<string, Record<string, unknown>>);
    expect(deckList.map((deck) => [deck.id, deck.name])).toEqual([
      [1, 'Default'],
      [NOW + 1, 'Chapter 3: food'],
    ]);
    for (const deck of deckList) for (const key of ANKI_DECK_KEYS) expect(deck).toHaveProperty(key);
    const [config] = Object.values(JSON.parse(dconf) as Record<string, Record<string, unknown>>);
    for (const key of ANKI_DECK_CONFIG_KEYS) expect(config).toHaveProperty(key);
  });

  test('notes: guid, model, tags, fields joined by \\x1f, sort field and checksum as Anki computes them; one new card each', async () => {
    const {query} = await exported();
    const notes = query('select id, guid, mid, tags, flds, sfld, csum from notes order by id') as Array<
      [number, string, number, string, string, string, number]
    >;
    expect(notes).toHaveLength(varied.length);
    expect(new Set(notes.map((note) => note[1])).size).toBe(varied.length);
    notes.forEach(([, guid, mid, tags, flds, sfld, csum], index) => {
      const word = varied[index]!.word;
      expect(guid).toMatch(/^[\x21-\x7e]{1,10}$/);
      expect(mid).toBe(NOW);
      expect(flds.split('\x1f')).toHaveLength(5);
      expect(String(sfld)).toBe(word);
      expect(csum).toBe(parseInt(createHash('sha1').update(word).digest('hex').slice(0, 8), 16));
      expect(tags.startsWith(' ') && tags.endsWith(' ')).toBe(true);
    });
    expect(notes[0]![3]).toBe(' genki-study ru-verb ');
    expect(notes[2]![4].split('\x1f')[0]).toBe('A&amp;B &quot;quoted&quot;');
    const cards = query('select nid, did, ord, type, queue, due from cards order by id');
    expect(cards).toEqual(notes.map(([noteID], index) => [noteID, NOW + 1, 0, 0, 0, index + 1]));
  });

  test('export then import gives the same words, readings, meanings, notes, examples and parts of speech', async () => {
    const {bytes} = await exported();
    const preview = parseAnkiPackage(bytes, sql);
    expect(badRows(preview)).toEqual([]);
    expect(goodItems(preview)).toEqual(varied);
  });

  test('an empty deck name becomes a named Anki deck; "::" does not make subdecks', async () => {
    const {query} = await exported([varied[1]!], ' ');
    expect(
      Object.values(JSON.parse(String(query('select decks from col')[0]![0])) as Record<string, {name: string}>).map(
        (deck) => deck.name,
      ),
    ).toEqual(['Default', 'Genki Study deck']);
    const nested = await exported([varied[1]!], 'Genki::Chapter 1');
    expect(String(nested.query('select decks from col')[0]![0])).toContain('"Genki:Chapter 1"');
  });
});
