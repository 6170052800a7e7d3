// Follows the signed-in learner's profile through Zero, with their pending settings saves, for useSettings: every
// tab and device shows a change at once. Rendered once, by the root layout, when Zero is there.
import {useLayoutEffect, useMemo} from 'react';
import {useSetAtom} from 'jotai';
import {useQuery} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {parseSettings, pickStoredSettings} from '../../../schema/settings.ts';
import {usePendingWrites} from '../../app/outbox/write-outbox.ts';
import {useSession} from '../auth/use-session.ts';
import {profileSettingsAtom, provideSettingsSaver} from './profile-settings.ts';
import {saveSettingsToProfile} from './save-settings.ts';

export function ProfileSettingsSync() {
  const {user, zero} = useSession();
  const [profile, result] = useQuery(user ? queries.profiles.mine() : null);
  const pending = usePendingWrites(zero);
  const setProfileSettings = useSetAtom(profileSettingsAtom);
  const preferences = profile?.user_preferences;
  const stored = useMemo(() => pickStoredSettings(parseSettings(preferences ?? {})), [preferences]);
  const loaded = Boolean(user) && (profile !== undefined || result.type === 'complete');
  const confirmed = result.type === 'complete';

  // Before the paint, so that no frame shows the settings of before.
  useLayoutEffect(() => {
    setProfileSettings({stored, pending, loaded, confirmed});
  }, [setProfileSettings, stored, pending, loaded, confirmed]);
  useLayoutEffect(() => {
    provideSettingsSaver((patch, profileLoaded, submitted) => saveSettingsToProfile(zero, patch, profileLoaded, submitted));
  }, [zero]);
  return null;
}
