// Numbers with counters, against readings written out by hand; the counter drill and its search parameters.
import {describe, expect, test} from 'vitest';
import {COUNTERS, counterReadings, numberReading, type CounterID} from '../../schema/counters/counters.ts';
import {COUNTER_GROUPS} from '../../schema/counters/groups.ts';
import {
  buildCounterDrill,
  counterMeaning,
  counterPicture,
  countersOf,
} from '../../src/features/counters/counter-drill.ts';
import {counterSearchSchema} from '../../src/features/counters/counter-search.ts';
import {isAcceptedJapanese} from '../../src/features/practice/answer-check.ts';

const EXPECTED: [CounterID, number, string[]][] = [
  ['tsu', 1, ['ひとつ']],
  ['tsu', 4, ['よっつ']],
  ['tsu', 8, ['やっつ']],
  ['tsu', 9, ['ここのつ']],
  ['tsu', 10, ['とお']],
  ['nin', 1, ['ひとり']],
  ['nin', 2, ['ふたり']],
  ['nin', 3, ['さんにん']],
  ['nin', 4, ['よにん']],
  ['nin', 7, ['しちにん', 'ななにん']],
  ['nin', 9, ['きゅうにん', 'くにん']],
  ['nin', 11, ['じゅういちにん']],
  ['nin', 14, ['じゅうよにん']],
  ['nin', 20, ['にじゅうにん']],
  ['hon', 1, ['いっぽん']],
  ['hon', 2, ['にほん']],
  ['hon', 3, ['さんぼん']],
  ['hon', 4, ['よんほん']],
  ['hon', 6, ['ろっぽん']],
  ['hon', 8, ['はっぽん', 'はちほん']],
  ['hon', 10, ['じゅっぽん', 'じっぽん']],
  ['hon', 20, ['にじゅっぽん', 'にじっぽん']],
  ['mai', 1, ['いちまい']],
  ['mai', 4, ['よんまい']],
  ['mai', 7, ['ななまい']],
  ['mai', 9, ['きゅうまい']],
  ['hiki', 1, ['いっぴき']],
  ['hiki', 3, ['さんびき']],
  ['hiki', 6, ['ろっぴき']],
  ['hiki', 10, ['じゅっぴき', 'じっぴき']],
  ['satsu', 1, ['いっさつ']],
  ['satsu', 6, ['ろくさつ']],
  ['satsu', 8, ['はっさつ', 'はちさつ']],
  ['satsu', 10, ['じゅっさつ', 'じっさつ']],
  ['ko', 1, ['いっこ']],
  ['ko', 6, ['ろっこ']],
  ['ko', 8, ['はっこ', 'はちこ']],
  ['kai', 1, ['いっかい']],
  ['kai', 3, ['さんかい']],
  ['kai', 6, ['ろっかい']],
  ['kai-floor', 3, ['さんがい', 'さんかい']],
  ['kai-floor', 1, ['いっかい']],
  ['hai', 1, ['いっぱい']],
  ['hai', 2, ['にはい']],
  ['hai', 3, ['さんばい']],
  ['hai', 6, ['ろっぱい']],
  ['hai', 10, ['じゅっぱい', 'じっぱい']],
  ['sai', 1, ['いっさい']],
  ['sai', 8, ['はっさい', 'はちさい']],
  ['sai', 18, ['じゅうはっさい', 'じゅうはちさい']],
  ['sai', 20, ['はたち', 'にじゅっさい', 'にじっさい']],
  ['sai', 21, ['にじゅういっさい']],
  ['sai', 38, ['さんじゅうはっさい', 'さんじゅうはちさい']],
  ['en', 4, ['よえん']],
  ['en', 7, ['ななえん', 'しちえん']],
  ['en', 40, ['よんじゅうえん']],
  ['en', 100, ['ひゃくえん']],
  ['en', 300, ['さんびゃくえん']],
  ['en', 600, ['ろっぴゃくえん']],
  ['en', 800, ['はっぴゃくえん']],
  ['en', 1000, ['せんえん']],
  ['en', 3000, ['さんぜんえん']],
  ['en', 8000, ['はっせんえん']],
  ['en', 10000, ['いちまんえん']],
  ['en', 450, ['よんひゃくごじゅうえん']],
  ['en', 1200, ['せんにひゃくえん']],
  ['ji', 4, ['よじ']],
  ['ji', 7, ['しちじ', 'ななじ']],
  ['ji', 9, ['くじ']],
  ['ji', 11, ['じゅういちじ']],
  ['ji', 12, ['じゅうにじ']],
  ['fun', 1, ['いっぷん']],
  ['fun', 2, ['にふん']],
  ['fun', 3, ['さんぷん']],
  ['fun', 4, ['よんぷん', 'よんふん']],
  ['fun', 6, ['ろっぷん']],
  ['fun', 10, ['じゅっぷん', 'じっぷん']],
  ['fun', 15, ['じゅうごふん']],
  ['fun', 30, ['さんじゅっぷん', 'さんじっぷん']],
  ['fun', 45, ['よんじゅうごふん']],
  ['nichi', 1, ['ついたち']],
  ['nichi', 2, ['ふつか']],
  ['nichi', 6, ['むいか']],
  ['nichi', 7, ['なのか', 'なぬか']],
  ['nichi', 8, ['ようか']],
  ['nichi', 10, ['とおか']],
  ['nichi', 11, ['じゅういちにち']],
  ['nichi', 14, ['じゅうよっか']],
  ['nichi', 17, ['じゅうしちにち', 'じゅうななにち']],
  ['nichi', 19, ['じゅうくにち', 'じゅうきゅうにち']],
  ['nichi', 20, ['はつか']],
  ['nichi', 24, ['にじゅうよっか']],
  ['nichi', 25, ['にじゅうごにち']],
  ['nichi', 30, ['さんじゅうにち']],
  ['gatsu', 4, ['しがつ']],
  ['gatsu', 7, ['しちがつ']],
  ['gatsu', 9, ['くがつ']],
  ['gatsu', 11, ['じゅういちがつ']],
];

