import {useState, type FormEvent} from 'react';
import {Link} from '@tanstack/react-router';
import {authClient} from './auth-client.ts';
import {authErrorMessage, fieldErrors, resetPasswordForm, type FieldErrors} from './auth-forms.ts';

export function ResetPasswordPage({token, linkError}: {token?: string; linkError?: string}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token || linkError) {
    return (
      <div className="page narrow">
        <h1>Reset your password</h1>
        <p className="callout callout-warn">{authErrorMessage({code: 'INVALID_TOKEN'})}</p>
        <Link to="/auth" search={{mode: 'forgot'}} className="button">
          Ask for a new link
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordForm.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    const {error} = await authClient.resetPassword({newPassword: parsed.data.password, token});
    setBusy(false);
    if (error) return setErrors({form: authErrorMessage(error)});
    setDone(true);
  }

  return (
    <div className="page narrow">
      <h1>Choose a new password</h1>
      {done ? (
        <>
          <p className="callout callout-ok" data-testid="reset-done">
            Your password has been changed. Sign in with the new one.
          </p>
          <Link to="/auth" search={{mode: 'sign-in'}} className="button">
            Sign in
          </Link>
        </>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor="new-password">New password</label>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={Boolean(errors.password)}
            />
            {errors.password && <p className="field-error">{errors.password}</p>}
          </div>
          <div className="field">
            <label htmlFor="confirm-password">Repeat it</label>
            <input
              id="confirm-password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={Boolean(errors.confirm)}
            />
            {errors.confirm && <p className="field-error">{errors.confirm}</p>}
          </div>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      )}
    </div>
  );
}
