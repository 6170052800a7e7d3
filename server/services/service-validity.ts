// Whether a keyed service's key works is the server's to say: it writes `is_api_key_valid` into the learner's profile
// itself (and Zero shows it in every tab), under the same lock as the settings mutator, changing only that flag.
import type {Sql} from 'postgres';
import {applySettingsPatch, parseSettings, pickStoredSettings} from '../../schema/settings.ts';
import {profileWriterKey} from '../../schema/mutators/settings.ts';
import type {KeyedService} from '../../schema/external-services.ts';

export async function recordServiceKeyValidity(
  sql: Sql,
  userID: string,
  service: KeyedService,
  valid: boolean,
  now = Date.now(),
) {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${profileWriterKey(userID)}, 0))`;
    const [row] = await tx<
      {user_preferences: unknown}[]
    >`select user_preferences from profiles where user_id = ${userID}`;
    const stored = pickStoredSettings(parseSettings(row?.user_preferences));
    if (stored['service-preferences'][service].is_api_key_valid === valid) return;
    const services = structuredClone(stored['service-preferences']);
    services[service].is_api_key_valid = valid;
    const next = applySettingsPatch(stored, {'service-preferences': services, timestamp: now});
    await tx`
      insert into profiles (user_id, user_preferences, created_at, updated_at)
      values (${userID}, ${tx.json(next as never)}, ${new Date(now)}, ${new Date(now)})
      on conflict (user_id) do update set user_preferences = excluded.user_preferences, updated_at = excluded.updated_at`;
  });
}
