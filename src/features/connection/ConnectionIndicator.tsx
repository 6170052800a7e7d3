import {useEffect} from 'react';
import {useConnectionState, useZero} from '@rocicorp/zero/react';
import {useNavigate} from '@tanstack/react-router';
import {connectionStatus} from './connection-status.ts';
import {useSession} from '../auth/use-session.ts';
import {useReconnectAfterError} from './use-reconnect-after-error.ts';

export function ConnectionIndicator() {
  const state = useConnectionState();
  const zero = useZero();
  const navigate = useNavigate();
  const {user} = useSession();
  const status = connectionStatus(state, Boolean(user));
  useReconnectAfterError(zero, state);

  // A session that ended elsewhere (signed out in another browser, expired): this tab's data must not linger.
  useEffect(() => {
    if (state.name === 'needs-auth' && user) void navigate({to: '/auth', search: {reason: 'expired'}});
  }, [state.name, user, navigate]);

  return (
    <span className={`connection connection-${status.tone}`} title={status.detail} data-testid="connection-state" data-state={state.name}>
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-label">{status.label}</span>
      {state.name === 'error' && (
        <button type="button" className="link-button" onClick={() => void zero.connection.connect()}>Retry</button>
      )}
    </span>
  );
}
