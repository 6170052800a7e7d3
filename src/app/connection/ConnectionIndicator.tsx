import {useEffect} from 'react';
import {useConnectionState, useZero} from '@rocicorp/zero/react';
import {useNavigate} from '@tanstack/react-router';
import {useSession} from '../session/use-session.ts';
import {useReconnectAfterError} from './use-reconnect-after-error.ts';
import {ConnectionBadge} from './ConnectionBadge.tsx';
import {usePendingWrites} from '../outbox/use-outbox.ts';

export function ConnectionIndicator() {
  const state = useConnectionState();
  const zero = useZero();
  const navigate = useNavigate();
  const {user} = useSession();
  // A write stopped after its attempts waits for the learner (Retry or Discard), not for the connection.
  const waiting = usePendingWrites(zero).filter((entry) => !entry.refused && !entry.parked).length;
  useReconnectAfterError(zero, state);

  // A session that ended elsewhere (signed out in another browser, expired): this tab's data must not linger.
  useEffect(() => {
    if (state.name === 'needs-auth' && user) void navigate({to: '/auth', search: {reason: 'expired'}});
  }, [state.name, user, navigate]);

  return <ConnectionBadge state={state} waiting={waiting} onRetry={() => void zero.connection.connect()} />;
}
