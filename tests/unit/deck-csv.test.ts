import {describe, expect, test} from 'vitest';
import fc from 'fast-check';
import {normalizeDeckItem, type DeckItemContent, DECK_PARTS_OF_SPEECH} from '../../schema/decks/deck-item.ts';
import {writtenAlternatives} from '../../schema/decks/alternatives.ts';
import {parseDeckCSV} from '../../src/features/vocab/transfer/csv-import.ts';
import {deckItemsToCSV} from '../../src/features/vocab/transfer/csv-export.ts';
import {badRows, goodItems} from '../../src/features/vocab/transfer/import-preview.ts';
import {joinListCell, joinPairCell, splitListCell, splitPairCell} from '../../src/features/vocab/transfer/list-cell.ts';
import {decodeText} from '../../src/features/vocab/transfer/text-decoding.ts';
import {MAX_IMPORT_ROWS} from '../../src/features/vocab/transfer/transfer-limits.ts';
import {item, refusal} from './deck-transfer-helpers.ts';

describe('list cells', () => {
  test('values are split at semicolons and trimmed; blank values keep their place', () => {
    expect(splitListCell('to eat; to have ;')).toEqual(['to eat', 'to have', '']);
    expect(splitListCell('  ')).toEqual([]);
    expect(splitListCell(';b')).toEqual(['', 'b']);
  });

  test('escaped semicolons, colons and backslashes are text; other backslashes stay as written', () => {
    expect(splitListCell(String.raw`a\; b; c\\d; C:\notes`)).toEqual(['a; b', 'c\\d', 'C:\\notes']);
    expect(splitPairCell(String.raw`を: the thing eaten: food; に; \:x: y`)).toEqual([
      ['を', 'the thing eaten: food'],
      ['に', null],
      [':x', 'y'],
    ]);
  });

  test('joining escapes exactly what splitting reads', () => {
    const values = ['a;b', 'back\\slash', 'C:\\', 'plain', 'colon: here'];
    expect(splitListCell(joinListCell(values))).toEqual(values);
    const pairs = [
      ['を', 'object: thing'],
      ['x:y', ''],
      ['', 'label only'],
    ] as const;
    expect(splitPairCell(joinPairCell(pairs))).toEqual([
      ['を', 'object: thing'],
      ['x:y', null],
      ['', 'label only'],
    ]);
  });
});

