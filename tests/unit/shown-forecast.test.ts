// Which forecast the dashboard shows: with Anki live, Anki's own counts on the learner's days; otherwise the built-in
// cards', said to be so while WaniKani or jpdb is live.
import {describe, expect, test} from 'vitest';
import {shownForecast} from '../../src/features/dashboard/shown-forecast.ts';

const builtIn = [
  {day: '2026-06-10', count: 32},
  {day: '2026-06-11', count: 17},
];
const dueCounts = {total: 5, meanings: {vocab: 5, kanji: 0}, spellings: 0, writing: 0};

describe('shownForecast', () => {
  test('the built-in scheduler: its own forecast', () => {
    expect(shownForecast(builtIn, null)).toEqual({status: 'ready', days: builtIn, from: 'built-in'});
  });

  test("Anki live: Anki's counts, never the built-in ones", () => {
    expect(shownForecast(builtIn, {service: 'anki', status: 'ready', dueCounts, forecast: [2, 4]})).toEqual({
      status: 'ready',
      days: [
        {day: '2026-06-10', count: 2},
        {day: '2026-06-11', count: 4},
      ],
      from: 'anki',
    });
    expect(shownForecast(builtIn, {service: 'anki', status: 'loading'})).toEqual({status: 'loading'});
    expect(
      shownForecast(builtIn, {
        service: 'anki',
        status: 'unavailable',
        reason: 'UNREACHABLE',
        message: 'Anki cannot be reached.',
      }),
    ).toEqual({status: 'unavailable', message: 'Anki cannot be reached.'});
  });

  test("WaniKani live: the built-in cards' forecast, said to be theirs", () => {
    expect(shownForecast(builtIn, {service: 'wanikani', status: 'ready', dueCounts})).toEqual({
      status: 'ready',
      days: builtIn,
      from: 'built-in',
      builtInWhileLive: 'wanikani',
    });
  });
});
