// /api/account: the signed-in learner's data. GET /export downloads everything they own as one JSON file;
// POST /delete {confirmEmail} deletes the account and every row of theirs once they typed their address.
import {Hono} from 'hono';
import {z} from 'zod';
import {sql} from '../db.ts';
import {sessionFromHeaders} from '../session.ts';
import {deleteAccount, exportAccount} from './account-data.ts';
import {NotSignedInError} from '../../schema/context.ts';
import {Refusal} from '../../schema/refusals.ts';
import {refusalOfInvalidRequest} from '../refusal-of-error.ts';

export const deleteAccountRequest = z.strictObject({
  confirmEmail: z.string().trim().min(1, 'Type your email address to confirm').max(320),
});

const SESSION_COOKIES = [
  'better-auth.session_token',
  '__Secure-better-auth.session_token',
  'better-auth.session_data',
  '__Secure-better-auth.session_data',
];

async function signedInUser(headers: Headers) {
  // Looked up afresh (not from the short-lived cache of session.ts): these are the account's most serious actions.
  const session = await sessionFromHeaders(headers);
  if (!session) throw new NotSignedInError();
  return session.user;
}

export const accountRoutes = new Hono()
  .get('/export', async (c) => {
    const user = await signedInUser(c.req.raw.headers);
    const now = Date.now();
    const data = await exportAccount(sql, user.id, now);
    if (!data) throw new Refusal('not-found', 'This account no longer exists');
    c.header('cache-control', 'no-store');
    c.header(
      'content-disposition',
      `attachment; filename="genki-study-export-${new Date(now).toISOString().slice(0, 10)}.json"`,
    );
    return c.json(data);
  })
  .post('/delete', async (c) => {
    const user = await signedInUser(c.req.raw.headers);
    const request = deleteAccountRequest.safeParse(await c.req.json().catch(() => null));
    if (!request.success) throw refusalOfInvalidRequest(request.error);
    if (request.data.confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
      throw new Refusal('invalid-input', 'That is not the email address of this account');
    }
    if (!(await deleteAccount(sql, user.id))) throw new Refusal('not-found', 'This account no longer exists');
    for (const name of SESSION_COOKIES)
      c.header('set-cookie', `${name}=; Max-Age=0; Path=/; SameSite=Lax`, {append: true});
    return c.json({deleted: true});
  });