describe('CSV import', () => {
  test('a header row names the columns; lists are split; every field lands in the item', () => {
    const csv = [
      'word,reading,meaning,part_of_speech,notes,example_japanese,example_english,particles,mnemonic_reading,mnemonic_kanji,videos',
      '食べる,たべる,to eat; to have (a meal),ru-verb,Common; Polite: 食べます,すしを食べる。,I eat sushi.,を: the food,tah-beh-ru,A mouth eats,https://example.com/v Eating words',
    ].join('\n');
    const preview = parseDeckCSV(csv);
    expect(preview.source).toBe('csv');
    expect(preview.notices).toEqual([]);
    expect(goodItems(preview)).toEqual([
      {
        word: '食べる',
        furigana: 'たべる',
        english: ['to eat', 'to have (a meal)'],
        partOfSpeech: 'ru-verb',
        isVerb: true,
        info: ['Common', 'Polite: 食べます'],
        mnemonics: {reading: ['tah-beh-ru'], kanji: ['A mouth eats']},
        exampleSentences: [{japanese: 'すしを食べる。', english: 'I eat sushi.'}],
        particles: [{particle: 'を', label: 'the food'}],
        videos: [{url: 'https://example.com/v', title: 'Eating words'}],
      },
    ]);
    expect(preview.rows[0]).toMatchObject({status: 'ok', position: 2, label: 'Line 2'});
  });

  test('header names are matched loosely, in any order, and unknown columns are ignored with a notice', () => {
    const preview = parseDeckCSV('English\tKana\tJapanese\tTags\ncat\tねこ\t猫\tanimals\n');
    expect(preview.source).toBe('tsv');
    expect(goodItems(preview)).toEqual([item({word: '猫', furigana: 'ねこ', english: ['cat']})]);
    expect(preview.notices).toEqual([expect.stringContaining('"Tags"')]);
  });

  test('the delimiter is detected: comma, tab or semicolon', () => {
    const expected = [
      item({word: '犬', furigana: 'いぬ', english: ['dog']}),
      item({word: '鳥', furigana: 'とり', english: ['bird']}),
    ];
    expect(goodItems(parseDeckCSV('word,meaning,reading\n犬,dog,いぬ\n鳥,bird,とり'))).toEqual(expected);
    expect(goodItems(parseDeckCSV('word\tmeaning\treading\n犬\tdog\tいぬ\n鳥\tbird\tとり'))).toEqual(expected);
    const semicolons = parseDeckCSV('word;meaning;reading\n犬;dog;いぬ\n鳥;bird;とり');
    expect(goodItems(semicolons)).toEqual(expected);
    // With semicolons as delimiter, several meanings go in a quoted cell.
    expect(goodItems(parseDeckCSV('word;meaning\n犬;"dog; hound"\n鳥;bird'))[0]?.english).toEqual(['dog', 'hound']);
  });

  test('a .tsv file is read with tabs even when its cells hold commas', () => {
    const preview = parseDeckCSV('猫\tcat, kitty\n犬\tdog, hound', 'words.tsv');
    expect(preview.source).toBe('tsv');
    expect(goodItems(preview).map((entry) => entry.english)).toEqual([['cat, kitty'], ['dog, hound']]);
  });

  test('a file without a header holds word, meaning and an optional reading', () => {
    const preview = parseDeckCSV('\uFEFF猫,cat\r\n\r\n犬,dog,いぬ\r\n');
    expect(goodItems(preview)).toEqual([
      item({word: '猫', english: ['cat']}),
      item({word: '犬', furigana: 'いぬ', english: ['dog']}),
    ]);
    expect(preview.rows.map((row) => row.label)).toEqual(['Line 1', 'Line 3']);
  });

  test('every bad row names its line and the rule; good rows stay good', () => {
    const csv = [
      'word,meaning,reading,part_of_speech', // line 1
      '猫,cat,ねこ,noun', // 2
      '"犬","dog', // 3: a quoted meaning that spans two lines
      'hound",いぬ,noun', // 4
      '鳥, ,とり,', // 5
      '', // 6: blank, skipped
      ' ,fish,さかな,', // 7
      '走る,to run,はしる,verbish', // 8
      '見る,to see,みる,ru-verb,extra', // 9
    ].join('\n');
    const preview = parseDeckCSV(csv);
    expect(goodItems(preview).map((entry) => entry.word)).toEqual(['猫', '犬']);
    expect(goodItems(preview)[1]?.english).toEqual(['dog\nhound']);
    expect(badRows(preview).map((row) => [row.position, row.rule, row.message])).toEqual([
      [5, 'meaning-required', 'Line 5: At least one English meaning must not be blank'],
      [7, 'word-required', 'Line 7: The word must not be blank'],
      [
        8,
        'unknown-part-of-speech',
        expect.stringMatching(/^Line 8: "verbish" is not a part of speech we know \(use one of: noun, /),
      ],
      [9, 'malformed-row', 'Line 9: This line has 5 cells but the header names 4 columns'],
    ]);
    expect(badRows(preview)[0]).toMatchObject({word: '鳥', meaning: ''});
  });

  test('length limits and unclosed quotes are row errors too', () => {
    const preview = parseDeckCSV(`猫,cat\n${'あ'.repeat(101)},long\n犬,"dog\n`);
    expect(badRows(preview).map((row) => row.message)).toEqual([
      'Line 2: The word must be at most 100 characters',
      'Line 3: A quoted cell is not closed (a " is missing)',
    ]);
  });

  test('a headerless row with more than three columns is a bad row', () => {
    expect(badRows(parseDeckCSV('猫,cat,ねこ,noun')).map((row) => row.message)).toEqual([
      'Line 1: A file without a header row has 2 or 3 columns (word, meaning, reading); this line has 4',
    ]);
  });

  test('parts of speech are read as people write them', () => {
    const preview = parseDeckCSV(
      'word,meaning,pos\n高い,expensive,I-Adjective\n静か,quiet,na adj\n書く,to write,godan\n',
    );
    expect(goodItems(preview).map((entry) => [entry.partOfSpeech, entry.isVerb])).toEqual([
      ['i-adjective', false],
      ['na-adjective', false],
      ['u-verb', true],
    ]);
  });

  test('a header without a word or meaning column, an empty file and too many rows refuse the whole file', () => {
    expect(refusal(() => parseDeckCSV('word,reading\n猫,ねこ'))).toMatchObject({
      code: 'bad-header',
      message: expect.stringContaining('"meaning"'),
    });
    expect(refusal(() => parseDeckCSV('\n \n'))).toMatchObject({code: 'empty'});
    expect(refusal(() => parseDeckCSV('word,meaning\n'))).toMatchObject({code: 'empty'});
    const many = Array.from({length: MAX_IMPORT_ROWS + 1}, (_, index) => `語${index},word ${index}`).join('\n');
    expect(refusal(() => parseDeckCSV(many))).toMatchObject({
      code: 'too-many-rows',
      message: expect.stringContaining('5,001 rows'),
    });
    expect(goodItems(parseDeckCSV(many.split('\n').slice(1).join('\n')))).toHaveLength(MAX_IMPORT_ROWS);
  });
});

describe('text decoding', () => {
  test('UTF-8 with or without a mark, UTF-16 with a mark, and Shift_JIS are read', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFF猫,cat'))).toBe('猫,cat');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x2b, 0x73, 0x2c, 0x00, 0x61, 0x00]))).toBe('猫,a');
    expect(decodeText(new Uint8Array([0x94, 0x4c, 0x2c, 0x82, 0xcb, 0x82, 0xb1]))).toBe('猫,ねこ');
  });

  test('binary data is refused', () => {
    expect(refusal(() => decodeText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])))).toMatchObject({
      code: 'unreadable',
    });
  });
});

