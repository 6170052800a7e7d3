// The learner's settings: the profile row through Zero for a signed-in user (so every tab and device follows a
// change at once), the settings cookie for everything else. Changes apply at once and go through the write outbox:
// saves still pending (offline, or waiting for a retry) are applied over the profile; a save the server refuses for
// good is rolled back by Zero and reported by the outbox's notices.
import {useCallback, useEffect, useMemo, useRef} from 'react';
import {atom, useAtom} from 'jotai';
import {useQuery, useZero} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {UpdateSettingsArgs} from '../../../schema/mutators/settings.ts';
import {submitWrite, usePendingWrites} from '../../app/outbox/write-outbox.ts';
import type {OutboxEntry} from '../../app/outbox/outbox-queue.ts';
import {
  applySettingsPatch, parseSettings, pickStoredSettings, settingsPatchSchema, STORED_SETTING_KEYS,
  type Settings, type SettingsPatch, type StoredSettingsPatch,
} from '../../../schema/settings.ts';
import {readSettingsCookie, writeColorModeCookie, writeSettingsCookie} from './settings-cookie.ts';
import {applyColorMode, followSystemTheme} from './color-mode.ts';
import {useNotify} from '../notices/notices.ts';

const UPDATE_SETTINGS = 'settings.update';
import {useSession} from '../auth/use-session.ts';

const cookieSettingsAtom = atom<Settings>(readSettingsCookie());

function storedPart(patch: SettingsPatch): StoredSettingsPatch {
  return Object.fromEntries(STORED_SETTING_KEYS.filter((key) => patch[key] !== undefined).map((key) => [key, patch[key]]));
}

/** The stored settings with the saves still waiting in the outbox applied, in the order they were made. */
export function withPendingSettings(stored: Settings, pending: readonly OutboxEntry[]): Settings {
  return pending
    .filter((entry) => entry.name === UPDATE_SETTINGS)
    .reduce((settings, entry) => applySettingsPatch(settings, (entry.args as UpdateSettingsArgs).patch), stored);
}

const PROFILE_WAIT_MS = 5000;

async function profileSynced(zero: ReturnType<typeof useZero>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Offline the server cannot answer: the write goes ahead after a while rather than never.
  await Promise.race([
    zero.run(queries.profiles.mine(), {type: 'complete'}).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PROFILE_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

function firstIssueMessage(error: {issues: {message: string}[]}): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

export function useSettings() {
  const {user} = useSession();
  const zero = useZero();
  const {notify} = useNotify();
  const [cookieSettings, setCookieSettings] = useAtom(cookieSettingsAtom);
  const [profile, profileResult] = useQuery(user ? queries.profiles.mine() : null);
  const pending = usePendingWrites(zero);

  // Until the profile has loaded, the cookie (which mirrors the profile) stands in for it: no flash of defaults.
  const profileLoaded = Boolean(user) && (profile !== undefined || profileResult.type === 'complete');
  const settings = useMemo<Settings>(
    () => (profileLoaded
      ? withPendingSettings({...cookieSettings, ...pickStoredSettings(parseSettings(profile?.user_preferences ?? {}))}, pending)
      : cookieSettings),
    [profileLoaded, cookieSettings, profile, pending],
  );

  const profileLoadedRef = useRef(profileLoaded);
  profileLoadedRef.current = profileLoaded;

  const updateSettings = useCallback(async (patch: SettingsPatch): Promise<boolean> => {
    const parsed = settingsPatchSchema.safeParse(patch);
    if (!parsed.success) {
      notify('error', firstIssueMessage(parsed.error));
      return false;
    }
    setCookieSettings((previous) => applySettingsPatch(previous, parsed.data));
    const stored = storedPart(parsed.data);
    if (!user || Object.keys(stored).length === 0) return true;
    // The mutator merges the patch into the profile it reads: before the profile has synced, its optimistic run
    // would merge into the defaults and show them (a finished tour would start again) until the server answers.
    if (!profileLoadedRef.current) await profileSynced(zero);
    const result = await submitWrite(zero, mutators.settings.update({patch: stored, changedAt: Date.now()})).server;
    if (result.type === 'success') return true;
    // Zero has already put the profile back, and the profile's values win over the cookie's.
    console.error('DB Sync Failed', result.error);
    return false;
  }, [user, zero, notify, setCookieSettings]);

  // `confirmed`: the server has answered, so the settings are not a local copy from before the last reload.
  return {settings, updateSettings, loaded: !user || profileLoaded, confirmed: !user || profileResult.type === 'complete'};
}

/** Keeps this device in step with the settings: the colour mode on the page, and the cookies that let the next
 * visit paint with the learner's settings before anything has synced. */
export function useApplySettingsToDevice(settings: Settings) {
  const mode = settings['color-mode'];
  useEffect(() => {
    applyColorMode(mode);
    writeColorModeCookie(mode);
    return followSystemTheme(mode);
  }, [mode]);
  useEffect(() => writeSettingsCookie(settings), [settings]);
}
