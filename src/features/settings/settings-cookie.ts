// The browser's side of the settings and colour-mode cookies (format: schema/settings-cookie.ts). The colour-mode
// cookie lets index.html paint the right theme before any script loads.
import type {ColorMode, Settings} from '../../../schema/settings.ts';
import {
  COLOR_MODE_COOKIE, SETTINGS_COOKIE, serializeCookie, settingsCookieValue, settingsFromCookieHeader,
} from '../../../schema/settings-cookie.ts';

export function readSettingsCookie(): Settings {
  return settingsFromCookieHeader(document.cookie);
}

export function writeSettingsCookie(settings: Settings) {
  document.cookie = serializeCookie(SETTINGS_COOKIE, settingsCookieValue(settings), window.isSecureContext);
}

export function clearSettingsCookie() {
  document.cookie = `${SETTINGS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function writeColorModeCookie(mode: ColorMode) {
  document.cookie = serializeCookie(COLOR_MODE_COOKIE, mode, window.isSecureContext);
}
