import {expect, test} from 'vitest';
import {newProfileSettings} from '../../server/new-profile-settings.ts';
import {settingsCookieValue} from '../../schema/settings-cookie.ts';
import {parseSettings} from '../../schema/settings.ts';

const cookieOf = (raw: unknown) => `settings=${settingsCookieValue(parseSettings(raw))}`;

test("the visitor's choices carry over, without the settings of this device alone", () => {
  const settings = newProfileSettings(
    cookieOf({'color-mode': 'dark', 'active-textbook': 'genki_2', 'device-type': 'mobile'}),
  );
  expect(settings).toMatchObject({'color-mode': 'dark', 'active-textbook': 'genki_2'});
  expect(settings).not.toHaveProperty('device-type');
});

test("a WaniKani or jpdb key is not valid because the cookie says so; the choice of service and Anki's flag carry over", () => {
  const services = newProfileSettings(
    cookieOf({
      'service-preferences': {
        anki: {mode: 'disabled', data_imported: true, is_api_key_valid: true},
        wanikani: {mode: 'live', data_imported: true, is_api_key_valid: true},
        jpdb: {mode: 'disabled', data_imported: false, is_api_key_valid: true},
      },
    }),
  )['service-preferences'];
  expect(services).toEqual({
    anki: {mode: 'disabled', data_imported: true, is_api_key_valid: true},
    wanikani: {mode: 'live', data_imported: true, is_api_key_valid: false},
    jpdb: {mode: 'disabled', data_imported: false, is_api_key_valid: false},
  });
});
