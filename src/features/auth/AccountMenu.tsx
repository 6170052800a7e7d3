import {useState} from 'react';
import {Link} from '@tanstack/react-router';
import {useSession} from './use-session.ts';
import {signOut} from './sign-out.ts';
import {ConfirmDialog} from '../../components/ConfirmDialog.tsx';
import {usePendingWrites, writeOutboxFor} from '../../app/outbox/write-outbox.ts';
import {pendingWritesLabel} from '../outbox/pending-label.ts';

export function AccountMenu() {
  const {user, zero} = useSession();
  const pending = usePendingWrites(zero);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!user) return <Link to="/auth" className="button button-small" data-testid="sign-in-link">Sign in</Link>;

  const leave = async (discardPending: boolean) => {
    setAsking(false);
    setBusy(true);
    if (discardPending) await writeOutboxFor(zero)?.discard();
    await signOut(zero);
  };

  return (
    <span className="account">
      <span className="account-email" data-testid="account-email" title={user.email}>{user.user_metadata.name || user.email}</span>
      <button type="button" className="button button-small button-secondary" disabled={busy} onClick={() => {
        // Writes not yet on the server belong to this account: kept for its next sign-in here, or dropped, never
        // sent as anyone else.
        if (pending.length) setAsking(true);
        else void leave(false);
      }}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <ConfirmDialog open={asking} title="Sign out with work not yet saved?" testID="sign-out-pending" onCancel={() => setAsking(false)}
        actions={[
          {label: 'Keep them and sign out', onSelect: () => void leave(false), testID: 'sign-out-keep'},
          {label: `Discard ${pending.length} and sign out`, onSelect: () => void leave(true), tone: 'danger', testID: 'sign-out-discard'},
        ]}>
        <p>{pendingWritesLabel(pending)}: the server has not received {pending.length === 1 ? 'it' : 'them'} yet.</p>
        <p>Keep {pending.length === 1 ? 'it' : 'them'} on this device to send when you next sign in here as {user.email}, or discard {pending.length === 1 ? 'it' : 'them'}.</p>
      </ConfirmDialog>
    </span>
  );
}
