// Changing the learner's settings: the profile row through Zero for a signed-in user (so every tab and device follows
// a change at once), the settings cookie for everything else. A change goes through the write outbox: Zero applies it
// here at once (the profile then shows it), and puts it back if the server refuses it for good (the outbox's notices
// say why). Until the profile has loaded, the cookie, which mirrors it, stands in for it and takes the change.
// Neither function follows the settings: a component that only changes them does not render when they change.
import {useCallback} from 'react';
import {useSetAtom, useStore} from 'jotai';
import {flushSync} from 'react-dom';
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
import {afterPushTurn} from './after-push-turn.ts';
import {changesOnTheirWayAtom, handOverAtom, latestProfileAtom, type ChangeOnItsWay} from './profile-settings.ts';
import {cookieSettingsAtom, shownSettings} from './shown-settings.ts';

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

  /** The settings as they are this moment: with a change made since the last render, or one being handed to Zero
   * (two clicks in one frame). */
  const currentSettings = useCallback(() => {
    const {profile, changes} = store.get(latestProfileAtom);
    return shownSettings(store.get(cookieSettingsAtom), profile, changes, signedIn);
  }, [store, signedIn]);

  const updateSettings = useCallback(
    (patch: SettingsPatch): Promise<boolean> => {
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success) {
        notify('error', firstIssueMessage(parsed.error));
        return Promise.resolve(false);
      }
      const stored = storedPart(parsed.data);
      const changedAt = Date.now();
      const latest = store.get(latestProfileAtom);
      const onProfile = Boolean(user) && Boolean(latest.profile?.loaded);
      // Once the profile shows, the change shows over it until Zero has applied it (then the profile shows it), and the
      // cookie follows what is shown (SettingsOnDevice).
      const forCookie = onProfile ? withoutKeys(parsed.data, Object.keys(stored)) : parsed.data;
      if (Object.keys(forCookie).length) setCookieSettings((previous) => applySettingsPatch(previous, forCookie));
      if (!user || Object.keys(stored).length === 0) return Promise.resolve(true);
      const id = crypto.randomUUID();
      const change: ChangeOnItsWay = {id, patch: stored};
      // Refused, or confirmed without changing the profile (a newer change was there): the profile is right.
      const settle = () => {
        store.set(handOverAtom, {type: 'settled', change});
        store.set(changesOnTheirWayAtom, (changes) =>
          changes.includes(change) ? changes.filter((each) => each !== change) : changes,
        );
      };
      if (!onProfile) {
        // Made before the profile has loaded: it waits for Zero, and shows over the profile when that loads first.
        store.set(changesOnTheirWayAtom, (changes) => [...changes, change]);
        return import('./save-settings.ts')
          .then(
            async ({saveSettingsToProfile}) =>
              saveSettingsToProfile(await zeroClient(), stored, changedAt, null, id).saved,
          )
          .finally(settle);
      }
      // Handed to Zero first, shown once Zero's push has gone out (by the next frame at the latest).
      store.set(handOverAtom, {type: 'handing over', change});
      const {applied, saved} = latest.profile!.save(stored, changedAt, latest.profile!.versions, id);
      afterPushTurn(applied, () => flushSync(() => store.set(handOverAtom, {type: 'handed over', change})));
      return saved.finally(settle);
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
