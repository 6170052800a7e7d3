// Import of deck files: alternatives written with ";" in the word and reading cells, meanings split at commas only
// when asked, and rows that repeat one another named in the preview.
import {describe, expect, test} from 'vitest';
import {alternativesOf} from '../../schema/decks/alternatives.ts';
import {checkSpelling} from '../../src/features/practice/answer-check.ts';
import {parseDeckCSV} from '../../src/features/vocab/transfer/csv-import.ts';
import {goodItems} from '../../src/features/vocab/transfer/import-preview.ts';
import {importOffer} from '../../src/features/vocab/transfer/import-dialog-state.ts';
import {duplicateGroups, duplicatesMessage} from '../../src/features/vocab/transfer/import-duplicates.ts';
import {hasCommaMeanings, splitMeaningsAtCommas} from '../../src/features/vocab/transfer/meaning-commas.ts';
import {MAX_DECK_ITEMS} from '../../src/features/vocab/transfer/transfer-limits.ts';

describe('alternatives of a word or reading', () => {
  test('are the parts between semicolons (half- or full-width), trimmed, blank and repeated ones dropped', () => {
    expect(alternativesOf('足; 脚')).toEqual(['足', '脚']);
    expect(alternativesOf('足；脚 ;; 足 ')).toEqual(['足', '脚']);
    expect(alternativesOf('猫')).toEqual(['猫']);
    expect(alternativesOf('  ')).toEqual([]);
  });

  test('typing any alternative spelling or reading is right', () => {
    const foot = {word: '足; 脚', reading: 'あし'};
    for (const answer of ['足', '脚', 'あし', 'ashi']) expect(checkSpelling(answer, foot).correct).toBe(true);
    const go = {word: '行く', reading: 'いく; ゆく'};
    for (const answer of ['行く', 'いく', 'ゆく', 'iku', 'yuku']) expect(checkSpelling(answer, go).correct).toBe(true);
    expect(checkSpelling('くる', go).correct).toBe(false);
  });
});

describe('CSV import of alternatives', () => {
  test('a word or reading cell with ";" becomes accepted alternatives, one item, written one way', () => {
    const preview = parseDeckCSV('word,reading,meaning\n足;脚,あし,foot; leg\n行く,いく ；ゆく,to go');
    expect(goodItems(preview).map((item) => [item.word, item.furigana, item.english])).toEqual([
      ['足; 脚', 'あし', ['foot', 'leg']],
      ['行く', 'いく; ゆく', ['to go']],
    ]);
    expect(alternativesOf(goodItems(preview)[0]!.word)).toEqual(['足', '脚']);
  });
});

describe('meanings with commas', () => {
  const preview = parseDeckCSV(
    'word,reading,meaning\n会う,あう,"to meet, to see"\n居る,いる,"to be (of people, animals)"\n猫,ねこ,cat',
  );

  test('stay one meaning unless the learner asks to split them; commas in brackets never split', () => {
    expect(goodItems(preview)[0]!.english).toEqual(['to meet, to see']);
    expect(hasCommaMeanings(preview)).toBe(true);
    expect(goodItems(splitMeaningsAtCommas(preview)).map((item) => item.english)).toEqual([
      ['to meet', 'to see'],
      ['to be (of people, animals)'],
      ['cat'],
    ]);
    expect(hasCommaMeanings(parseDeckCSV('猫,cat'))).toBe(false);
  });
});

describe('rows that repeat one another', () => {
  const preview = parseDeckCSV(
    [
      '一日,one day,いちにち',
      '一日,first of the month,ついたち',
      '猫,cat,ねこ',
      '一日,first of the month,ついたち',
      '猫,cat,ねこ',
      '猫,kitty,ねこ',
      '一日,first of the month,ついたち',
    ].join('\n'),
  );

  test('are rows with the same word, reading and meanings; words spelled alike with other readings are not', () => {
    expect(duplicateGroups(preview).map((group) => group.map((row) => row.position))).toEqual([
      [2, 4, 7],
      [3, 5],
    ]);
    expect(duplicatesMessage(duplicateGroups(preview)[0]!)).toBe(
      'Lines 2, 4 and 7 are the same word: 一日 (ついたち), “first of the month”.',
    );
    expect(duplicatesMessage(duplicateGroups(preview)[1]!)).toBe('Lines 3 and 5 are the same word: 猫 (ねこ), “cat”.');
  });

  test('are imported anyway, or skipped keeping the first of each, as the learner chooses', () => {
    expect(importOffer(preview, MAX_DECK_ITEMS)).toMatchObject({kind: 'all', label: 'Import 7 words'});
    const skipping = importOffer(preview, MAX_DECK_ITEMS, {skipDuplicates: true});
    expect(skipping).toMatchObject({kind: 'skip', label: 'Skip 3 repeated rows and import 4'});
    expect(skipping.kind !== 'none' && skipping.items.map((item) => `${item.word} ${item.english[0]}`)).toEqual([
      '一日 one day',
      '一日 first of the month',
      '猫 cat',
      '猫 kitty',
    ]);
    const withBad = parseDeckCSV('猫,cat\n猫,cat\n犬,');
    expect(importOffer(withBad, MAX_DECK_ITEMS, {skipDuplicates: true})).toMatchObject({
      label: 'Skip 1 bad row and 1 repeated row, and import 1',
    });
  });
});
