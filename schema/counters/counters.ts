// Counters and how numbers are read with them (our own tables). Each counter lists the reading of 1 to 10 with it,
// every accepted variant after the usual one; numbers up to 99 are the tens read plainly, then the last digit (or
// 10) read with the counter; words that stand on their own (ひとり, はたち, the days of the month) are listed whole.
// Variants are the standard ones a dictionary of pronunciation allows (はっさつ and はちさつ, ななえん and しちえん);
// common slips that are not standard (さんふん for さんぷん) are not accepted.
// `rule` is what a learner is told after a miss.

export const COUNTER_IDS = [
  'tsu',
  'nin',
  'hon',
  'mai',
  'hiki',
  'satsu',
  'ko',
  'kai',
  'kai-floor',
  'hai',
  'sai',
  'en',
  'ji',
  'fun',
  'nichi',
  'gatsu',
] as const;
export type CounterID = (typeof COUNTER_IDS)[number];

type Readings = string[];

export type Counter = {
  id: CounterID;
  /** How it is written after a number (本), or the pattern for dates and months. */
  written: string;
  /** What it counts, in English. */
  counts: string;
  /** The numbers a drill asks. */
  numbers: readonly number[];
  /** The reading of 1 to 10 with the counter (index 0 is 1), each with its accepted variants. */
  units?: readonly Readings[];
  /** Whole numbers that are words of their own. */
  whole?: Readonly<Record<number, Readings>>;
  /** Counters asked with round hundreds and thousands (yen): the counter read after the plain number. */
  suffix?: string;
  rule: string;
};

const DIGITS = ['', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];
const range = (from: number, to: number) => Array.from({length: to - from + 1}, (_, index) => from + index);

