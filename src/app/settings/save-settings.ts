// A settings change to the profile, through the write outbox. Loaded when the first change is made or the profile
// shows (Zero and the mutators are not in the page's first script).
import type {AppZero} from '../zero.ts';
import {mutators} from '../../../schema/mutators.ts';
import {chosenKeysOf} from '../../../schema/mutators/settings.ts';
import {baseOf, type FieldVersions} from '../../../schema/writes/field-versions.ts';
import {UNSEEN} from '../../../schema/writes/write-envelope.ts';
import type {StoredSettingsPatch} from '../../../schema/settings.ts';
import {submitWrite} from '../outbox/use-outbox.ts';

/** Saves the patch as the write `id`, made at `changedAt` on the settings as they were shown (`versions`: null when
 * the profile had not loaded, and the change was made on the cookie's copy). The write is handed to the outbox before
 * this returns; the promise is false when the server refused it (Zero has then put the profile back, and the outbox
 * told the learner). */
export function saveSettingsToProfile(
  zero: AppZero,
  patch: StoredSettingsPatch,
  changedAt: number,
  versions: FieldVersions | null,
  id: string,
): Promise<boolean> {
  const chosen = chosenKeysOf(patch);
  const base = versions ? baseOf(versions, chosen) : Object.fromEntries(chosen.map((key) => [key, UNSEEN]));
  return submitWrite(zero, mutators.settings.update({patch, changedAt}), {id, base}).server.then((result) => {
    if (result.type === 'success') return true;
    // Requirements §8's words for a settings sync the database refused.
    console.error('DB Sync Failed', result.error);
    return false;
  });
}
