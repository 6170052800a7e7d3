// Zero stops trying after a server error (the API answering 5xx while the database restarts, zero-cache restarting):
// its `error` state never retries by itself. Pending writes wait in the outbox for the connection, so it is brought
// back here, with the outbox's backoff, until a connection succeeds.
import {useEffect, useRef} from 'react';
import type {ConnectionState} from '@rocicorp/zero';
import type {AppZero} from '../zero.ts';
import {retryDelay} from '../retry-delay.ts';

export function useReconnectAfterError(zero: AppZero, state: ConnectionState) {
  const attempts = useRef(0);
  useEffect(() => {
    if (state.name === 'connected') attempts.current = 0;
    if (state.name !== 'error') return;
    console.warn('sync stopped after an error; reconnecting', state.reason);
    const timer = setTimeout(() => void zero.connection.connect(), retryDelay(++attempts.current));
    return () => clearTimeout(timer);
  }, [zero, state]);
}
