// Who is calling: the better-auth session behind the request's cookie, or nobody.
import {auth, type AuthSession} from './auth.ts';
import {APIError} from 'better-auth/api';
import {NotSignedInError} from '../schema/context.ts';
import {DatabaseUnavailableError} from './refusal-of-error.ts';

export async function sessionFromHeaders(headers: Headers): Promise<AuthSession | null> {
  try {
    return await auth.api.getSession({headers});
  } catch (error) {
    // better-auth logs why and throws this instead: the session store (Postgres) could not be read.
    if (error instanceof APIError && (error.body as {code?: string} | undefined)?.code === 'FAILED_TO_GET_SESSION')
      throw new DatabaseUnavailableError(error);
    throw error;
  }
}

/** A signed-in user; a visitor with no session; or a visitor whose session cookie no longer opens a session. */
export type Caller = {userID: string} | {userID: null; sessionEnded: boolean};

// zero-cache calls the query and mutate endpoints for every change a learner makes, always with the cookie of
// the connection. Looking the session up each time puts a Postgres round trip on the path from a learner's click
// to their other devices, so a signed-in user is remembered for a few seconds: a session ended elsewhere keeps
// syncing for at most that long.
const REMEMBER_MS = 10_000;
const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, {userID: string; until: number}>();

/** The session cookie (name and value) a request carries. */
export function sessionCookie(headers: Headers): string | undefined {
  return headers.get('cookie')?.match(/(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/)?.[1];
}

export async function callerFromHeaders(headers: Headers, now = Date.now()): Promise<Caller> {
  const cookie = sessionCookie(headers);
  if (!cookie) return {userID: null, sessionEnded: false};
  const known = remembered.get(cookie);
  if (known && known.until > now) return {userID: known.userID};
  const userID = (await sessionFromHeaders(headers))?.user.id;
  if (remembered.size >= MAX_REMEMBERED) {
    for (const [key, entry] of remembered) if (entry.until <= now) remembered.delete(key);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  }
  if (!userID) {
    remembered.delete(cookie);
    return {userID: null, sessionEnded: true};
  }
  remembered.set(cookie, {userID, until: now + REMEMBER_MS});
  return {userID};
}

/** Forgets what was remembered of the sessions that have ended (a sign-out ends one, a password reset all of a
 * learner's), so that the next request with their cookie asks the session store again. */
export function forgetSessions(ended: (cookie: string, userID: string) => boolean) {
  for (const [cookie, entry] of remembered) if (ended(cookie, entry.userID)) remembered.delete(cookie);
}

/** The signed-in caller's id, for endpoints that answer only a learner; a visitor is refused (`forbidden`). */
export async function signedInCallerID(headers: Headers): Promise<string> {
  const {userID} = await callerFromHeaders(headers);
  if (!userID) throw new NotSignedInError();
  return userID;
}
