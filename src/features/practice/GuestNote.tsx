import {Link, useLocation} from '@tanstack/react-router';

/** Anonymous visitors practise freely; nothing is saved, and they are told so once, quietly. */
export function GuestNote() {
  const here = useLocation({select: (location) => location.href});
  return (
    <p className="practice-guest hint" data-testid="practice-guest-note">
      Practising as a guest: your answers are not saved.{' '}
      <Link to="/auth" search={{mode: 'sign-in', redirect: here}}>
        Sign in
      </Link>{' '}
      to keep your progress.
    </p>
  );
}
