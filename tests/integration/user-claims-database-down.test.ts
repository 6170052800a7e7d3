// GET /api/user while the database cannot be reached answers 503 `server-unavailable`, not `200 {user: null}`:
// that answer would make the client forget a learner who is still signed in. A web server of its own reaches the
// integration stack's Postgres through a TCP relay this test cuts and restores.
import net from 'node:net';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import {signUp, type TestUser} from '../support/accounts.ts';
import {productEnvironment} from '../support/stack.ts';
import {SERVER_UNAVAILABLE_MESSAGE} from '../../schema/refusals.ts';
import {INTEGRATION_PORT} from './global-setup.ts';

const PORT = INTEGRATION_PORT + 60;
const database = new URL(inject('databaseURL'));

/** A TCP relay to Postgres that can be cut (every connection closed, new ones refused) and restored. */
function databaseRelay() {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(database.port), database.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket
        .on('error', () => {})
        .on('close', () => {
          open.delete(client);
          open.delete(upstream);
          client.destroy();
          upstream.destroy();
        });
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  return {
    listen,
    url: () => `postgres://${database.username}:${database.password}@127.0.0.1:${port}${database.pathname}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

const relay = databaseRelay();
let web: ChildProcess;
let learner: TestUser;
const baseURL = `http://localhost:${PORT}`;

beforeAll(async () => {
  learner = await signUp(inject('baseURL'), 'claims-database-down');
  await relay.listen();
  web = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/web-server-main.ts')], {
    env: {...productEnvironment(), PORT: String(PORT), DATABASE_URL: relay.url()},
    stdio: 'ignore',
  });
  for (let attempt = 0; ; attempt++) {
    if (
      (await fetch(`${baseURL}/healthz`).then(
        (response) => response.status,
        () => 0,
      )) === 200
    )
      break;
    if (attempt > 600 || web.exitCode !== null) throw new Error('the web server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  web?.kill('SIGTERM');
  await relay.cut();
});

const claims = () => fetch(`${baseURL}/api/user`, {headers: {cookie: learner.cookie}});

test('/api/user answers 503 server-unavailable while the database is unreachable, and the learner again once it is back', async () => {
  const before = await claims();
  expect(before.status).toBe(200);
  expect(((await before.json()) as {user: {id: string}}).user.id).toBe(learner.id);

  await relay.cut();
  const during = await claims();
  expect(during.status).toBe(503);
  expect(await during.json()).toEqual({
    code: 'server-unavailable',
    message: SERVER_UNAVAILABLE_MESSAGE,
    user: null,
    error: 'Authentication failed',
  });

  await relay.listen();
  const after = await claims();
  expect(after.status).toBe(200);
  expect(((await after.json()) as {user: {id: string}}).user.id).toBe(learner.id);
});
