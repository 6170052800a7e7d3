// The learner's settings: the profile row through Zero for a signed-in user (so every tab and device follows a
// change at once), the settings cookie for everything else. Changes apply at once and go through the write outbox:
// saves still pending (offline, or waiting for a retry) are applied over the profile; a save the server refuses for
// good is rolled back by Zero and reported by the outbox's notices.
import {useCallback, useEffect, useLayoutEffect, useMemo} from 'react';
import {atom, useAtom, useAtomValue, useStore} from 'jotai';
import {
  applySettingsPatch, settingsPatchSchema, STORED_SETTING_KEYS,
  type Settings, type SettingsPatch, type StoredSettingsPatch,
} from '../../../schema/settings.ts';
import {readSettingsCookie, writeColorModeCookie, writeSettingsCookie} from './settings-cookie.ts';
import {applyColorMode, followSystemTheme} from './color-mode.ts';
import {useNotify} from '../notices/notices.ts';
import {useSession} from '../auth/use-session.ts';
import {profileSettingsAtom, saveStoredSettings, unsubmittedSettingsAtom} from './profile-settings.ts';
import {shownSettings, type UnsubmittedSettings} from './shown-settings.ts';

const cookieSettingsAtom = atom<Settings>(readSettingsCookie());

function storedPart(patch: SettingsPatch): StoredSettingsPatch {
  return Object.fromEntries(STORED_SETTING_KEYS.filter((key) => patch[key] !== undefined).map((key) => [key, patch[key]]));
}

function firstIssueMessage(error: {issues: {message: string}[]}): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

export function useSettings() {
  const {user} = useSession();
  const {notify} = useNotify();
  const store = useStore();
  const [cookieSettings, setCookieSettings] = useAtom(cookieSettingsAtom);
  const profile = useAtomValue(profileSettingsAtom);
  const unsubmitted = useAtomValue(unsubmittedSettingsAtom);

  // Until the profile has loaded (and before Zero has started), the cookie, which mirrors the profile, stands in
  // for it: no flash of defaults.
  const profileLoaded = Boolean(user) && Boolean(profile?.loaded);
  const settings = useMemo<Settings>(
    () => (profileLoaded && profile ? shownSettings({...cookieSettings, ...profile.stored}, profile.pending, unsubmitted) : cookieSettings),
    [profileLoaded, cookieSettings, profile, unsubmitted],
  );

  const updateSettings = useCallback(async (patch: SettingsPatch): Promise<boolean> => {
    const parsed = settingsPatchSchema.safeParse(patch);
    if (!parsed.success) {
      notify('error', firstIssueMessage(parsed.error));
      return false;
    }
    setCookieSettings((previous) => applySettingsPatch(previous, parsed.data));
    const stored = storedPart(parsed.data);
    if (!user || Object.keys(stored).length === 0) return true;
    // Shown over the profile until this page's pending saves hold it (ProfileSettingsSync then lets it go): the
    // profile may load before then and would put it back. A save that never reached the outbox goes when it ends.
    const save: UnsubmittedSettings = {patch: stored, id: crypto.randomUUID()};
    store.set(unsubmittedSettingsAtom, (saves) => [...saves, save]);
    return saveStoredSettings(stored, () => Boolean(store.get(profileSettingsAtom)?.loaded), save.id)
      .finally(() => store.set(unsubmittedSettingsAtom, (saves) => saves.filter((each) => each !== save)));
  }, [user, notify, setCookieSettings, store]);

  return {settings, updateSettings, loaded: !user || profileLoaded, confirmed: !user || Boolean(profile?.confirmed)};
}

/** Keeps this device in step with the settings: the colour mode on the page, and the cookies that let the next
 * visit paint with the learner's settings before anything has synced. */
export function useApplySettingsToDevice(settings: Settings) {
  const mode = settings['color-mode'];
  // Before the paint: a change from another tab or device shows in the frame that renders it, not one later.
  useLayoutEffect(() => {
    applyColorMode(mode);
    writeColorModeCookie(mode);
    return followSystemTheme(mode);
  }, [mode]);
  useEffect(() => writeSettingsCookie(settings), [settings]);
}
