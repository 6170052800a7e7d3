// A first visit's settings already carry the device type of the window's width, so the first render is not followed
// by a second one that saves it (the root layout's SettingsOnDevice saves it only when the width's type differs).
import {expect, test, vi} from 'vitest';
import {createStore} from 'jotai';

vi.stubGlobal('document', {cookie: ''});
vi.stubGlobal('window', {innerWidth: 412});
const {cookieSettingsAtom} = await import('../../src/app/settings/shown-settings.ts');

test("a phone's first visit shows the mobile settings from the start", () => {
  expect(createStore().get(cookieSettingsAtom)['device-type']).toBe('mobile');
});
