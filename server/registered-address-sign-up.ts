// Signing up must not tell whether an address has an account, or anyone could list our learners by trying addresses.
// better-auth (signing a new account in at once, as here) refuses such an address with "User already exists"; here
// the answer is a new account's instead (status 200, the same fields, a user that was not made) and the owner is
// told by email. It cannot be the same in every way: a new account's answer signs it in (a token and a session
// cookie), and there is no session to give for an account that was not made. Whoever tries an address learns from
// that whether it was free, but only by making an account with it (and at most as often as the sign-up limit allows).
import {z} from 'zod';
import {APIError, createAuthMiddleware, isAPIError} from 'better-auth/api';
import {buildSyntheticUserOutput} from 'better-auth/db';
import {MAX_NAME_LENGTH} from '../schema/accounts.ts';
import {PUBLIC_URL} from './config.ts';
import {sendEmail, type Email} from './mailer.ts';

const SIGN_UP = '/sign-up/email';

/** The sign-up form's rule for names (a name is shown to co-editors of shared decks), held before better-auth looks
 * the address up: a name refused only for a free address would tell the two apart. */
export const checkNameBeforeSignUp = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== SIGN_UP) return;
  const body = z.looseObject({name: z.string()}).safeParse(ctx.body);
  // better-auth refuses a body without a name, in its own words.
  if (!body.success) return;
  const name = body.data.name.trim();
  if (name.length > MAX_NAME_LENGTH)
    throw new APIError('BAD_REQUEST', {message: `Use at most ${MAX_NAME_LENGTH} characters for your name`});
  return {context: {body: {...body.data, name}}};
});

const signUpBody = z.object({email: z.email(), password: z.string(), name: z.string()});

export const answerRegisteredAddressAsNew = createAuthMiddleware(async (ctx) => {
  const refusal = ctx.context.returned;
  if (ctx.path !== SIGN_UP || !isAPIError(refusal) || refusal.body?.code !== 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
    return;
  const {email, password, name} = signUpBody.parse(ctx.body);
  // A new account's answer waits for its password to be hashed; this one takes as long.
  await ctx.context.password.hash(password);
  const owner = email.toLowerCase();
  // Not awaited: how long the mail server takes must not show in the answer.
  sendEmail(registeredAddressEmail(owner)).catch((error: unknown) => console.error('sign-up notice not sent', error));
  const now = new Date();
  const user = buildSyntheticUserOutput(ctx.context.options, {
    // better-auth makes the ids here (advanced.database.generateId is not set), so this is a string.
    id: ctx.context.generateId({model: 'user'}) as string,
    name,
    email: owner,
    emailVerified: false,
    image: null,
    createdAt: now,
    updatedAt: now,
  });
  return Response.json({token: null, user});
});

function registeredAddressEmail(to: string): Email {
  return {
    to,
    subject: 'Someone tried to make a Genki Study account with your address',
    text: `Someone, perhaps you, tried to make a Genki Study account with this email address. It already has one, so nothing was made or changed.\n\nIf it was you, sign in:\n${PUBLIC_URL}/auth?mode=sign-in\n\nIf you have forgotten your password, choose a new one:\n${PUBLIC_URL}/auth?mode=forgot\n\nIf it was not you, ignore this email.`,
  };
}
