// What the sign-in, sign-up and password forms accept, and how better-auth's answers read to a learner.
import {z} from 'zod';
import {MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH} from '../../../schema/accounts.ts';
const email = z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address'));
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const signInForm = z.object({email, password: z.string().min(1, 'Enter your password')});
export const signUpForm = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters`),
  email,
  password,
});
export const forgotPasswordForm = z.object({email});
export const resetPasswordForm = z
  .object({password, confirm: z.string()})
  .refine((form) => form.password === form.confirm, {message: 'The two passwords differ', path: ['confirm']});

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** better-auth error → a sentence for the learner. */
export function authErrorMessage(error: {status?: number; code?: string; message?: string} | null | undefined): string {
  if (!error) return 'Unknown error occurred';
  // The server's refusal says how long to wait (server/auth-rate-limit-answer.ts).
  if (error.status === 429) return error.message || 'Too many attempts. Wait a while and try again.';
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'That email and password do not match an account.';
    case 'INVALID_TOKEN':
      return 'This reset link is invalid or has expired. Ask for a new one.';
    case 'PASSWORD_TOO_SHORT':
      return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    default:
      return error.message || 'Unknown error occurred';
  }
}
