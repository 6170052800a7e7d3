// Who is calling: the better-auth session behind the request's cookie, or nobody.
import {auth, type AuthSession} from './auth.ts';

export async function sessionFromHeaders(headers: Headers): Promise<AuthSession | null> {
  return auth.api.getSession({headers});
}

export async function userIDFromHeaders(headers: Headers): Promise<string | null> {
  return (await sessionFromHeaders(headers))?.user.id ?? null;
}
