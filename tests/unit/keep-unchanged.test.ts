import {describe, expect, test} from 'vitest';
import {keepUnchanged, sameJSON} from '../../src/app/settings/keep-unchanged.ts';
import {sharedProfile, type ProfileSettings} from '../../src/app/settings/profile-settings.ts';
import {parseSettings, pickStoredSettings} from '../../schema/settings.ts';

describe('sameJSON', () => {
  test('compares content, not identity, at any depth', () => {
    expect(sameJSON({a: [1, {b: 'x'}]}, {a: [1, {b: 'x'}]})).toBe(true);
    expect(sameJSON({a: [1, {b: 'x'}]}, {a: [1, {b: 'y'}]})).toBe(false);
    expect(sameJSON({a: 1}, {a: 1, b: undefined})).toBe(false);
    expect(sameJSON([1, 2], {0: 1, 1: 2})).toBe(false);
    expect(sameJSON(null, {})).toBe(false);
    expect(sameJSON(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('keepUnchanged: settings read again from the profile keep the objects of the keys that did not change', () => {
  const before = pickStoredSettings(parseSettings({'color-mode': 'light'}));
  const after = pickStoredSettings(parseSettings({'color-mode': 'dark'}));

  test('a colour-mode change gives a new colour mode and the same object for every other key', () => {
    const kept = keepUnchanged(before, after);
    expect(kept['color-mode']).toBe('dark');
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      if (key !== 'color-mode') expect(kept[key], key).toBe(before[key]);
    }
  });

  test('a key whose content changed deep inside gets the new object', () => {
    const changed = pickStoredSettings(
      parseSettings({
        'conjugation-practice': {...before['conjugation-practice'], past: !before['conjugation-practice'].past},
      }),
    );
    const kept = keepUnchanged(before, changed);
    expect(kept['conjugation-practice']).toBe(changed['conjugation-practice']);
    expect(kept.fsrs).toBe(before.fsrs);
  });

  test('nothing changed: the previous settings themselves; nothing before: the new ones', () => {
    expect(keepUnchanged(before, pickStoredSettings(parseSettings({'color-mode': 'light'})))).toBe(before);
    expect(keepUnchanged(null, after)).toBe(after);
  });

  test('a key that is gone or new counts as a change', () => {
    const previous: Record<string, unknown> = {a: 1, b: {c: 2}};
    expect(keepUnchanged(previous, {a: 1})).toEqual({a: 1});
    const grown = keepUnchanged(previous, {a: 1, b: {c: 2}, d: 3});
    expect(grown).toEqual({a: 1, b: {c: 2}, d: 3});
    expect(grown.b).toBe(previous.b);
  });
});

describe('sharedProfile: the profile shown after Zero hands over its row again', () => {
  const save = () => Promise.resolve(true);
  const profile = (mode: 'light' | 'dark', write: string): ProfileSettings => ({
    stored: pickStoredSettings(parseSettings({'color-mode': mode})),
    versions: {'color-mode': {w: write, by: 'learner', at: 1}},
    loaded: true,
    confirmed: true,
    save,
  });

  test('the same content: the profile shown before, so that nothing renders again', () => {
    const before = profile('light', 'w1');
    expect(sharedProfile(before, profile('light', 'w1'))).toBe(before);
  });

  test('a colour-mode change: new versions, and the same object for every other setting', () => {
    const before = profile('light', 'w1');
    const after = sharedProfile(before, profile('dark', 'w2'));
    expect(after.stored['color-mode']).toBe('dark');
    expect(after.versions['color-mode']?.w).toBe('w2');
    expect(after.stored['conjugation-practice']).toBe(before.stored['conjugation-practice']);
  });
});
