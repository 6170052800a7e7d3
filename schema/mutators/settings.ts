// Writes to the caller's settings (profiles.user_preferences). A patch changes only the keys it carries, so two
// devices changing different settings both keep their change. How a key changed on two devices at once is resolved
// depends on what it is (SETTING_MERGE): a choice the learner makes on the settings page is never replaced by a
// change made on an older version of it (the late one is refused as a conflict, and its device asks the learner);
// the page the learner is on, the tour they are in and the tours they finished follow the latest change in time.
// Whether a WaniKani or jpdb key works stays as the server recorded it (server/services/service-validity.ts).
import {defineMutator} from '@rocicorp/zero';
import type {z} from 'zod';
import {
  applySettingsPatch,
  parseSettings,
  pickStoredSettings,
  storedSettingsPatchSchema,
  type StoredSettingKey,
  type StoredSettings,
  type StoredSettingsPatch,
} from '../settings.ts';
import {profilesVisibleTo} from '../permissions/profiles.ts';
import {signedInUserID} from '../context.ts';
import {epochMs} from '../validators.ts';
import {clampToServerClock, readUnderWritersLock} from '../server-transaction.ts';
import {withStoredKeyValidity} from '../external-services.ts';
import {writeArgs, writeIDOf} from '../writes/write-envelope.ts';
import {claimFields, type FieldVersions} from '../writes/field-versions.ts';

export const updateSettingsArgs = writeArgs(() => ({
  patch: storedSettingsPatchSchema,
  changedAt: epochMs,
}));

export type UpdateSettingsArgs = z.output<typeof updateSettingsArgs>;

/** How concurrent changes of a key resolve: `chosen`, by version (a stale change is a conflict); `latest`, by the
 * time the change was made; `newest`, the largest value. */
export const SETTING_MERGE = {
  'color-mode': 'chosen',
  'service-preferences': 'chosen',
  'override-settings': 'chosen',
  'conjugation-practice': 'chosen',
  fsrs: 'chosen',
  'kanji-keywords': 'chosen',
  'writing-cards': 'chosen',
  'active-textbook': 'latest',
  'active-deck': 'latest',
  'textbook-positions': 'latest',
  routes: 'latest',
  tour: 'latest',
  'completed-tours': 'latest',
  timestamp: 'newest',
} as const satisfies Record<StoredSettingKey, 'chosen' | 'latest' | 'newest'>;

/** The keys of a patch that are checked against the versions its writer saw. */
export function chosenKeysOf(patch: StoredSettingsPatch): StoredSettingKey[] {
  return (Object.keys(patch) as StoredSettingKey[]).filter(
    (key) => patch[key] !== undefined && SETTING_MERGE[key] === 'chosen',
  );
}

/** What the patch changes once merged into the stored settings: `latest` keys changed later than the patch was made
 * are left as they are. */
function mergedPatch(
  stored: StoredSettings,
  versions: FieldVersions,
  patch: StoredSettingsPatch,
  changedAt: number,
): StoredSettingsPatch {
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as StoredSettingKey[]) {
    const value = patch[key];
    if (value === undefined) continue;
    switch (SETTING_MERGE[key]) {
      case 'chosen':
        merged[key] = value;
        break;
      case 'latest':
        if (changedAt >= (versions[key]?.at ?? 0)) merged[key] = value;
        break;
      case 'newest':
        merged[key] = Math.max(stored.timestamp, value as number);
        break;
    }
  }
  return merged as StoredSettingsPatch;
}

/** What every writer of a learner's profile holds until its transaction ends (this mutator, and the server when a
 * service key is checked). */
export const profileWriterKey = (userID: string) => `profile:${userID}`;

export const settingsMutators = {
  update: defineMutator(updateSettingsArgs, async ({tx, ctx, args}) => {
    const userID = signedInUserID(ctx);
    const changedAt = clampToServerClock(tx, args.changedAt, 'settings change');
    const current = await readUnderWritersLock(tx, profileWriterKey(userID), () =>
      tx.run(profilesVisibleTo(ctx).one()),
    );
    // Until the profile has synced, this device shows the settings cookie (which has the change); once it has, Zero
    // runs this again over it.
    if (!current && tx.location === 'client') return;
    const stored = pickStoredSettings(parseSettings(current?.user_preferences));
    const chosen = chosenKeysOf(args.patch);
    const checked = await claimFields(tx, {
      versions: current?.versions,
      current: Object.fromEntries(chosen.map((key) => [key, stored[key]])),
      write: args.write,
      userID,
      at: changedAt,
    });
    if (!checked && chosen.length) return;
    const versions = checked ?? current?.versions ?? {};
    const patch = mergedPatch(stored, versions, args.patch, changedAt);
    const written = Object.keys(patch);
    if (!written.length) return;
    const id = writeIDOf(tx, args.write);
    const services = patch['service-preferences'];
    await tx.mutate.profiles.upsert({
      user_id: userID,
      user_preferences: applySettingsPatch(stored, {
        ...patch,
        ...(services ? {'service-preferences': withStoredKeyValidity(services, stored['service-preferences'])} : {}),
        timestamp: Math.max(stored.timestamp, changedAt),
      }),
      versions: {...versions, ...Object.fromEntries(written.map((key) => [key, {w: id, by: userID, at: changedAt}]))},
      created_at: current?.created_at ?? changedAt,
      updated_at: changedAt,
    });
  }),
};
