// How the connection looks in the header; ConnectionIndicator feeds it Zero's state. Until Zero has started, a
// learner's page is connecting; a visitor's static page runs no Zero and shows nothing.
import type {ConnectionState} from '@rocicorp/zero';
import {connectionStatus} from './connection-status.ts';
import {useSession} from '../session/use-session.ts';
import {useOnline} from './use-online.ts';

const STARTING: ConnectionState = {name: 'connecting'};

/** `waiting`: how many of the learner's writes wait to be confirmed. */
export function ConnectionBadge({
  state = STARTING,
  waiting = 0,
  onRetry,
}: {
  state?: ConnectionState;
  waiting?: number;
  onRetry?: () => void;
}) {
  const {user} = useSession();
  const online = useOnline();
  const status = connectionStatus(state, Boolean(user), online, waiting);
  return (
    <span
      className={`connection connection-${status.tone}`}
      title={status.detail}
      data-testid="connection-state"
      data-state={state.name}
      data-online={online}
    >
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-label">{status.label}</span>
      {state.name === 'error' && onRetry && (
        <button type="button" className="link-button" onClick={onRetry}>
          Retry
        </button>
      )}
    </span>
  );
}

export function ConnectionBeforeZero() {
  const {user} = useSession();
  return user ? <ConnectionBadge /> : null;
}
