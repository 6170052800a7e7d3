// better-auth's HTTP API under /api/auth. Rate limits key on the client address, so that address must be one
// the client cannot choose: the socket's peer, unless a trusted reverse proxy sets X-Forwarded-For.
import {Hono} from 'hono';
import type {HttpBindings} from '@hono/node-server';
import {auth} from './auth.ts';
import {SECURE_COOKIES, TRUST_PROXY} from './config.ts';
import {withFirstValidationIssue} from './auth-validation-message.ts';
import {withSignedInMark} from './signed-in-mark.ts';

function withClientAddress(request: Request, socketAddress: string | undefined): Request {
  if (TRUST_PROXY) return request;
  const headers = new Headers(request.headers);
  headers.delete('x-forwarded-for');
  if (socketAddress) headers.set('x-forwarded-for', socketAddress.replace(/^::ffff:/, ''));
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  return new Request(request.url, {method: request.method, headers, body, duplex: 'half'} as RequestInit);
}

export const authRoutes = new Hono<{Bindings: Partial<HttpBindings>}>().on(['GET', 'POST'], '/*', async (c) =>
  withSignedInMark(await withFirstValidationIssue(await auth.handler(withClientAddress(c.req.raw, c.env?.incoming?.socket.remoteAddress))), SECURE_COOKIES),
);
