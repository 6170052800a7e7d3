import {describe, expect, test} from 'vitest';
import {currentPathIndex, upcomingModules, pathStepCounts} from '../../src/features/learn/path-position.ts';
import {practiceResumptionSuggestion} from '../../src/features/learn/practice-resumption.ts';
import {titleMaxFor, truncateTitle} from '../../src/app/catalogue/truncate-title.ts';

const path = Array.from({length: 30}, (_, index) => `m${index}`);

describe('currentPathIndex', () => {
  test('the first module neither completed nor disabled', () => {
    expect(currentPathIndex(path, new Set(['m0', 'm1', 'm3']), new Set(['m2']))).toBe(4);
    expect(currentPathIndex(path, new Set(), new Set())).toBe(0);
  });
  test('none when everything is done or disabled', () => {
    expect(currentPathIndex(['a', 'b'], new Set(['a']), new Set(['b']))).toBeNull();
  });
});

describe('upcomingModules', () => {
  test('the current module and the 15 after it', () => {
    const upcoming = upcomingModules(path, 4);
    expect(upcoming.current).toBe('m4');
    expect(upcoming.keys).toEqual(path.slice(4, 20));
  });
  test('fewer near the end of the path', () => {
    expect(upcomingModules(path, 27).keys).toEqual(['m27', 'm28', 'm29']);
  });
  test('the first 6 when there is no current position', () => {
    expect(upcomingModules(path, null)).toEqual({keys: ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'], current: null});
  });
});

describe('practiceResumptionSuggestion', () => {
  const session = (module_path: string, created_at: number) => ({module_path, created_at});

  test('the two latest sessions within 2 places and the current module more than 2 away: resume the latest', () => {
    expect(practiceResumptionSuggestion(path, [session('m10', 2), session('m8', 1)], 3)).toEqual({
      moduleKey: 'm10',
      index: 10,
      mode: null,
    });
    expect(practiceResumptionSuggestion(path, [session('m10', 2), session('m10', 1)], 20)).toEqual({
      moduleKey: 'm10',
      index: 10,
      mode: null,
    });
  });

  test('no prompt when the current module is within 2 places of the latest session', () => {
    expect(practiceResumptionSuggestion(path, [session('m10', 2), session('m9', 1)], 12)).toBeNull();
    expect(practiceResumptionSuggestion(path, [session('m10', 2), session('m9', 1)], 8)).toBeNull();
  });

  test('no prompt when the two latest sessions are more than 2 places apart', () => {
    expect(practiceResumptionSuggestion(path, [session('m10', 2), session('m7', 1)], 0)).toBeNull();
  });

  test('no prompt with fewer than two sessions, or sessions outside this path', () => {
    expect(practiceResumptionSuggestion(path, [session('m10', 2)], 0)).toBeNull();
    expect(practiceResumptionSuggestion(path, [session('elsewhere', 2), session('m10', 1)], 0)).toBeNull();
  });

  test('a run left in spellings is resumed in spellings', () => {
    expect(
      practiceResumptionSuggestion(
        path,
        [{...session('m10', 2), run: {mode: 'spellings' as const}}, session('m9', 1)],
        20,
      ),
    ).toEqual({moduleKey: 'm10', index: 10, mode: 'spellings'});
  });

  test('with no current position the prompt still points back to the practice', () => {
    expect(practiceResumptionSuggestion(path, [session('m10', 2), session('m11', 1)], null)).toEqual({
      moduleKey: 'm10',
      index: 10,
      mode: null,
    });
  });
});

describe('truncateTitle', () => {
  test('keeps short titles and cuts long ones with an ellipsis within the limit', () => {
    expect(truncateTitle('Hiragana quiz', 25)).toBe('Hiragana quiz');
    expect(truncateTitle('Dakuten and handakuten quiz', 25)).toBe('Dakuten and handakuten q…');
    expect([...truncateTitle('Polite verbs: ～ます and ～ません', 25)]).toHaveLength(25);
    expect(truncateTitle('Exactly twenty-five chars', 25)).toBe('Exactly twenty-five chars');
  });

  test('titles are cut at 35 characters on phones, at 50 elsewhere (requirements §9)', () => {
    const title = 'Chapter 6 conjugation: the te-form of verbs and adjectives';
    expect([...truncateTitle(title, titleMaxFor('mobile'))]).toHaveLength(35);
    expect([...truncateTitle(title, titleMaxFor('desktop'))]).toHaveLength(50);
    expect(titleMaxFor(null)).toBe(50);
  });
});

test('a chapter counts its steps from the list it shows: the ones to take, and the ones not available yet', () => {
  const path = Array.from({length: 25}, (_, index) => `step-${index}`);
  const counts = pathStepCounts(path, new Set(['step-0', 'step-1', 'step-24']), new Set(['step-24']));
  expect(counts).toEqual({offered: 24, done: 2, unavailable: 1});
  expect(counts.offered + counts.unavailable).toBe(path.length);
});
