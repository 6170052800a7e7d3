// Accounts: better-auth on the shared pool. Its tables live in schema `auth`, which zero-cache never replicates.
import {betterAuth} from 'better-auth';
import {AUTH_SECRET, IS_PRODUCTION, PORT, PUBLIC_URL, SECURE_COOKIES} from './config.ts';
import {kysely, sql} from './db.ts';
import {sendEmail} from './mailer.ts';
import {AUTH_RATE_LIMITS} from './auth-rate-limits.ts';
import {MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH} from '../schema/accounts.ts';
import {newProfileSettings} from './new-profile-settings.ts';
import {forgetPasswordResetLinks} from './password-reset-links.ts';
import {answerRegisteredAddressAsNew, checkNameBeforeSignUp} from './registered-address-sign-up.ts';

export const auth = betterAuth({
  baseURL: PUBLIC_URL,
  basePath: '/api/auth',
  secret: AUTH_SECRET,
  // On a developer's machine the app answers on localhost and 127.0.0.1 alike.
  trustedOrigins: IS_PRODUCTION ? [PUBLIC_URL] : [PUBLIC_URL, `http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
  database: {db: kysely, type: 'postgres', schemaName: 'auth', transaction: true},
  emailAndPassword: {
    enabled: true,
    autoSignIn: true,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    maxPasswordLength: MAX_PASSWORD_LENGTH,
    revokeSessionsOnPasswordReset: true,
    onPasswordReset: ({user}) => forgetPasswordResetLinks(user.id),
    sendResetPassword: async ({user, url}) => {
      await sendEmail({
        to: user.email,
        subject: 'Reset your Genki Study password',
        text: `Someone asked to reset the password of your Genki Study account.\n\nOpen this link within an hour to choose a new one:\n${url}\n\nIf it was not you, ignore this email.`,
      });
    },
  },
  // Limits are kept in Postgres so several server instances share them.
  rateLimit: {
    enabled: true,
    storage: 'database',
    window: 60,
    max: 100,
    customRules: AUTH_RATE_LIMITS,
  },
  // Requirements §9: sessions last 400 days (the most a browser keeps a cookie), renewed daily while in use.
  session: {expiresIn: 400 * 24 * 60 * 60, updateAge: 24 * 60 * 60},
  advanced: {useSecureCookies: SECURE_COOKIES},
  hooks: {before: checkNameBeforeSignUp, after: answerRegisteredAddressAsNew},
  databaseHooks: {
    user: {
      create: {
        // Every account starts with a profile row, holding the settings the visitor chose before signing up.
        after: async (user, context) => {
          const now = new Date();
          const preferences = newProfileSettings(context?.headers?.get('cookie') ?? '');
          await sql`insert into public.profiles (user_id, user_preferences, created_at, updated_at)
                    values (${user.id}, ${sql.json(preferences)}, ${now}, ${now}) on conflict (user_id) do nothing`;
        },
      },
    },
  },
  telemetry: {enabled: false},
});

export type AuthSession = NonNullable<Awaited<ReturnType<typeof auth.api.getSession>>>;
