// The signed-in user's claims in the shape of requirements §3.1; "Authentication failed" with an empty user otherwise.
import {Hono} from 'hono';
import {sessionFromHeaders} from './session.ts';
import type {AuthSession} from './auth.ts';
import {refusalOfError} from './refusal-of-error.ts';
import {REFUSAL_STATUS} from '../schema/refusals.ts';
import {AUTHENTICATION_FAILED, type UserClaims, type UserClaimsResult} from '../schema/user-claims.ts';

function claimsOf(session: AuthSession): UserClaims {
  const {user} = session;
  return {
    id: user.id,
    email: user.email,
    phone: '',
    app_metadata: {provider: 'email'},
    user_metadata: {name: user.name, email_verified: user.emailVerified},
    role: 'authenticated',
    aud: 'authenticated',
    created_at: '',
    is_anonymous: false,
  };
}

/** The caller's claims; null when no session opens. Throws when the session store cannot be read: that is not
 * "signed out", and must not make the client forget the learner. */
export async function readUserClaims(headers: Headers): Promise<UserClaimsResult> {
  const session = await sessionFromHeaders(headers);
  return session ? {user: claimsOf(session), error: null} : {user: null, error: AUTHENTICATION_FAILED};
}

export const userClaimsEndpoint = new Hono().get('/', async (c) => {
  c.header('cache-control', 'no-store');
  try {
    return c.json(await readUserClaims(c.req.raw.headers));
  } catch (error) {
    console.error('reading the session failed', error);
    const refusal = refusalOfError(error);
    return c.json(
      {code: refusal.code, message: refusal.message, user: null, error: AUTHENTICATION_FAILED},
      REFUSAL_STATUS[refusal.code],
    );
  }
});
