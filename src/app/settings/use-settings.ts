// Reading the learner's settings (shown-settings.ts): a component takes only the keys it shows, and renders again
// only when one of them changes, not on every settings change. Changing them: use-update-settings.ts.
import {useCallback} from 'react';
import {useStore, type Atom} from 'jotai';
import type {SettingKey, Settings} from '../../../schema/settings.ts';
import {useSession} from '../session/use-session.ts';
import {sameJSON} from './keep-unchanged.ts';
import {useSelectedSnapshot} from '../use-selected-snapshot.ts';
import {profileSettingsAtom, type ProfileSettings} from './profile-settings.ts';
import {shownSettingsAtom} from './shown-settings.ts';

/** `select` of the atom's value, followed: the component renders again only when what it selects changes content. */
function useSelected<Source, Selected>(source: Atom<Source>, select: (source: Source) => Selected): Selected {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(source, onChange), [store, source]);
  return useSelectedSnapshot(subscribe, () => store.get(source), select, sameJSON);
}

/** What `select` takes from the settings shown (e.g. the active chapter, from three keys). */
export function useSettingsPart<Selected>(select: (settings: Settings) => Selected): Selected {
  const signedIn = Boolean(useSession().user);
  return useSelected(shownSettingsAtom(signedIn), select);
}

/** One setting, as shown. */
export function useSetting<K extends SettingKey>(key: K): Settings[K] {
  return useSettingsPart((settings) => settings[key]);
}

const profileState = (profile: ProfileSettings | null) => ({
  loaded: Boolean(profile?.loaded),
  confirmed: Boolean(profile?.confirmed),
});

/** Whether the settings shown are the profile's (`loaded`), and the server has answered for them (`confirmed`); for
 * a visitor they are the cookie's, and always both. */
export function useSettingsLoaded(): {loaded: boolean; confirmed: boolean} {
  const signedIn = Boolean(useSession().user);
  const state = useSelected(profileSettingsAtom, profileState);
  return signedIn ? state : {loaded: true, confirmed: true};
}
