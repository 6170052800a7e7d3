// The settings as this page shows them: the profile's (with this page's changes on their way over it) once it has
// loaded for a signed-in learner, the settings cookie's before, and for everyone else.
import {atom} from 'jotai';
import {atomWithDefault} from 'jotai/utils';
import {applySettingsPatch, deviceTypeForWidth, type Settings} from '../../../schema/settings.ts';
import {readSettingsCookie} from './settings-cookie.ts';
import {
  changesOnTheirWayAtom,
  changesShownOver,
  profileSettingsAtom,
  type ChangeOnItsWay,
  type ProfileSettings,
} from './profile-settings.ts';

/** The settings cookie's, read as the page first renders, with this device's type as the window's width has it (the
 * root layout keeps it so): a first visit renders once with it, rather than once without and again. */
export const cookieSettingsAtom = atomWithDefault<Settings>(() => ({
  ...readSettingsCookie(),
  'device-type': deviceTypeForWidth(window.innerWidth),
}));

/** Whether the profile's settings show rather than the cookie's: once the profile has loaded, unless this device's
 * copy of it, not yet confirmed by the server, is older than the cookie. Zero writes its copy to IndexedDB some time
 * after a change has landed, so a reload in between starts from the copy of before, while the cookie followed what
 * was shown. A change made meanwhile is made on the cookie's copy, not on the older versions. */
export function profileShown(cookie: Settings, profile: ProfileSettings | null): boolean {
  if (!profile?.loaded) return false;
  return profile.confirmed || profile.stored.timestamp >= cookie.timestamp;
}

export function shownSettings(
  cookie: Settings,
  profile: ProfileSettings | null,
  onTheirWay: readonly ChangeOnItsWay[],
  signedIn: boolean,
): Settings {
  if (!signedIn || !profile?.loaded) return cookie;
  // The cookie leaves out the kanji keywords, which only the profile keeps.
  if (!profileShown(cookie, profile)) return {...cookie, 'kanji-keywords': profile.stored['kanji-keywords']};
  return changesShownOver(onTheirWay, profile.versions).reduce(
    (shown, change) => applySettingsPatch(shown, change.patch),
    {...cookie, ...profile.stored},
  );
}

const shownToSignedInAtom = atom((get) =>
  shownSettings(get(cookieSettingsAtom), get(profileSettingsAtom), get(changesOnTheirWayAtom), true),
);

/** The settings shown to a signed-in learner, or to a visitor. */
export function shownSettingsAtom(signedIn: boolean) {
  return signedIn ? shownToSignedInAtom : cookieSettingsAtom;
}
