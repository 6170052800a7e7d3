// What the learner is told about Zero's connection.
import type {ConnectionState} from '@rocicorp/zero';

export type ConnectionStatus = {label: string; tone: 'ok' | 'busy' | 'warn' | 'bad'; detail: string};

const OFFLINE: ConnectionStatus = {
  label: 'Offline',
  tone: 'warn',
  detail: 'You are offline. Your changes are kept on this device and sync when you are back online.',
};

const SYNCING: ConnectionStatus = {label: 'Syncing…', tone: 'busy', detail: 'Sending the changes kept on this device.'};

/** `online`: what the browser says of the network (its online and offline events), followed at once: Zero notices a
 * lost connection only after two unanswered pings (about 10 s), and back online it may still call a dead socket
 * connected. `waiting`: the learner's writes not yet confirmed; while any waits, nothing is "Synced". */
export function connectionStatus(
  state: ConnectionState,
  signedIn: boolean,
  online = true,
  waiting = 0,
): ConnectionStatus {
  if (!online && state.name !== 'needs-auth' && state.name !== 'closed') return OFFLINE;
  switch (state.name) {
    case 'connected':
      if (waiting > 0) return SYNCING;
      return {
        label: signedIn ? 'Synced' : 'Online',
        tone: 'ok',
        detail: signedIn
          ? 'Changes save and sync to your other devices at once.'
          : 'Connected. Sign in to keep your progress.',
      };
    case 'connecting':
      return {
        label: 'Connecting…',
        tone: 'busy',
        detail: 'Changes are kept on this device and will sync when the connection is back.',
      };
    case 'disconnected':
      return OFFLINE;
    case 'needs-auth':
      return {label: 'Sign in needed', tone: 'bad', detail: 'Your session has ended. Sign in again to keep syncing.'};
    case 'error':
      // The reason is the server's or the driver's text: it goes to the console, never to the learner.
      return {
        label: 'Sync error',
        tone: 'bad',
        detail:
          'Syncing stopped after a server error. It reconnects on its own; your changes are kept on this device meanwhile.',
      };
    case 'closed':
      return {label: 'Closed', tone: 'warn', detail: 'The sync connection was closed.'};
    default: {
      const unknown: never = state;
      throw new Error(`Unknown connection state ${JSON.stringify(unknown)}`);
    }
  }
}
