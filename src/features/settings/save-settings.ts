// A settings change to the profile, through the write outbox (what ProfileSettingsSync provides to useSettings).
import {queries} from '../../../schema/queries.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {StoredSettingsPatch} from '../../../schema/settings.ts';
import {submitWrite} from '../../app/outbox/write-outbox.ts';
import type {AppZero} from '../../app/zero.ts';

const PROFILE_WAIT_MS = 5000;

async function profileSynced(zero: AppZero) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Offline the server cannot answer: the write goes ahead after a while rather than never.
  await Promise.race([
    zero.run(queries.profiles.mine(), {type: 'complete'}).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PROFILE_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/** Saves `stored` to the profile; false when the server refused it (Zero has then put the profile back). */
export async function saveSettingsToProfile(zero: AppZero, stored: StoredSettingsPatch, profileLoaded: () => boolean, id: string): Promise<boolean> {
  // The mutator merges the patch into the profile it reads: before the profile has synced, its optimistic run
  // would merge into the defaults and show them (a finished tour would start again) until the server answers.
  if (!profileLoaded()) await profileSynced(zero);
  const {server} = submitWrite(zero, mutators.settings.update({patch: stored, changedAt: Date.now()}), id);
  const result = await server;
  if (result.type === 'success') return true;
  // The profile's values win over the cookie's, so the page shows the settings as they were.
  console.error('DB Sync Failed', result.error);
  return false;
}
