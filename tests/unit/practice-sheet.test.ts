import {expect, test} from 'vitest';
import {pickKanji} from '../../src/features/kanji-sheet/pick-kanji.ts';
import {practiceCells} from '../../src/features/kanji-sheet/sheet-layout.ts';

test('only the kanji of a text are picked, each once, in the order they first appear', () => {
  expect(pickKanji('日本語を勉強')).toEqual(['日', '本', '語', '勉', '強']);
  expect(pickKanji('日本へ行きます。日本は楽しい！')).toEqual(['日', '本', '行', '楽']);
});

test('kana, Latin letters, digits, punctuation and the iteration mark 々 are left out', () => {
  expect(pickKanji('ひらがな カタカナ abc ＡＢＣ 123 １２３ 、。！？「」ー')).toEqual([]);
  expect(pickKanji('時々')).toEqual(['時']);
  expect(pickKanji('')).toEqual([]);
});

test('a kanji outside the BMP (a surrogate pair) is picked whole', () => {
  expect(pickKanji('𠮟る𠀋')).toEqual(['𠮟', '𠀋']);
});

test('a row has the chosen number of squares, the tracing ones first', () => {
  expect(practiceCells(6, 2)).toEqual(['trace', 'trace', 'empty', 'empty', 'empty', 'empty']);
  expect(practiceCells(4, 0)).toEqual(['empty', 'empty', 'empty', 'empty']);
  expect(practiceCells(4, 5)).toEqual(['trace', 'trace', 'trace', 'trace']);
});
