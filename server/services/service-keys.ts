// The learner's API keys for WaniKani and jpdb (services.api_keys). Encrypted at rest with AES-256-GCM under a key
// derived from the server's secret, so a copy of the database alone does not give them away; the user id and the
// service are bound in as associated data, so a stored key cannot be moved to another learner or service.
import {createCipheriv, createDecipheriv, hkdfSync, randomBytes} from 'node:crypto';
import type {Sql} from 'postgres';
import {AUTH_SECRET} from '../config.ts';
import {KEYED_SERVICES, type KeyedService, type ServiceKeyStatus} from '../../schema/external-services.ts';

const VERSION = 'v1';
const encryptionKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'genki-study', 'service api keys', 32));

export function encryptServiceKey(plain: string, userID: string, service: KeyedService, secret = AUTH_SECRET): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv);
  cipher.setAAD(Buffer.from(`${userID}:${service}`));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    sealed.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/** The key, or null when it cannot be opened (another secret, another learner's row, tampered with). */
export function decryptServiceKey(
  stored: string,
  userID: string,
  service: KeyedService,
  secret = AUTH_SECRET,
): string | null {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== VERSION || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${userID}:${service}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export async function saveServiceKey(sql: Sql, userID: string, service: KeyedService, key: string, checkedAt: number) {
  const encrypted = encryptServiceKey(key, userID, service);
  await sql`
    insert into services.api_keys (user_id, service, encrypted_key, checked_at)
    values (${userID}, ${service}, ${encrypted}, ${new Date(checkedAt)})
    on conflict (user_id, service) do update set encrypted_key = excluded.encrypted_key, checked_at = excluded.checked_at`;
}

export async function serviceKeyOf(sql: Sql, userID: string, service: KeyedService): Promise<string | null> {
  const [row] = await sql<{encrypted_key: string}[]>`
    select encrypted_key from services.api_keys where user_id = ${userID} and service = ${service}`;
  return row ? decryptServiceKey(row.encrypted_key, userID, service) : null;
}

export async function forgetServiceKey(sql: Sql, userID: string, service: KeyedService) {
  await sql`delete from services.api_keys where user_id = ${userID} and service = ${service}`;
}

export async function serviceKeyStatus(sql: Sql, userID: string): Promise<ServiceKeyStatus> {
  const rows = await sql<{service: KeyedService; checked_at: Date}[]>`
    select service, checked_at from services.api_keys where user_id = ${userID}`;
  return Object.fromEntries(
    KEYED_SERVICES.map((service) => {
      const row = rows.find((each) => each.service === service);
      return [service, {saved: Boolean(row), checkedAt: row ? row.checked_at.getTime() : null}];
    }),
  ) as ServiceKeyStatus;
}
