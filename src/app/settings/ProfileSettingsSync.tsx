// Follows the signed-in learner's profile through Zero for the settings shown (shown-settings.ts): every tab and
// device shows a change at once, and a change made here shows as soon as Zero has applied it (its optimistic run of
// the settings mutator).
// Rendered once, by the root layout, when Zero is there.
import {useCallback, useLayoutEffect, useMemo, useState} from 'react';
import {useSetAtom} from 'jotai';
import {queries} from '../../../schema/queries.ts';
import {parseSettings, pickStoredSettings} from '../../../schema/settings.ts';
import {useSession} from '../session/use-session.ts';
import {showProfileAtom, type SaveSettings} from './profile-settings.ts';
import {saveSettingsToProfile} from './save-settings.ts';
import {useSyncedQuery} from '../use-synced-query.ts';

const NO_VERSIONS = {};

export function ProfileSettingsSync() {
  const {user, zero} = useSession();
  const [profile, result] = useSyncedQuery(user ? queries.profiles.mine() : null);
  const showProfile = useSetAtom(showProfileAtom);
  const preferences = profile?.user_preferences;
  const stored = useMemo(() => pickStoredSettings(parseSettings(preferences ?? {})), [preferences]);
  const versions = profile?.versions ?? NO_VERSIONS;
  const loaded = Boolean(user) && (profile !== undefined || result.type === 'complete');
  // Once answered, this page's copy follows the server's, also while a connection is lost and found again.
  const [confirmed, setConfirmed] = useState(false);
  if (result.type === 'complete' && !confirmed) setConfirmed(true);
  const save = useCallback<SaveSettings>(
    (patch, changedAt, seen, id) => saveSettingsToProfile(zero, patch, changedAt, seen, id),
    [zero],
  );

  // Before the paint, so that no frame shows the settings of before.
  useLayoutEffect(
    () => showProfile({stored, versions, loaded, confirmed, save}),
    [showProfile, stored, versions, loaded, confirmed, save],
  );
  return null;
}
