// The learner's settings: the profile row through Zero for a signed-in user (so every tab and device follows a
// change at once), the settings cookie for everything else. A change goes through the write outbox: Zero applies it
// here at once (the profile then shows it), and puts it back if the server refuses it for good (the outbox's notices
// say why). Until the profile has loaded, the cookie, which mirrors it, stands in for it and takes the change.
import {useCallback, useEffect, useLayoutEffect, useMemo} from 'react';
import {atom, useAtom, useAtomValue, useStore} from 'jotai';
import {
  applySettingsPatch,
  settingsPatchSchema,
  STORED_SETTING_KEYS,
  type Settings,
  type SettingsPatch,
  type StoredSettingsPatch,
} from '../../../schema/settings.ts';
import {readSettingsCookie, writeColorModeCookie, writeSettingsCookie} from './settings-cookie.ts';
import {applyColorMode, followSystemTheme} from './color-mode.ts';
import {useNotify} from '../notices/notices.ts';
import {useSession} from '../session/use-session.ts';
import {flushSync} from 'react-dom';
import {afterPushTurn} from './after-push-turn.ts';
import {
  changesOnTheirWayAtom,
  handOverAtom,
  latestProfileAtom,
  profileSettingsAtom,
  type ChangeOnItsWay,
  type ProfileSettings,
} from './profile-settings.ts';
import {zeroClient} from '../zero-runtime.ts';
import {firstIssueMessage} from '../../../schema/validators.ts';

const cookieSettingsAtom = atom<Settings>(readSettingsCookie());

function storedPart(patch: SettingsPatch): StoredSettingsPatch {
  return Object.fromEntries(
    STORED_SETTING_KEYS.filter((key) => patch[key] !== undefined).map((key) => [key, patch[key]]),
  );
}

function withoutKeys(patch: SettingsPatch, keys: readonly string[]): SettingsPatch {
  return Object.fromEntries(Object.entries(patch).filter(([key]) => !keys.includes(key)));
}

/** The settings as shown: the profile's once it has loaded, with the changes of this page on their way over it; the
 * cookie's before. */
function shownSettings(
  cookie: Settings,
  profile: ProfileSettings | null,
  onTheirWay: readonly ChangeOnItsWay[],
  signedIn: boolean,
): Settings {
  if (!signedIn || !profile?.loaded) return cookie;
  return onTheirWay.reduce((shown, change) => applySettingsPatch(shown, change.patch), {...cookie, ...profile.stored});
}

export function useSettings() {
  const {user} = useSession();
  const {notify} = useNotify();
  const store = useStore();
  const [cookieSettings, setCookieSettings] = useAtom(cookieSettingsAtom);
  const profile = useAtomValue(profileSettingsAtom);
  const onTheirWay = useAtomValue(changesOnTheirWayAtom);

  const signedIn = Boolean(user);
  const profileLoaded = signedIn && Boolean(profile?.loaded);
  const settings = useMemo(
    () => shownSettings(cookieSettings, profile, onTheirWay, signedIn),
    [cookieSettings, profile, onTheirWay, signedIn],
  );

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
      // cookie follows what is shown (useApplySettingsToDevice).
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

  return {
    settings,
    currentSettings,
    updateSettings,
    loaded: !user || profileLoaded,
    confirmed: !user || Boolean(profile?.confirmed),
  };
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