export const COUNTERS: Record<CounterID, Counter> = {
  tsu: {
    id: 'tsu',
    written: 'つ',
    counts: 'things',
    numbers: range(1, 10),
    whole: {
      1: ['ひとつ'],
      2: ['ふたつ'],
      3: ['みっつ'],
      4: ['よっつ'],
      5: ['いつつ'],
      6: ['むっつ'],
      7: ['ななつ'],
      8: ['やっつ'],
      9: ['ここのつ'],
      10: ['とお'],
    },
    rule: 'The native counter has words of its own: ひとつ, ふたつ, みっつ, よっつ, いつつ, むっつ, ななつ, やっつ, ここのつ, and 10 is とお, with no つ.',
  },
  nin: {
    id: 'nin',
    written: '人',
    counts: 'people',
    numbers: [...range(1, 10), 11, 14, 20],
    units: [
      ['いちにん'],
      ['ににん'],
      ['さんにん'],
      ['よにん'],
      ['ごにん'],
      ['ろくにん'],
      ['しちにん', 'ななにん'],
      ['はちにん'],
      ['きゅうにん', 'くにん'],
      ['じゅうにん'],
    ],
    whole: {1: ['ひとり'], 2: ['ふたり']},
    rule: 'One and two people are ひとり and ふたり; from three on it is the number + にん, with 4 as よにん (never よんにん) and 7 as しちにん or ななにん.',
  },
  hon: {
    id: 'hon',
    written: '本',
    counts: 'long, thin things (pens, bottles)',
    numbers: [...range(1, 10), 20],
    units: [
      ['いっぽん'],
      ['にほん'],
      ['さんぼん'],
      ['よんほん'],
      ['ごほん'],
      ['ろっぽん'],
      ['ななほん'],
      ['はっぽん', 'はちほん'],
      ['きゅうほん'],
      ['じゅっぽん', 'じっぽん'],
    ],
    rule: '本 is ほん, but ぽん after 1, 6, 8 and 10 (いっぽん, ろっぽん, はっぽん, じゅっぽん), and ぼん after 3 (さんぼん).',
  },
  mai: {
    id: 'mai',
    written: '枚',
    counts: 'flat things (paper, shirts, tickets)',
    numbers: [...range(1, 10), 20],
    units: [
      ['いちまい'],
      ['にまい'],
      ['さんまい'],
      ['よんまい'],
      ['ごまい'],
      ['ろくまい'],
      ['ななまい'],
      ['はちまい'],
      ['きゅうまい'],
      ['じゅうまい'],
    ],
    rule: '枚 never changes: いちまい to じゅうまい, with 4 as よん, 7 as なな and 9 as きゅう.',
  },
  hiki: {
    id: 'hiki',
    written: '匹',
    counts: 'small animals',
    numbers: [...range(1, 10), 20],
    units: [
      ['いっぴき'],
      ['にひき'],
      ['さんびき'],
      ['よんひき'],
      ['ごひき'],
      ['ろっぴき'],
      ['ななひき'],
      ['はっぴき', 'はちひき'],
      ['きゅうひき'],
      ['じゅっぴき', 'じっぴき'],
    ],
    rule: '匹 is ひき, but ぴき after 1, 6, 8 and 10 (いっぴき, ろっぴき, はっぴき, じゅっぴき), and びき after 3 (さんびき).',
  },
  satsu: {
    id: 'satsu',
    written: '冊',
    counts: 'books and notebooks',
    numbers: [...range(1, 10), 20],
    units: [
      ['いっさつ'],
      ['にさつ'],
      ['さんさつ'],
      ['よんさつ'],
      ['ごさつ'],
      ['ろくさつ'],
      ['ななさつ'],
      ['はっさつ', 'はちさつ'],
      ['きゅうさつ'],
      ['じゅっさつ', 'じっさつ'],
    ],
    rule: '冊 stays さつ; the number before it shrinks to っ after 1, 8 and 10: いっさつ, はっさつ, じゅっさつ.',
  },
  ko: {
    id: 'ko',
    written: '個',
    counts: 'small, round things',
    numbers: [...range(1, 10), 20],
    units: [
      ['いっこ'],
      ['にこ'],
      ['さんこ'],
      ['よんこ'],
      ['ごこ'],
      ['ろっこ'],
      ['ななこ'],
      ['はっこ', 'はちこ'],
      ['きゅうこ'],
      ['じゅっこ', 'じっこ'],
    ],
    rule: '個 stays こ; the number before it shrinks to っ after 1, 6, 8 and 10: いっこ, ろっこ, はっこ, じゅっこ.',
  },
  kai: {
    id: 'kai',
    written: '回',
    counts: 'times (how often)',
    numbers: [...range(1, 10), 20],
    units: [
      ['いっかい'],
      ['にかい'],
      ['さんかい'],
      ['よんかい'],
      ['ごかい'],
      ['ろっかい'],
      ['ななかい'],
      ['はっかい', 'はちかい'],
      ['きゅうかい'],
      ['じゅっかい', 'じっかい'],
    ],
    rule: '回 stays かい; the number before it shrinks to っ after 1, 6, 8 and 10: いっかい, ろっかい, はっかい, じゅっかい.',
  },
  'kai-floor': {
    id: 'kai-floor',
    written: '階',
    counts: 'floors of a building',
    numbers: range(1, 10),
    units: [
      ['いっかい'],
      ['にかい'],
      ['さんがい', 'さんかい'],
      ['よんかい'],
      ['ごかい'],
      ['ろっかい'],
      ['ななかい'],
      ['はっかい', 'はちかい'],
      ['きゅうかい'],
      ['じゅっかい', 'じっかい'],
    ],
    rule: '階 is かい, and がい after 3 (さんがい); the number shrinks to っ after 1, 6, 8 and 10: いっかい, ろっかい, はっかい, じゅっかい.',
  },
  hai: {
    id: 'hai',
    written: '杯',
    counts: 'cups and glasses (of a drink)',
    numbers: range(1, 10),
    units: [
      ['いっぱい'],
      ['にはい'],
      ['さんばい'],
      ['よんはい'],
      ['ごはい'],
      ['ろっぱい'],
      ['ななはい'],
      ['はっぱい', 'はちはい'],
      ['きゅうはい'],
      ['じゅっぱい', 'じっぱい'],
    ],
    rule: '杯 is はい, but ぱい after 1, 6, 8 and 10 (いっぱい, ろっぱい, はっぱい, じゅっぱい), and ばい after 3 (さんばい).',
  },
  sai: {
    id: 'sai',
    written: '歳',
    counts: 'years of age',
    numbers: [...range(1, 10), 18, 20, 21, 38],
    units: [
      ['いっさい'],
      ['にさい'],
      ['さんさい'],
      ['よんさい'],
      ['ごさい'],
      ['ろくさい'],
      ['ななさい'],
      ['はっさい', 'はちさい'],
      ['きゅうさい'],
      ['じゅっさい', 'じっさい'],
    ],
    whole: {20: ['はたち', 'にじゅっさい', 'にじっさい']},
    rule: '歳 stays さい; the number shrinks to っ after 1, 8 and 10 (いっさい, はっさい, じゅっさい), and 20 years old is はたち.',
  },
  en: {
    id: 'en',
    written: '円',
    counts: 'yen',
    suffix: 'えん',
    numbers: [1, 4, 5, 7, 9, 10, 40, 100, 300, 600, 800, 1000, 3000, 8000, 10000, 450, 1200],
    units: [
      ['いちえん'],
      ['にえん'],
      ['さんえん'],
      ['よえん'],
      ['ごえん'],
      ['ろくえん'],
      ['ななえん', 'しちえん'],
      ['はちえん'],
      ['きゅうえん'],
      ['じゅうえん'],
    ],
    rule: '円 is えん, with 4 as よ (よえん); hundreds and thousands change by themselves: さんびゃく, ろっぴゃく, はっぴゃく, さんぜん, はっせん, and 10,000 is いちまん.',
  },
  ji: {
    id: 'ji',
    written: '時',
    counts: 'o’clock',
    numbers: range(1, 12),
    units: [
      ['いちじ'],
      ['にじ'],
      ['さんじ'],
      ['よじ'],
      ['ごじ'],
      ['ろくじ'],
      ['しちじ', 'ななじ'],
      ['はちじ'],
      ['くじ'],
      ['じゅうじ'],
    ],
    rule: '時 is じ after the number, but 4 o’clock is よじ, 7 is しちじ and 9 is くじ.',
  },
  fun: {
    id: 'fun',
    written: '分',
    counts: 'minutes',
    numbers: [...range(1, 10), 15, 20, 30, 45],
    units: [
      ['いっぷん'],
      ['にふん'],
      ['さんぷん'],
      ['よんぷん', 'よんふん'],
      ['ごふん'],
      ['ろっぷん'],
      ['ななふん', 'しちふん'],
      ['はっぷん', 'はちふん'],
      ['きゅうふん'],
      ['じゅっぷん', 'じっぷん'],
    ],
    rule: '分 is ふん after 2, 5, 7 and 9, and ぷん after 1, 3, 4, 6, 8 and 10 (いっぷん, さんぷん, よんぷん, ろっぷん, はっぷん, じゅっぷん).',
  },
  nichi: {
    id: 'nichi',
    written: '日',
    counts: 'day of the month',
    numbers: [...range(1, 10), 11, 14, 17, 19, 20, 24, 25, 30],
    units: [
      ['いちにち'],
      ['ににち'],
      ['さんにち'],
      ['よっか'],
      ['ごにち'],
      ['ろくにち'],
      ['しちにち', 'ななにち'],
      ['はちにち'],
      ['くにち', 'きゅうにち'],
      ['とおか'],
    ],
    whole: {
      1: ['ついたち'],
      2: ['ふつか'],
      3: ['みっか'],
      4: ['よっか'],
      5: ['いつか'],
      6: ['むいか'],
      7: ['なのか', 'なぬか'],
      8: ['ようか'],
      9: ['ここのか'],
      10: ['とおか'],
      20: ['はつか'],
      30: ['さんじゅうにち'],
    },
    rule: 'The 1st to the 10th, the 14th, 20th and 24th have words of their own (ついたち, ふつか, みっか, よっか, いつか, むいか, なのか, ようか, ここのか, とおか; じゅうよっか, はつか, にじゅうよっか); other days are the number + にち.',
  },
  gatsu: {
    id: 'gatsu',
    written: '月',
    counts: 'month',
    numbers: range(1, 12),
    units: [
      ['いちがつ'],
      ['にがつ'],
      ['さんがつ'],
      ['しがつ'],
      ['ごがつ'],
      ['ろくがつ'],
      ['しちがつ'],
      ['はちがつ'],
      ['くがつ'],
      ['じゅうがつ'],
    ],
    rule: 'Months are the number + がつ; April is しがつ, July しちがつ and September くがつ.',
  },
};