describe('CSV export', () => {
  const varied: DeckItemContent[] = [
    item({
      word: '食べる',
      furigana: 'たべる',
      english: ['to eat', 'to have; to take (a meal)'],
      partOfSpeech: 'ru-verb',
      info: ['Polite form: 食べます', 'Quote "this", comma, and\nnew line'],
      exampleSentences: [
        {japanese: 'すしを食べる。', english: 'I eat sushi, often.'},
        {japanese: '', english: 'Only English'},
      ],
      particles: [
        {particle: 'を', label: 'the food: what is eaten'},
        {particle: 'で', label: ''},
      ],
      mnemonics: {reading: ['tah-beh-ru'], kanji: []},
      videos: [
        {url: 'https://example.com/watch?v=1&t=2', title: 'A video, titled'},
        {url: 'https://example.com/b', title: '!  !'},
      ],
    }),
    item({word: '=SUM(A1)', english: ['-ish', '@home', "'quoted"], info: ['C:\\path\\to'], partOfSpeech: 'suffix'}),
    item({
      word: '"引用"',
      furigana: 'いんよう',
      english: ['quotation'],
      mnemonics: {reading: [], kanji: ['a bow; a string']},
    }),
    item({
      word: '𠮷野家',
      english: ['Yoshinoya'],
      particles: [{particle: 'x:y', label: 'odd'}],
      exampleSentences: [{japanese: '行こう', english: ''}],
    }),
  ];

  test('export then import gives the same items', () => {
    const preview = parseDeckCSV(deckItemsToCSV(varied));
    expect(badRows(preview)).toEqual([]);
    expect(goodItems(preview)).toEqual(varied);
  });

  test('cells that a spreadsheet would run as formulae are written as text', () => {
    const csv = deckItemsToCSV([varied[1]!]);
    expect(csv.split('\r\n')[1]).toMatch(/^'=SUM\(A1\),,'-ish; @home; 'quoted,suffix,/);
  });

  test('the header row is the documented column list', () => {
    expect(deckItemsToCSV([]).split('\r\n')[0]).toBe(
      'word,reading,meaning,part_of_speech,notes,example_japanese,example_english,particles,mnemonic_reading,mnemonic_kanji,videos',
    );
  });

  // Alternatives in a word or reading ("足;脚") come back written one way ("足; 脚"), as the import writes them.
  test('any item whose alternatives are written one way survives export and import (property)', () => {
    const text = fc.oneof(
      fc.string({maxLength: 12}),
      fc.constantFrom('猫', 'かな', '\\', ';', ':', '"', ',', '\n', "'=", '-1', ' a '),
    );
    const list = fc.array(text, {maxLength: 3});
    const draft = fc.record({
      word: fc.oneof(text, fc.constant('語')),
      furigana: text,
      english: fc.array(text, {minLength: 1, maxLength: 3}),
      partOfSpeech: fc.constantFrom('', ...DECK_PARTS_OF_SPEECH),
      info: list,
      mnemonics: fc.record({reading: list, kanji: list}),
      exampleSentences: fc.array(fc.record({japanese: text, english: text}), {maxLength: 3}),
      particles: fc.array(fc.record({particle: text, label: text}), {maxLength: 3}),
      videos: fc.array(
        fc.record({url: fc.constantFrom('https://example.com/a', 'http://x.test/?q=1;2'), title: text}),
        {maxLength: 2},
      ),
    });
    fc.assert(
      fc.property(fc.array(draft, {minLength: 1, maxLength: 4}), (drafts) => {
        const items = drafts
          .map((draft) =>
            normalizeDeckItem({
              ...draft,
              word: writtenAlternatives(draft.word),
              furigana: writtenAlternatives(draft.furigana),
            }),
          )
          .flatMap((result) => (result.ok ? [result.item] : []));
        fc.pre(items.length > 0);
        expect(goodItems(parseDeckCSV(deckItemsToCSV(items)))).toEqual(items);
      }),
      {numRuns: 300},
    );
  });
});
