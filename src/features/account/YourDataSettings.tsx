// "Your data" on the settings page: download everything the learner owns as one JSON file, and delete the account
// (every row of theirs) once they have typed their email address to confirm.
import {useState, type FormEvent} from 'react';
import {useSession} from '../../app/session/use-session.ts';
import {useNotify} from '../../app/notices/notices.ts';
import {deleteAccount} from './account-api.ts';

export function YourDataSettings() {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const refusal = await deleteAccount(zero, confirmEmail);
    // On success the page has already moved on.
    setBusy(false);
    if (refusal) {
      setError(refusal);
      notify('error', `Your account was not deleted: ${refusal}`);
    }
  };

  return (
    <div className="your-data">
      <div>
        <p>
          Download everything you have here: settings, decks and their words, cards and every review, progress and
          practice sessions.
        </p>
        <a className="button button-secondary" href="/api/account/export" download data-testid="export-data">
          Download my data (JSON)
        </a>
      </div>
      <div className="callout danger-zone">
        <h3>Delete my account</h3>
        <p>
          This deletes your account and everything in it, on every device. It cannot be undone; download your data first
          if you want to keep it.
        </p>
        {confirming ? (
          <form className="form" onSubmit={(event) => void submit(event)}>
            <div className="field">
              <label htmlFor="confirm-email">Type your email address ({user.email}) to confirm</label>
              <input
                id="confirm-email"
                type="email"
                autoComplete="off"
                value={confirmEmail}
                onChange={(event) => setConfirmEmail(event.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'confirm-email-error' : undefined}
                data-testid="confirm-email"
              />
              {error && (
                <p className="field-error" id="confirm-email-error" role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="button-row">
              <button
                type="submit"
                className="button button-danger"
                disabled={busy || confirmEmail.trim() === ''}
                data-testid="confirm-delete"
              >
                {busy ? 'Deleting…' : 'Delete my account and all my data'}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                Keep my account
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className="button button-danger"
            onClick={() => setConfirming(true)}
            data-testid="delete-account"
          >
            Delete my account…
          </button>
        )}
      </div>
    </div>
  );
}
