// What the end of a run says about its path step: saved as completed, being saved, misses still to answer right, or
// sign in to keep it.
import {Link, useLocation} from '@tanstack/react-router';
import type {CompletionState} from './use-complete-on-finish.ts';

export function CompletionNote({state, title}: {state: CompletionState; title: string}) {
  const here = useLocation({select: (location) => location.href});
  switch (state) {
    case 'saved':
      return (
        <p className="callout callout-ok" role="status" data-testid="completion-note" data-state={state}>
          ✓ “{title}” is marked complete on your path.
        </p>
      );
    case 'saving':
      return (
        <p className="hint" role="status" data-testid="completion-note" data-state={state}>
          Saving your progress…
        </p>
      );
    case 'failed':
      return (
        <p className="callout callout-warn" role="status" data-testid="completion-note" data-state={state}>
          Your progress could not be saved this time.
        </p>
      );
    case 'misses-left':
      return (
        <p className="hint" data-testid="completion-note" data-state={state}>
          Retry the misses until each one is right to complete “{title}”.
        </p>
      );
    case 'signed-out':
      return (
        <p className="hint" data-testid="completion-note" data-state={state}>
          <Link to="/auth" search={{mode: 'sign-in', redirect: here}}>
            Sign in
          </Link>{' '}
          to mark this step of your path complete.
        </p>
      );
    default:
      return null;
  }
}
