// The settings cookie's format, shared by the browser (which writes it) and the server (which reads it when an
// anonymous visitor signs up, so their settings carry over). Requirements §4.2, §9: a year, SameSite=Lax, Secure where
// the page is a secure context, readable by scripts. Only values that differ from the defaults are written, so it
// stays far below the 4 KB cookie limit; the learner's kanji keywords (up to 500) never go in it: they live in the
// profile alone, so only a signed-in learner keeps them.
import {DEFAULT_SETTINGS, defaultSettings, parseSettings, type Settings} from './settings.ts';

export const SETTINGS_COOKIE = 'settings';
export const COLOR_MODE_COOKIE = 'color-mode';
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(/;\s*/)) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals) === name) return part.slice(equals + 1);
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function settingsFromCookieHeader(cookieHeader: string): Settings {
  const raw = readCookie(cookieHeader, SETTINGS_COOKIE);
  // A first visit has none: the defaults, without building the settings schema in the first render.
  if (!raw) return defaultSettings();
  try {
    return parseSettings(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return parseSettings(undefined);
  }
}

export function settingsCookieValue(settings: Settings): string {
  const changed = Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) =>
        key !== 'kanji-keywords' && JSON.stringify(value) !== JSON.stringify(DEFAULT_SETTINGS[key as keyof Settings]),
    ),
  );
  return encodeURIComponent(JSON.stringify(changed));
}
