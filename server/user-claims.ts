// The signed-in user's claims in the shape of spec §3.1; "Authentication failed" with an empty user otherwise.
import {Hono} from 'hono';
import {sessionFromHeaders} from './session.ts';
import type {AuthSession} from './auth.ts';
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

export async function readUserClaims(headers: Headers): Promise<UserClaimsResult> {
  try {
    const session = await sessionFromHeaders(headers);
    if (session) return {user: claimsOf(session), error: null};
  } catch (error) {
    console.error('reading the session failed', error);
  }
  return {user: null, error: AUTHENTICATION_FAILED};
}

export const userClaimsEndpoint = new Hono().get('/', async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await readUserClaims(c.req.raw.headers));
});
