// Writes to the caller's settings (profiles.user_preferences).
import {defineMutator} from '@rocicorp/zero';
import {z} from 'zod';
import {applySettingsPatch, parseSettings, pickStoredSettings, storedSettingsPatchSchema} from '../settings.ts';
import {profilesVisibleTo, writableProfileID} from '../permissions/profiles.ts';
import {epochMs} from '../validators.ts';
import {clampToServerClock, serializeWriters} from '../server-transaction.ts';
import {withStoredKeyValidity} from '../external-services.ts';

export const updateSettingsArgs = z.strictObject({
  patch: storedSettingsPatchSchema,
  changedAt: epochMs,
});

export type UpdateSettingsArgs = z.output<typeof updateSettingsArgs>;

/** What every writer of a learner's profile holds until its transaction ends (this mutator, and the server when a
 * service key is checked). */
export const profileWriterKey = (userID: string) => `profile:${userID}`;

export const settingsMutators = {
  // Changes only the keys it was given: two devices changing different settings at once both keep their change
  // (the second waits for the first and merges into its result). Whether a WaniKani or jpdb key works stays as the
  // server recorded it (server/services/service-validity.ts).
  // `timestamp` records when stored settings last changed: newer settings win on the chapter page (§2.4).
  update: defineMutator(updateSettingsArgs, async ({tx, ctx, args}) => {
    const userID = writableProfileID(ctx);
    const changedAt = clampToServerClock(tx, args.changedAt, 'settings change');
    await serializeWriters(tx, profileWriterKey(userID));
    const current = await tx.run(profilesVisibleTo(ctx).one());
    const stored = pickStoredSettings(parseSettings(current?.user_preferences));
    const services = args.patch['service-preferences'];
    await tx.mutate.profiles.upsert({
      user_id: userID,
      user_preferences: applySettingsPatch(stored, {
        ...args.patch,
        ...(services ? {'service-preferences': withStoredKeyValidity(services, stored['service-preferences'])} : {}),
        timestamp: changedAt,
      }),
      created_at: current?.created_at ?? changedAt,
      updated_at: changedAt,
    });
  }),
};
