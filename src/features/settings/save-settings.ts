// A settings change to the profile, through the write outbox. Loaded when the first change is made (Zero and the
// mutators are not in the page's first script); a change made before Zero has started waits for it, in order.
import {mutators} from '../../../schema/mutators.ts';
import {chosenKeysOf} from '../../../schema/mutators/settings.ts';
import {baseOf, type FieldVersions} from '../../../schema/writes/field-versions.ts';
import {UNSEEN} from '../../../schema/writes/write-envelope.ts';
import type {StoredSettingsPatch} from '../../../schema/settings.ts';
import {submitWrite} from '../../app/outbox/use-outbox.ts';
import {zeroClient} from '../../app/zero-runtime.ts';

/** Saves the patch as the write `id`, made at `changedAt` on the settings as they were shown (`versions`: null when
 * the profile had not loaded, and the change was made on the cookie's copy); false when the server refused it (Zero
 * has then put the profile back, and the outbox told the learner). */
export async function saveSettingsToProfile(patch: StoredSettingsPatch, changedAt: number, versions: FieldVersions | null, id: string): Promise<boolean> {
  const zero = await zeroClient();
  const chosen = chosenKeysOf(patch);
  const base = versions ? baseOf(versions, chosen) : Object.fromEntries(chosen.map((key) => [key, UNSEEN]));
  const result = await submitWrite(zero, mutators.settings.update({patch, changedAt}), {id, base}).server;
  if (result.type === 'success') return true;
  // Spec §8's words for a settings sync the database refused.
  console.error('DB Sync Failed', result.error);
  return false;
}
