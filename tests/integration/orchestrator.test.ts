// `npm start` / `npm run dev` as a learner runs them: everything stops on Ctrl-C or SIGTERM, a second start
// reuses the data, dev mode serves Vite (with its hot-reload socket) and the API on one origin, and
// ZERO_VIEW_SYNCERS=2 runs a replication-manager and two view-syncers whose clients see each other's changes.
import net from 'node:net';
import {afterAll, expect, test} from 'vitest';
import {signIn, signUp} from '../support/accounts.ts';
import {stackPorts, startStack, type Stack} from '../support/stack.ts';
import {createTestZero} from '../support/zero-client.ts';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {INTEGRATION_PORT} from './global-setup.ts';

const PORT = INTEGRATION_PORT + 50;
const DATA_DIR = '.data-orchestrator';
const ports = stackPorts(PORT);
let running: Stack | undefined;
afterAll(() => running?.stop());

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function stop(stack: Stack, signal: 'SIGINT' | 'SIGTERM') {
  stack.process.kill(signal);
  await stack.stop();
  running = undefined;
}

// One fresh start, then a second one on the same data in dev mode: each start costs Postgres, migrations and
// zero-cache's first sync, so the two modes share it.
test('a stopped stack leaves nothing running; the next start keeps the data, and dev mode serves Vite and the API on one origin', async () => {
  running = await startStack({port: PORT, dataDir: DATA_DIR});
  const learner = await signUp(running.baseURL, 'kept');
  for (const port of [ports.port, ports.zeroPort, ports.pgPort]) expect(await accepts(port)).toBe(true);

  await stop(running, 'SIGINT');
  for (const port of [ports.port, ports.zeroPort, ports.pgPort])
    expect(await accepts(port), `port ${port} after Ctrl-C`).toBe(false);

  running = await startStack({port: PORT, dataDir: DATA_DIR, fresh: false, args: ['--dev']});
  expect(running.output()).toContain('existing data');
  expect(running.output()).toContain('development mode');
  expect((await signIn(running.baseURL, learner.email, learner.password)).status).toBe(200);

  const page = await (await fetch(`${running.baseURL}/settings`)).text();
  expect(page).toContain('/@vite/client');
  expect(page).toContain('<meta name="zero-cache-url" content="" />');
  const entry = await fetch(`${running.baseURL}/src/main.tsx`);
  expect(entry.headers.get('content-type')).toContain('javascript');
  expect(await (await fetch(`${running.baseURL}/api/user`)).json()).toEqual({
    user: null,
    error: 'Authentication failed',
  });

  // Vite's hot-reload socket is let through to Vite, not closed by the /zero proxy.
  const viteClient = await (await fetch(`${running.baseURL}/@vite/client`)).text();
  const token = viteClient.match(/const wsToken = "([^"]+)"/)?.[1];
  expect(token).toBeTruthy();
  const hotReload = await new Promise<string>((resolve) => {
    const socket = new WebSocket(`ws://localhost:${PORT}/?token=${token}`, ['vite-hmr']);
    socket.onmessage = (event) => {
      resolve(String(event.data));
      socket.close();
    };
    socket.onerror = () => resolve('error');
  });
  expect(JSON.parse(hotReload)).toMatchObject({type: 'connected'});
  await stop(running, 'SIGTERM');
  for (const port of [ports.port, ports.zeroPort, ports.pgPort])
    expect(await accepts(port), `port ${port} after SIGTERM`).toBe(false);
}, 300_000);

test('with ZERO_VIEW_SYNCERS=2, a change made through view-syncer 1 reaches a client of view-syncer 2', async () => {
  running = await startStack({port: PORT, dataDir: `${DATA_DIR}-multinode`, env: {ZERO_VIEW_SYNCERS: '2'}});
  expect(running.output()).toMatch(/replication-manager ready on port \d+/);
  const viewSyncers = [ports.zeroPort + 3, ports.zeroPort + 6];
  for (const [index, port] of viewSyncers.entries())
    expect(running.output()).toContain(`view-syncer ${index + 1} ready on port ${port}`);

  const learner = await signUp(running.baseURL, 'multinode');
  const [first, second] = viewSyncers.map((port) =>
    createTestZero(running!.baseURL, {
      cookie: learner.cookie,
      userID: learner.id,
      cacheURL: `http://localhost:${port}`,
    }),
  );
  // And one through the server's /zero proxy, which keeps its client group on one of the two.
  const proxied = createTestZero(running.baseURL, {cookie: learner.cookie, userID: learner.id});
  try {
    const colourModes = [second!, proxied].map((zero) => {
      const view = zero.materialize(queries.profiles.mine());
      return new Promise<void>((resolve) =>
        view.addListener((profile) => {
          if (
            (profile as {user_preferences?: Record<string, unknown>} | undefined)?.user_preferences?.['color-mode'] ===
            'dark'
          )
            resolve();
        }),
      );
    });
    const write = first!.mutate(mutators.settings.update({patch: {'color-mode': 'dark'}, changedAt: Date.now()}));
    expect(await write.server).toEqual({type: 'success'});
    await Promise.all(colourModes);
  } finally {
    await Promise.all([first!.close(), second!.close(), proxied.close()]);
  }
  await stop(running, 'SIGTERM');
  for (const port of [ports.port, ports.zeroPort, ...viewSyncers, ports.pgPort])
    expect(await accepts(port), `port ${port} after SIGTERM`).toBe(false);
}, 300_000);
