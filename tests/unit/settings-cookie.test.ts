import {expect, test} from 'vitest';
import {DEFAULT_SETTINGS, parseSettings} from '../../schema/settings.ts';
import {
  ONE_YEAR_SECONDS,
  readCookie,
  serializeCookie,
  settingsCookieValue,
  settingsFromCookieHeader,
} from '../../schema/settings-cookie.ts';

test('round trip through the cookie keeps every setting', () => {
  const settings = parseSettings({
    'active-textbook': 'genki_2',
    'color-mode': 'dark',
    'completed-tours': ['main'],
    routes: {vocab: {leftSidebarExpand: false}},
    tour: {currentTourId: 'vocab', currentTourStep: 3},
    'device-type': 'mobile',
  });
  const header = `other=1; settings=${settingsCookieValue(settings)}; color-mode=dark`;
  expect(settingsFromCookieHeader(header)).toEqual(settings);
});

test('only values that differ from the defaults are written', () => {
  expect(decodeURIComponent(settingsCookieValue(DEFAULT_SETTINGS))).toBe('{}');
  expect(JSON.parse(decodeURIComponent(settingsCookieValue(parseSettings({'active-deck': 'chapter-5'}))))).toEqual({
    'active-deck': 'chapter-5',
  });
});

test('a cookie with every key changed still fits in 4 KB', () => {
  const busy = parseSettings({
    'service-preferences': {anki: {mode: 'live', data_imported: true, is_api_key_valid: true}},
    'completed-tours': ['main', 'vocab', 'learn', 'dashboard'],
    'textbook-positions': Object.fromEntries(
      Array.from({length: 21}, (_, n) => [`genki_${n < 13 ? 1 : 2}:chapter-${n}`, 'module-key-of-some-length']),
    ),
    'conjugation-practice': {amount: 50, teForm: true, volitional: true, potential: true},
    'color-mode': 'dark',
    timestamp: 1_800_000_000_000,
    'device-type': 'desktop',
    // Up to 500 of them: they stay in the profile, never in the cookie.
    'kanji-keywords': Object.fromEntries(
      Array.from({length: 500}, (_, n) => [
        String.fromCodePoint(0x4e00 + n),
        'a keyword of forty characters, at most!!',
      ]),
    ),
  });
  expect(serializeCookie('settings', settingsCookieValue(busy), true).length).toBeLessThan(4096);
});

test('a missing, garbled or invalid cookie gives the defaults', () => {
  expect(settingsFromCookieHeader('')).toEqual(DEFAULT_SETTINGS);
  expect(settingsFromCookieHeader('settings=%7Bnot-json')).toEqual(DEFAULT_SETTINGS);
  expect(
    settingsFromCookieHeader(
      `settings=${encodeURIComponent(JSON.stringify({'active-textbook': 'genki_9', 'color-mode': 'dark'}))}`,
    ),
  ).toEqual(DEFAULT_SETTINGS);
});

test('cookie attributes: a year, path /, SameSite=Lax, Secure when asked, never HttpOnly', () => {
  expect(ONE_YEAR_SECONDS).toBe(31_536_000);
  expect(serializeCookie('settings', 'v', true)).toBe('settings=v; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  expect(serializeCookie('color-mode', 'dark', false)).toBe('color-mode=dark; Max-Age=31536000; Path=/; SameSite=Lax');
});

test('readCookie finds a cookie by exact name', () => {
  expect(readCookie('a=1; settings-old=2; settings=3', 'settings')).toBe('3');
  expect(readCookie('a=1', 'settings')).toBeUndefined();
});
