// Follows the signed-in learner's profile through Zero, with their pending settings saves, for useSettings: every
// tab and device shows a change at once. Rendered once, by the root layout, when Zero is there.
import {useLayoutEffect, useMemo} from 'react';
import {useSetAtom} from 'jotai';
import {useQuery} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {parseSettings, pickStoredSettings} from '../../../schema/settings.ts';
import {usePendingWrites} from '../../app/outbox/write-outbox.ts';
import {useSession} from '../auth/use-session.ts';
import {profileSettingsAtom, provideSettingsSaver, unsubmittedSettingsAtom} from './profile-settings.ts';
import {saveSettingsToProfile} from './save-settings.ts';

export function ProfileSettingsSync() {
  const {user, zero} = useSession();
  const [profile, result] = useQuery(user ? queries.profiles.mine() : null);
  const pending = usePendingWrites(zero);
  const setProfileSettings = useSetAtom(profileSettingsAtom);
  const setUnsubmitted = useSetAtom(unsubmittedSettingsAtom);
  const preferences = profile?.user_preferences;
  const stored = useMemo(() => pickStoredSettings(parseSettings(preferences ?? {})), [preferences]);
  const loaded = Boolean(user) && (profile !== undefined || result.type === 'complete');
  const confirmed = result.type === 'complete';

  // Before the paint, so that no frame shows the settings of before. Saves of this page that the pending saves now
  // hold are let go in the same update: shown once, in their place, and never again after they have landed (applied
  // after a newer pending save, an older one would show instead of it).
  useLayoutEffect(() => {
    setProfileSettings({stored, pending, loaded, confirmed});
    const held = new Set(pending.map((entry) => entry.id));
    setUnsubmitted((saves) => (saves.some((save) => held.has(save.id)) ? saves.filter((save) => !held.has(save.id)) : saves));
  }, [setProfileSettings, setUnsubmitted, stored, pending, loaded, confirmed]);
  useLayoutEffect(() => {
    provideSettingsSaver((patch, profileLoaded, id) => saveSettingsToProfile(zero, patch, profileLoaded, id));
  }, [zero]);
  return null;
}
