// A counter drill as a pure function of its counters, amount and seed: numbers with counters, the counters taking
// turns so a mixed drill asks each about as often.
import {COUNTERS, counterReadings, type Counter, type CounterID} from '../../../schema/counters/counters.ts';
import {COUNTER_GROUPS, type CounterGroup} from '../../../schema/counters/groups.ts';
import {seededRandom, shuffledWith} from '../../../schema/seeded-random.ts';
import {plural} from '../../app/plural.ts';

export type CounterQuestion = {key: string; counter: Counter; number: number; readings: string[]};

export function countersOf(group: CounterGroup | undefined): Counter[] {
  const ids: readonly CounterID[] = group ? COUNTER_GROUPS[group] : Object.values(COUNTER_GROUPS).flat();
  return [...new Set(ids)].map((id) => COUNTERS[id]);
}

export function buildCounterDrill(counters: readonly Counter[], seed: number, amount: number): CounterQuestion[] {
  const random = seededRandom(seed);
  const queues = shuffledWith(counters, random).map((counter) =>
    shuffledWith(counter.numbers, random).map((number) => ({counter, number})),
  );
  const questions: CounterQuestion[] = [];
  for (let round = 0; questions.length < amount && queues.some((queue) => round < queue.length); round++) {
    for (const queue of queues) {
      const next = queue[round];
      if (next && questions.length < amount) {
        questions.push({
          key: `${next.counter.id}:${next.number}`,
          ...next,
          readings: counterReadings(next.counter, next.number),
        });
      }
    }
  }
  return questions;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** What the number with the counter means, in English. */
export function counterMeaning({counter, number}: Pick<CounterQuestion, 'counter' | 'number'>): string {
  switch (counter.id) {
    case 'ji':
      return `${number} o’clock`;
    case 'fun':
      return plural(number, 'minute');
    case 'nichi':
      return `the ${ordinal(number)} (day of the month)`;
    case 'gatsu':
      return MONTHS[number - 1]!;
    case 'en':
      return `¥${number.toLocaleString('en')}`;
    case 'sai':
      return `${plural(number, 'year')} old`;
    case 'kai-floor':
      return `the ${ordinal(number)} floor`;
    case 'kai':
      return plural(number, 'time');
    default:
      return `${number} × ${counter.counts}`;
  }
}

const COUNTED_ONE_BY_ONE: readonly CounterID[] = ['tsu', 'nin', 'hon', 'mai', 'hiki', 'satsu', 'ko', 'hai'];
/** A picture of what is counted: that many of its icon up to ten, else one icon and "× n"; an hour shows one clock at that hour. */
export function counterPicture({counter, number}: Pick<CounterQuestion, 'counter' | 'number'>): {
  icons: number;
  times: number | null;
  hour?: number;
} {
  if (counter.id === 'ji') return {icons: 1, times: null, hour: number};
  if (!COUNTED_ONE_BY_ONE.includes(counter.id)) return {icons: 1, times: null};
  return number <= 10 ? {icons: number, times: null} : {icons: 1, times: number};
}
