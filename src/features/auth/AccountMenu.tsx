import {useState} from 'react';
import {Link} from '@tanstack/react-router';
import {useSession} from './use-session.ts';
import {signOut} from './sign-out.ts';

export function AccountMenu() {
  const {user, zero} = useSession();
  const [busy, setBusy] = useState(false);
  if (!user) return <Link to="/auth" className="button button-small" data-testid="sign-in-link">Sign in</Link>;
  return (
    <span className="account">
      <span className="account-email" data-testid="account-email" title={user.email}>{user.user_metadata.name || user.email}</span>
      <button type="button" className="button button-small button-secondary" disabled={busy} onClick={() => {
        setBusy(true);
        void signOut(zero);
      }}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
    </span>
  );
}
