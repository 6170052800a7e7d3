// Which sessions an account request ends once better-auth has done it: a sign-out its own session, a password reset
// every session of the learner (revokeSessionsOnPasswordReset). Looked up before the request runs: the reset spends
// the token that names the learner.
import {z} from 'zod';
import {sql} from './db.ts';
import {sessionCookie} from './session.ts';

const resetRequest = z.object({token: z.string().max(64)});

export async function sessionsEndedBy(
  path: string,
  request: Request,
): Promise<{cookie: string} | {userID: string} | null> {
  if (path.endsWith('/sign-out')) {
    const cookie = sessionCookie(request.headers);
    return cookie ? {cookie} : null;
  }
  if (path.endsWith('/reset-password') && request.method === 'POST') {
    const body = resetRequest.safeParse(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
    if (!body.success) return null;
    const [verification] = await sql<{value: string}[]>`
      select value from auth.verification where identifier = ${`reset-password:${body.data.token}`}`;
    return verification ? {userID: verification.value} : null;
  }
  return null;
}
