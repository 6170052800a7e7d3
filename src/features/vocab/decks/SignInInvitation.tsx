// A visitor's "Your decks" panel of /vocab: what their own decks would be, and the way in.
import {Link, useLocation} from '@tanstack/react-router';

export function SignInInvitation() {
  const here = useLocation({select: (location) => location.href});
  return (
    <div className="vocab-invitation" data-testid="vocab-sign-in-invitation">
      <p>Build your own decks: your words, in your order, practised with spaced repetition and shared with friends.</p>
      <Link to="/auth" search={{mode: 'sign-in', redirect: here}} className="button">
        Sign in to make decks
      </Link>
      <p className="hint">
        No account?{' '}
        <Link to="/auth" search={{mode: 'sign-up', redirect: here}}>
          Create one
        </Link>{' '}
        for free.
      </p>
    </div>
  );
}
