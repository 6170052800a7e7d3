import {afterEach, expect, test, vi} from 'vitest';
import type {ConnectionState} from '@rocicorp/zero';
import {connectionStatus} from '../../src/app/connection/connection-status.ts';
import {isChunkLoadError, reloadOnceForChunkError} from '../../src/app/chunk-reload.ts';
import {resolveTheme} from '../../src/app/settings/color-mode.ts';

test('every connection state has its own label', () => {
  const states: ConnectionState[] = [
    {name: 'connected'},
    {name: 'connecting'},
    {name: 'disconnected', reason: 'offline'},
    {name: 'needs-auth', reason: {type: 'query', status: 401}},
    {name: 'error', reason: 'boom'},
    {name: 'closed', reason: 'closed'},
  ];
  expect(states.map((state) => connectionStatus(state, true).label)).toEqual([
    'Synced',
    'Connecting…',
    'Offline',
    'Sign in needed',
    'Sync error',
    'Closed',
  ]);
  expect(connectionStatus({name: 'connected'}, false).label).toBe('Online');
  // The server's or the driver's words never reach the learner.
  const error = connectionStatus(
    {name: 'error', reason: 'connect ECONNREFUSED 127.0.0.1:5432 (PostgresError: terminating connection)'},
    true,
  );
  expect(error.detail).not.toMatch(/ECONNREFUSED|Postgres|127\.0\.0\.1/);
  expect(error.detail).toContain('reconnects on its own');
});

test('the browser going offline shows at once, whatever Zero has noticed yet', () => {
  expect(connectionStatus({name: 'connected'}, true, false).label).toBe('Offline');
  expect(connectionStatus({name: 'connecting'}, true, false).detail).toContain('kept on this device');
  expect(connectionStatus({name: 'needs-auth', reason: {type: 'query', status: 401}}, true, false).label).toBe(
    'Sign in needed',
  );
});

test('connected with changes still waiting is "Syncing…", never "Synced"', () => {
  expect(connectionStatus({name: 'connected'}, true, true, 1)).toMatchObject({label: 'Syncing…', tone: 'busy'});
  expect(connectionStatus({name: 'connected'}, true, true, 0).label).toBe('Synced');
  expect(connectionStatus({name: 'connected'}, true, false, 1).label).toBe('Offline');
});

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

test('a failed chunk reloads the page once, not in a loop', () => {
  const reload = vi.fn();
  vi.stubGlobal('location', {reload});
  const storage = memoryStorage();
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/settings-abc.js',
  );
  expect(reloadOnceForChunkError(chunkError, storage)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadOnceForChunkError(chunkError, storage)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  // Another chunk failing is another deploy's worth of news: it gets its own reload.
  expect(
    reloadOnceForChunkError(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/auth-def.js'),
      storage,
    ),
  ).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('a chunk the router already reloaded for is not reloaded again', () => {
  const reload = vi.fn();
  vi.stubGlobal('location', {reload});
  const storage = memoryStorage();
  const message = 'Failed to fetch dynamically imported module: http://localhost/assets/settings-abc.js';
  storage.setItem(`tanstack_router_reload:${message}`, '1');
  expect(reloadOnceForChunkError(new TypeError(message), storage)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('other errors never reload', () => {
  const reload = vi.fn();
  vi.stubGlobal('location', {reload});
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(reloadOnceForChunkError(new Error('Cannot read properties of undefined'), memoryStorage())).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('colour mode resolves to a theme', () => {
  expect(resolveTheme('dark', false)).toBe('dark');
  expect(resolveTheme('light', true)).toBe('light');
  expect(resolveTheme('system', true)).toBe('dark');
  expect(resolveTheme('system', false)).toBe('light');
});
