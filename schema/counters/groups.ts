// The counter drills a chapter step can ask for (/practice/counters?counter=…): which counters each one mixes.
import type {CounterID} from './counters.ts';

export const COUNTER_GROUPS = {
  time: ['ji', 'fun'],
  yen: ['en'],
  people: ['nin'],
  age: ['sai'],
  dates: ['nichi', 'gatsu'],
  tsu: ['tsu'],
  'hon-mai': ['hon', 'mai'],
  'hiki-satsu-ko': ['hiki', 'satsu', 'ko'],
  'kai-hai': ['kai', 'kai-floor', 'hai'],
} as const satisfies Record<string, readonly CounterID[]>;

export type CounterGroup = keyof typeof COUNTER_GROUPS;
export const COUNTER_GROUP_NAMES = Object.keys(COUNTER_GROUPS) as CounterGroup[];