/** Hundreds and thousands with their own sound changes (さんびゃく, はっせん). */
const HUNDREDS = [
  '',
  'ひゃく',
  'にひゃく',
  'さんびゃく',
  'よんひゃく',
  'ごひゃく',
  'ろっぴゃく',
  'ななひゃく',
  'はっぴゃく',
  'きゅうひゃく',
];
const THOUSANDS = [
  '',
  'せん',
  'にせん',
  'さんぜん',
  'よんせん',
  'ごせん',
  'ろくせん',
  'ななせん',
  'はっせん',
  'きゅうせん',
];

/** A number read plainly, from 1 to 99,999. */
export function numberReading(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99_999) throw new Error(`${n} is out of range`);
  const man = Math.floor(n / 10_000);
  const rest = n % 10_000;
  const tens = Math.floor(rest / 10) % 10;
  return [
    man ? `${DIGITS[man]}まん` : '',
    THOUSANDS[Math.floor(rest / 1000)],
    HUNDREDS[Math.floor(rest / 100) % 10],
    tens ? `${tens === 1 ? '' : DIGITS[tens]}じゅう` : '',
    DIGITS[rest % 10],
  ].join('');
}

/** Every accepted reading of the number with the counter, the usual one first. */
export function counterReadings(counter: Counter, n: number): string[] {
  const whole = counter.whole?.[n];
  if (whole) return whole;
  if (n % 100 === 0) {
    if (!counter.suffix) throw new Error(`${counter.id} is not read with round hundreds`);
    return [numberReading(n) + counter.suffix];
  }
  if (!counter.units) throw new Error(`${counter.id} has no reading for ${n}`);
  if (n % 10 !== 0)
    return counter.units[(n % 10) - 1]!.map((reading) => (n > 10 ? numberReading(n - (n % 10)) : '') + reading);
  // A round ten: the hundreds and the tens digit read plainly, then 10 with the counter (にじゅっぽん).
  const hundreds = n - (n % 100);
  const tensDigit = Math.floor(n / 10) % 10;
  const head = (hundreds ? numberReading(hundreds) : '') + (tensDigit === 1 ? '' : DIGITS[tensDigit]);
  return counter.units[9]!.map((reading) => head + reading);
}
