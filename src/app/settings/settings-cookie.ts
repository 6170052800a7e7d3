// The browser's side of the settings and colour-mode cookies (format: schema/settings-cookie.ts). The colour-mode
// cookie lets index.html paint the right theme before any script loads.
import {defaultSettings, type ColorMode, type Settings} from '../../../schema/settings.ts';
import {
  COLOR_MODE_COOKIE,
  SETTINGS_COOKIE,
  serializeCookie,
  settingsCookieValue,
  settingsFromCookieHeader,
} from '../../../schema/settings-cookie.ts';

export function readSettingsCookie(): Settings {
  return settingsFromCookieHeader(document.cookie);
}

export function writeSettingsCookie(settings: Settings) {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the first paint; the Cookie Store API is not in every browser.
  document.cookie = serializeCookie(SETTINGS_COOKIE, settingsCookieValue(settings), window.isSecureContext);
}

/** On sign-out: the learner's settings leave this browser; the colour mode is this device's and stays. */
export function forgetSettingsExceptColorMode() {
  writeSettingsCookie({...defaultSettings(), 'color-mode': readSettingsCookie()['color-mode']});
}

export function writeColorModeCookie(mode: ColorMode) {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = serializeCookie(COLOR_MODE_COOKIE, mode, window.isSecureContext);
}
