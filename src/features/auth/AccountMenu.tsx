import {Link} from '@tanstack/react-router';
import {useSession} from '../../app/session/use-session.ts';
import {zeroPart} from '../../app/WithZero.tsx';

// Sign-out needs Zero (pending writes, this learner's synced data to delete): until it is there, the button waits.
const SignOutButton = zeroPart(
  () => import('./SignOutButton.tsx').then((module) => module.SignOutButton),
  () => (
    <button type="button" className="button button-small button-secondary" disabled>
      Sign out
    </button>
  ),
);

export function AccountMenu() {
  const {user} = useSession();
  if (!user)
    return (
      <Link to="/auth" className="button button-small" data-testid="sign-in-link">
        Sign in
      </Link>
    );
  return (
    <span className="account">
      <span className="account-email" data-testid="account-email" title={user.email}>
        {user.user_metadata.name || user.email}
      </span>
      <SignOutButton user={user} />
    </span>
  );
}
