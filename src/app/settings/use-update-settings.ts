// Changing the learner's settings: the profile row through Zero for a signed-in user (so every tab and device follows
// a change at once), the settings cookie for everything else. A change goes through the write outbox, and shows over
// the profile until the server has answered for it; refused for good, it goes (the outbox's notices say why). Until
// the profile has loaded, the cookie, which mirrors it, stands in for it and takes the change.
// Neither function follows the settings: a component that only changes them does not render when they change.
import {useCallback} from 'react';
import {useSetAtom, useStore} from 'jotai';
import {
  applySettingsPatch,
  settingsPatchSchema,
  STORED_SETTING_KEYS,
  type SettingsPatch,
  type StoredSettingsPatch,
} from '../../../schema/settings.ts';
import {firstIssueMessage} from '../../../schema/validators.ts';
import {useNotify} from '../notices/notices.ts';
import {useSession} from '../session/use-session.ts';
import {zeroClient} from '../zero-runtime.ts';
import {changesOnTheirWayAtom, profileSettingsAtom, type ChangeOnItsWay} from './profile-settings.ts';
import {cookieSettingsAtom, profileShown, shownSettings} from './shown-settings.ts';

function storedPart(patch: SettingsPatch): StoredSettingsPatch {
  return Object.fromEntries(
    STORED_SETTING_KEYS.filter((key) => patch[key] !== undefined).map((key) => [key, patch[key]]),
  );
}

function withoutKeys(patch: SettingsPatch, keys: readonly string[]): SettingsPatch {
  return Object.fromEntries(Object.entries(patch).filter(([key]) => !keys.includes(key)));
}

export function useUpdateSettings() {
  const {user} = useSession();
  const {notify} = useNotify();
  const store = useStore();
  const setCookieSettings = useSetAtom(cookieSettingsAtom);
  const signedIn = Boolean(user);

  /** The settings as they are this moment, with a change made since the last render (two clicks in one frame). */
  const currentSettings = useCallback(
    () =>
      shownSettings(
        store.get(cookieSettingsAtom),
        store.get(profileSettingsAtom),
        store.get(changesOnTheirWayAtom),
        signedIn,
      ),
    [store, signedIn],
  );

  const updateSettings = useCallback(
    (patch: SettingsPatch): Promise<boolean> => {
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success) {
        notify('error', firstIssueMessage(parsed.error));
        return Promise.resolve(false);
      }
      const stored = storedPart(parsed.data);
      const changedAt = Date.now();
      const profile = store.get(profileSettingsAtom);
      const onProfile = Boolean(user) && profileShown(store.get(cookieSettingsAtom), profile);
      // Once the profile shows, the change shows over it until the server has answered for it, and the cookie follows
      // what is shown (SettingsOnDevice).
      const forCookie = onProfile ? withoutKeys(parsed.data, Object.keys(stored)) : parsed.data;
      if (Object.keys(forCookie).length) setCookieSettings((previous) => applySettingsPatch(previous, forCookie));
      if (!user || Object.keys(stored).length === 0) return Promise.resolve(true);
      const change: ChangeOnItsWay = {id: crypto.randomUUID(), patch: stored, at: changedAt};
      store.set(changesOnTheirWayAtom, (changes) => [...changes, change]);
      // One made before the profile has loaded waits for Zero, and shows over the profile when that loads.
      const saved = onProfile
        ? profile!.save(stored, changedAt, profile!.versions, change.id)
        : import('./save-settings.ts').then(async ({saveSettingsToProfile}) =>
            saveSettingsToProfile(await zeroClient(), stored, changedAt, null, change.id),
          );
      // Confirmed or refused, the profile is right: Zero shows the change, or has put the profile back.
      return saved.finally(() =>
        store.set(changesOnTheirWayAtom, (changes) => changes.filter((each) => each !== change)),
      );
    },
    [user, notify, setCookieSettings, store],
  );

  return {currentSettings, updateSettings};
}

/** A stable function that saves one setting. */
export function useSaveSetting<K extends keyof SettingsPatch>(key: K) {
  const {updateSettings} = useUpdateSettings();
  return useCallback(
    (value: NonNullable<SettingsPatch[K]>) => updateSettings({[key]: value} as SettingsPatch),
    [updateSettings, key],
  );
}
