// A checkout in a deep folder: Postgres puts its Unix socket in the folder it is told to, and a socket's path may
// not exceed 107 bytes, so a cluster under a long path once refused to start ("Unix-domain socket path … is too
// long"). Started the way `npm start` starts it, from a data folder whose path is over 150 characters.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {afterAll, expect, test} from 'vitest';
import {startEmbeddedPostgres, type EmbeddedPostgres} from '../../server/embedded-postgres.ts';
import {INTEGRATION_PORT} from './global-setup.ts';

// Off the stacks' ports (each stack's Postgres is its port + 21340, and stacks sit 10 apart).
const PG_PORT = INTEGRATION_PORT + 21345;
// Reachable by the postgres user when the tests run as root (otherwise the cluster moves to a short folder).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'genki-deep-'));
fs.chmodSync(root, 0o755);
let cluster: EmbeddedPostgres | undefined;

afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(root, {recursive: true, force: true});
});

test('the embedded Postgres starts from a data folder whose path is over 150 characters, and answers', async () => {
  const checkout = path.join(
    root,
    'projects',
    'japanese-study-material-for-the-genki-courses',
    'a-checkout-whose-folder-name-is-long-as-some-are',
  );
  const dataDir = path.join(checkout, 'a-data-folder-named-at-length', 'pg');
  expect(dataDir.length).toBeGreaterThan(150);

  const log: string[] = [];
  cluster = await startEmbeddedPostgres({
    dataDir,
    port: PG_PORT,
    password: 'deep',
    database: 'deep',
    log: (line) => log.push(line),
  });
  const sql = postgres(`postgres://postgres:deep@127.0.0.1:${PG_PORT}/deep`, {max: 1, onnotice: () => {}});
  try {
    const [row] = await sql<
      {dataDirectory: string; answer: number}[]
    >`select current_setting('data_directory') as "dataDirectory", 6 * 7 as answer`;
    expect(row).toEqual({dataDirectory: dataDir, answer: 42});
  } finally {
    await sql.end();
  }
  expect(log).toEqual([]);
});
