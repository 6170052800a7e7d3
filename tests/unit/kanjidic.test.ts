import {expect, test} from 'vitest';
import {kanjiInfoFromEntry, readKanjiInfo} from '../../server/kanji/kanjidic.ts';
import {kanjiInfoSchema} from '../../schema/kanji-info.ts';

test('a KANJIDIC entry keeps English meanings, on and kun readings, the first stroke count and the grade', () => {
  const info = kanjiInfoFromEntry('試', {
    misc: [{grade: ['4'], stroke_count: ['13', '12']}],
    reading_meaning: [
      {
        rmgroup: [
          {
            reading: [
              {r_type: 'pinyin', $t: 'shi4'},
              {r_type: 'ja_on', $t: 'シ'},
              {r_type: 'ja_kun', $t: 'こころ.みる'},
              {r_type: 'ja_kun', $t: 'ため.す'},
            ],
            meaning: ['test', 'try', {m_lang: 'fr', $t: 'essai'}, {m_lang: 'es', $t: 'prueba'}],
          },
        ],
      },
    ],
  });
  expect(info).toEqual({
    character: '試',
    meanings: ['test', 'try'],
    onReadings: ['シ'],
    kunReadings: ['こころ.みる', 'ため.す'],
    strokeCount: 13,
    grade: 4,
    jlpt: 'n4',
  });
});

test('an entry without grade, stroke count or readings gives nulls and empty lists', () => {
  expect(kanjiInfoFromEntry('〇', {})).toEqual({
    character: '〇',
    meanings: [],
    onReadings: [],
    kunReadings: [],
    strokeCount: null,
    grade: null,
    jlpt: null,
  });
});

test('字, 食 and 𠮟 come from the kanji package, with the JLPT level on the scale the app uses; a kana has no entry', () => {
  expect(readKanjiInfo('字')).toMatchObject({
    meanings: expect.arrayContaining(['character', 'letter']),
    onReadings: ['ジ'],
    strokeCount: 6,
    grade: 1,
  });
  expect(readKanjiInfo('食')).toEqual({
    character: '食',
    meanings: ['eat', 'food'],
    onReadings: ['ショク', 'ジキ'],
    kunReadings: ['く.う', 'く.らう', 'た.べる', 'は.む'],
    strokeCount: 9,
    grade: 2,
    jlpt: 'n5',
  });
  expect(readKanjiInfo('𠮟')?.strokeCount).toBe(5);
  expect(readKanjiInfo('あ')).toBeNull();
  expect(readKanjiInfo('㐀')).toBeNull();
});

test('an answer cached with the old upper-case level still reads', () => {
  expect(kanjiInfoSchema.parse({...readKanjiInfo('食'), jlpt: 'N5'}).jlpt).toBe('n5');
});
