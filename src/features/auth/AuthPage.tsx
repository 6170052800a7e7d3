import {useState, type FormEvent} from 'react';
import {Link} from '@tanstack/react-router';
import {announceSessionChanged, forgetLastUser} from '../../app/session/session.ts';
import {authClient} from './auth-client.ts';
import {
  authErrorMessage,
  fieldErrors,
  forgotPasswordForm,
  signInForm,
  signUpForm,
  type FieldErrors,
} from './auth-forms.ts';
import {useSession} from '../../app/session/use-session.ts';
import {safeRedirectPath} from '../../app/safe-redirect.ts';

export type AuthMode = 'sign-in' | 'sign-up' | 'forgot';

const TITLES: Record<AuthMode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create your account',
  forgot: 'Reset your password',
};

function Field({
  label,
  name,
  type,
  autoComplete,
  error,
}: {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  error?: string;
}) {
  const id = `auth-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        required={name !== 'name'}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function AuthPage({mode, reason, redirect}: {mode: AuthMode; reason?: 'expired'; redirect?: string}) {
  const {user} = useSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [mailed, setMailed] = useState<{to: string; about: 'reset' | 'account'} | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const form = mode === 'sign-in' ? signInForm : mode === 'sign-up' ? signUpForm : forgotPasswordForm;
    const parsed = form.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const {data, error} = await request(mode, parsed.data as {email: string; password: string; name?: string});
    setBusy(false);
    if (error) return setErrors({form: authErrorMessage(error)});
    if (mode === 'forgot') return setMailed({to: parsed.data.email, about: 'reset'});
    // A sign-up with an address that has an account signs no one in; its owner is sent an email saying how to go on
    // (server/registered-address-sign-up.ts).
    if (data && 'token' in data && data.token === null) return setMailed({to: parsed.data.email, about: 'account'});
    forgetLastUser();
    announceSessionChanged();
    // Signed in, a learner lands on their dashboard unless they came from a page of this site.
    location.assign(safeRedirectPath(redirect, location.origin) ?? '/dashboard');
  }

  if (user && !reason) {
    return (
      <div className="page narrow">
        <h1>You are signed in</h1>
        <p>
          Signed in as <strong>{user.email}</strong>.
        </p>
        <Link to="/dashboard" className="button">
          Continue to your dashboard
        </Link>
      </div>
    );
  }

  return (
    <div className="page narrow">
      <h1>{TITLES[mode]}</h1>
      {reason === 'expired' && (
        <p className="callout callout-warn">Your session has ended. Sign in again to keep syncing.</p>
      )}
      {mailed?.about === 'reset' ? (
        <p className="callout callout-ok" data-testid="reset-sent">
          If an account exists for <strong>{mailed.to}</strong>, a link to reset its password is on its way.
        </p>
      ) : mailed?.about === 'account' ? (
        <p className="callout callout-ok" data-testid="sign-up-mailed">
          Check your email: we have sent <strong>{mailed.to}</strong> a message saying how to go on.
        </p>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {mode === 'sign-up' && (
            <Field label="Name (optional)" name="name" type="text" autoComplete="nickname" error={errors.name} />
          )}
          <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          {mode !== 'forgot' && (
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              error={errors.password}
            />
          )}
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy
              ? 'Please wait…'
              : mode === 'sign-in'
                ? 'Sign in'
                : mode === 'sign-up'
                  ? 'Create account'
                  : 'Send reset link'}
          </button>
        </form>
      )}
      <nav className="auth-switch" aria-label="Other options">
        {mode !== 'sign-in' && (
          <Link to="/auth" search={{mode: 'sign-in', redirect}}>
            I have an account: sign in
          </Link>
        )}
        {mode !== 'sign-up' && (
          <Link to="/auth" search={{mode: 'sign-up', redirect}}>
            New here? Create an account
          </Link>
        )}
        {mode !== 'forgot' && (
          <Link to="/auth" search={{mode: 'forgot'}}>
            Forgot your password?
          </Link>
        )}
      </nav>
    </div>
  );
}

function request(mode: AuthMode, form: {email: string; password: string; name?: string}) {
  switch (mode) {
    case 'sign-in':
      return authClient.signIn.email({email: form.email, password: form.password});
    case 'sign-up':
      return authClient.signUp.email({
        email: form.email,
        password: form.password,
        name: form.name || form.email.split('@')[0]!,
      });
    case 'forgot':
      return authClient.requestPasswordReset({email: form.email, redirectTo: '/reset-password'});
  }
}
