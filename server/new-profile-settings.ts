// What a visitor's settings cookie carries into the profile of the account they make (requirements §4.2). The cookie is the
// visitor's to write, so it sets no more than a settings change could: whether a WaniKani or jpdb key works is the
// server's word (it checked the key), and a new account has no key.
import {DEFAULT_SETTINGS, pickStoredSettings, type StoredSettings} from '../schema/settings.ts';
import {settingsFromCookieHeader} from '../schema/settings-cookie.ts';
import {withStoredKeyValidity} from '../schema/external-services.ts';

export function newProfileSettings(cookieHeader: string): StoredSettings {
  const chosen = pickStoredSettings(settingsFromCookieHeader(cookieHeader));
  return {
    ...chosen,
    'service-preferences': withStoredKeyValidity(
      chosen['service-preferences'],
      DEFAULT_SETTINGS['service-preferences'],
    ),
  };
}
