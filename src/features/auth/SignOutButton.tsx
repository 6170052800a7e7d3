// Signing out, loaded with Zero: writes not yet on the server belong to this account, so with any pending the
// learner chooses to keep them for its next sign-in here or to drop them; they are never sent as anyone else.
import {useState} from 'react';
import type {UserClaims} from '../../../schema/user-claims.ts';
import {useSession} from '../../app/session/use-session.ts';
import {signOut} from './sign-out.ts';
import {ConfirmDialog} from '../../components/ConfirmDialog.tsx';
import {usePendingWrites, writeOutboxFor} from '../../app/outbox/use-outbox.ts';
import {pendingWritesLabel} from '../outbox/write-words.ts';

export function SignOutButton({user}: {user: UserClaims}) {
  const {zero} = useSession();
  const pending = usePendingWrites(zero);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const leave = async (discardPending: boolean) => {
    setAsking(false);
    setBusy(true);
    if (discardPending) await writeOutboxFor(zero)?.discardAll();
    await signOut(zero);
  };

  return (
    <>
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={busy}
        onClick={() => {
          if (pending.length) setAsking(true);
          else void leave(false);
        }}
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <ConfirmDialog
        open={asking}
        title="Sign out with work not yet saved?"
        testID="sign-out-pending"
        onCancel={() => setAsking(false)}
        actions={[
          {label: 'Keep them and sign out', onSelect: () => void leave(false), testID: 'sign-out-keep'},
          {
            label: `Discard ${pending.length} and sign out`,
            onSelect: () => void leave(true),
            tone: 'danger',
            testID: 'sign-out-discard',
          },
        ]}
      >
        <p>
          {pendingWritesLabel(pending)}: the server has not received {pending.length === 1 ? 'it' : 'them'} yet.
        </p>
        <p>
          Keep {pending.length === 1 ? 'it' : 'them'} on this device to send when you next sign in here as {user.email},
          or discard {pending.length === 1 ? 'it' : 'them'}.
        </p>
      </ConfirmDialog>
    </>
  );
}
