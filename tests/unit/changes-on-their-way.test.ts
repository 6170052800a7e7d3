import {describe, expect, test, vi} from 'vitest';
import {parseSettings, pickStoredSettings, DEFAULT_SETTINGS} from '../../schema/settings.ts';
import type {FieldVersions} from '../../schema/writes/field-versions.ts';
import {changesShownOver, type ChangeOnItsWay, type ProfileSettings} from '../../src/app/settings/profile-settings.ts';

// shown-settings.ts reads the settings cookie as it loads.
vi.stubGlobal('document', {cookie: ''});
const {profileShown, shownSettings} = await import('../../src/app/settings/shown-settings.ts');

const dark: ChangeOnItsWay = {id: 'mine', patch: {'color-mode': 'dark'}, at: 2_000};

function profile(mode: 'light' | 'system', versions: FieldVersions): ProfileSettings {
  return {
    stored: pickStoredSettings(parseSettings({'color-mode': mode})),
    versions,
    loaded: true,
    confirmed: true,
    save: () => Promise.resolve(true),
  };
}

describe('a change made on this page shows over the profile until the server has answered for it', () => {
  test('before Zero has applied it', () => {
    const shown = shownSettings(DEFAULT_SETTINGS, profile('system', {}), [dark], true);
    expect(shown['color-mode']).toBe('dark');
  });

  test('while Zero has put it back to send it again later (a push the server failed on)', () => {
    const older = {'color-mode': {w: 'before', by: 'this device', at: 1_000}};
    expect(shownSettings(DEFAULT_SETTINGS, profile('system', older), [dark], true)['color-mode']).toBe('dark');
  });

  test('but never over a later write made elsewhere', () => {
    const later = {'color-mode': {w: 'theirs', by: 'another device', at: 3_000}};
    expect(changesShownOver([dark], later)).toEqual([]);
    expect(shownSettings(DEFAULT_SETTINGS, profile('light', later), [dark], true)['color-mode']).toBe('light');
  });

  test('the same list when every change still shows, so that nothing renders again', () => {
    const changes = [dark];
    expect(changesShownOver(changes, {'color-mode': {w: 'mine', by: 'this device', at: 2_000}})).toBe(changes);
  });

  test('a visitor, or a profile not loaded yet: the cookie', () => {
    expect(shownSettings(DEFAULT_SETTINGS, null, [dark], true)['color-mode']).toBe(DEFAULT_SETTINGS['color-mode']);
  });
});

describe("this device's copy of the profile, before the server has answered for it", () => {
  const cookie = parseSettings({'color-mode': 'dark', timestamp: 2_000});
  function localCopy(timestamp: number, confirmed = false): ProfileSettings {
    const stored = pickStoredSettings(
      parseSettings({'color-mode': 'system', timestamp, 'kanji-keywords': {字: 'letter'}}),
    );
    return {...profile('system', {}), stored, confirmed};
  }

  test('older than the cookie (a reload before Zero stored the last change): the cookie shows, and takes a change', () => {
    const shown = shownSettings(cookie, localCopy(1_000), [], true);
    expect(shown['color-mode']).toBe('dark');
    expect(shown['kanji-keywords']).toEqual({字: 'letter'});
    expect(profileShown(cookie, localCopy(1_000))).toBe(false);
  });

  test('as new as the cookie, or newer: it shows (offline, it is all there is)', () => {
    expect(shownSettings(cookie, localCopy(2_000), [], true)['color-mode']).toBe('system');
    expect(profileShown(cookie, localCopy(3_000))).toBe(true);
  });

  test("once the server has answered, the profile shows whatever the cookie's age", () => {
    expect(shownSettings(cookie, localCopy(1_000, true), [], true)['color-mode']).toBe('system');
    expect(profileShown(cookie, localCopy(1_000, true))).toBe(true);
  });
});
