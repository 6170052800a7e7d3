// better-auth's HTTP API under /api/auth. Rate limits key on the client address, so that address must be one
// the client cannot choose: the socket's peer, unless a trusted reverse proxy sets X-Forwarded-For.
import {Hono, type Context} from 'hono';
import type {HttpBindings} from '@hono/node-server';
import {auth} from './auth.ts';
import {SECURE_COOKIES, TRUST_PROXY} from './config.ts';
import {withFirstValidationIssue} from './auth-validation-message.ts';
import {withRetryAfter} from './auth-rate-limit-answer.ts';
import {withSignedInMark} from './signed-in-mark.ts';
import {sessionsEndedBy} from './auth-session-ends.ts';
import {endSessions} from './sync-sockets.ts';
import {sql} from './db.ts';

type Bindings = {Bindings: Partial<HttpBindings>};

/** The account routes the app's pages use. better-auth answers many more (a profile or email change, account
 * deletion, social sign-in, session lists); none has a page here, and some would take input nothing else checks (a
 * name of any length, an image URL), so they are not served: their paths get the API's "Not found". */
export const SERVED_AUTH_ROUTES = [
  ['POST', '/sign-up/email'],
  ['POST', '/sign-in/email'],
  ['POST', '/sign-out'],
  ['GET', '/get-session'],
  ['POST', '/request-password-reset'],
  // The emailed link, which forwards to the app's reset page with the token (24 characters); then the new password.
  // A longer path would not fit the rate limiter's key (a database error for every such request).
  ['GET', '/reset-password/:token{[A-Za-z0-9_-]{1,64}}'],
  ['POST', '/reset-password'],
] as const;

function withClientAddress(request: Request, socketAddress: string | undefined): Request {
  if (TRUST_PROXY) return request;
  const headers = new Headers(request.headers);
  headers.delete('x-forwarded-for');
  if (socketAddress) headers.set('x-forwarded-for', socketAddress.replace(/^::ffff:/, ''));
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  return new Request(request.url, {method: request.method, headers, body, duplex: 'half'} as RequestInit);
}

const handleWithBetterAuth = async (c: Context<Bindings>) => {
  const ending = await sessionsEndedBy(c.req.path, c.req.raw);
  const response = await auth.handler(withClientAddress(c.req.raw, c.env?.incoming?.socket.remoteAddress));
  if (ending && response.ok) await endSessions(sql, ending);
  return withSignedInMark(withRetryAfter(await withFirstValidationIssue(response)), SECURE_COOKIES);
};

export const authRoutes = SERVED_AUTH_ROUTES.reduce(
  (routes, [method, path]) => routes.on(method, path, handleWithBetterAuth),
  new Hono<Bindings>(),
);