describe('readings', () => {
  test.each(EXPECTED)('%s %i', (id, n, expected) => {
    expect(counterReadings(COUNTERS[id], n)).toEqual(expected);
  });

  test('plain numbers, with the sound changes of hundreds and thousands', () => {
    expect([1, 10, 11, 24, 99, 100, 300, 1000, 3000, 8000, 10000, 23456].map(numberReading)).toEqual([
      'いち',
      'じゅう',
      'じゅういち',
      'にじゅうよん',
      'きゅうじゅうきゅう',
      'ひゃく',
      'さんびゃく',
      'せん',
      'さんぜん',
      'はっせん',
      'いちまん',
      'にまんさんぜんよんひゃくごじゅうろく',
    ]);
  });

  test('every number a drill asks has a reading in hiragana', () => {
    for (const counter of Object.values(COUNTERS)) {
      for (const n of counter.numbers)
        for (const reading of counterReadings(counter, n)) expect(reading, `${counter.id} ${n}`).toMatch(/^[ぁ-ゖ]+$/u);
    }
  });

  test('every variant is accepted, typed in kana or romaji; a wrong sound change is not', () => {
    expect(isAcceptedJapanese('はちほん', counterReadings(COUNTERS.hon, 8))).toBe(true);
    expect(isAcceptedJapanese('sanbon', counterReadings(COUNTERS.hon, 3))).toBe(true);
    expect(isAcceptedJapanese('さんほん', counterReadings(COUNTERS.hon, 3))).toBe(false);
    expect(isAcceptedJapanese('ろくほん', counterReadings(COUNTERS.hon, 6))).toBe(false);
    expect(isAcceptedJapanese('よんにん', counterReadings(COUNTERS.nin, 4))).toBe(false);
    expect(isAcceptedJapanese('しちえん', counterReadings(COUNTERS.en, 7))).toBe(true);
    expect(isAcceptedJapanese('はちさつ', counterReadings(COUNTERS.satsu, 8))).toBe(true);
    expect(isAcceptedJapanese('さんふん', counterReadings(COUNTERS.fun, 3))).toBe(false);
  });
});

describe('the drill', () => {
  test('the same counters and seed give the same questions; counters take turns', () => {
    const counters = countersOf('hon-mai');
    expect(counters.map((counter) => counter.id)).toEqual(['hon', 'mai']);
    const drill = buildCounterDrill(counters, 7, 10);
    expect(buildCounterDrill(counters, 7, 10)).toEqual(drill);
    expect(buildCounterDrill(counters, 8, 10)).not.toEqual(drill);
    expect(drill.filter((question) => question.counter.id === 'hon')).toHaveLength(5);
    expect(new Set(drill.map((question) => question.key)).size).toBe(10);
  });

  test('asks each number at most once, so a small group gives fewer questions than asked for', () => {
    expect(buildCounterDrill(countersOf('tsu'), 1, 100)).toHaveLength(10);
  });

  test('without a group, every counter', () => {
    expect(
      countersOf(undefined)
        .map((counter) => counter.id)
        .sort(),
    ).toEqual([...new Set(Object.values(COUNTER_GROUPS).flat())].sort());
    expect(countersOf(undefined)).toHaveLength(16);
  });

  test('what is shown: the meaning and a picture of what is counted', () => {
    expect(counterMeaning({counter: COUNTERS.nichi, number: 3})).toBe('the 3rd (day of the month)');
    expect(counterMeaning({counter: COUNTERS.gatsu, number: 9})).toBe('September');
    expect(counterMeaning({counter: COUNTERS.en, number: 1200})).toBe('¥1,200');
    expect(counterPicture({counter: COUNTERS.hon, number: 3})).toEqual({icons: 3, times: null});
    expect(counterPicture({counter: COUNTERS.nin, number: 14})).toEqual({icons: 1, times: 14});
    expect(counterPicture({counter: COUNTERS.ji, number: 3})).toEqual({icons: 1, times: null, hour: 3});
    expect(counterPicture({counter: COUNTERS.sai, number: 20})).toEqual({icons: 1, times: null});
  });
});

describe('search parameters', () => {
  test('a known group, an amount, a seed and a module are kept', () => {
    expect(
      counterSearchSchema.parse({counter: 'people', amount: 5, seed: 9, module: 'genki_1_ch7_counter-people'}),
    ).toEqual({counter: 'people', amount: 5, seed: 9, module: 'genki_1_ch7_counter-people'});
  });
  test.each([[{counter: 'giraffes'}], [{amount: 0}], [{amount: 'ten'}], [{seed: -3}]])(
    '%o empties the whole search',
    (invalid) => {
      const raw = {counter: 'people', ...invalid};
      expect({...raw, ...counterSearchSchema.parse(raw)}).toEqual({});
    },
  );
});
