// zero-cache as a child process, run with this same Node (22, from node_modules when started through npm): one
// zero-cache doing everything, or one instance of the multi-node topology (one replication-manager that follows
// Postgres and backs its replica up with litestream, and view-syncers that restore from that backup, follow the
// replication-manager's change stream and serve clients).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {spawn, type ChildProcess} from 'node:child_process';
import {ROOT, ZERO_ADMIN_PASSWORD} from './config.ts';

export type ZeroCacheRole =
  | {kind: 'single'}
  | {kind: 'replication-manager'; backupURL: string}
  | {kind: 'view-syncer'; changeStreamerURI: string};

export type ZeroCacheOptions = {
  upstreamDB: string;
  replicaDir: string;
  port: number;
  apiURL: string;
  role?: ZeroCacheRole;
  env?: Record<string, string>;
  log: (line: string) => void;
};
export type ZeroCache = {process: ChildProcess; stop: () => Promise<void>};

const CLI = path.join(ROOT, 'node_modules/@rocicorp/zero/out/zero/src/cli.js');
const ON_LOOPBACK = path.join(ROOT, 'server/zero-cache-loopback.ts');
const LITESTREAM_CONFIG = path.join(
  ROOT,
  'node_modules/@rocicorp/zero/out/zero-cache/src/services/litestream/config.yml',
);

/** The litestream binary: ZERO_LITESTREAM_EXECUTABLE (Rocicorp's build, for a long-lived deployment), else the one
 * the npm registry ships for this platform (stock litestream 0.3.13: enough to back up and restore here). */
export function litestreamExecutable(): string {
  if (process.env.ZERO_LITESTREAM_EXECUTABLE) return process.env.ZERO_LITESTREAM_EXECUTABLE;
  try {
    const manifest = createRequire(import.meta.url).resolve(
      `@flydotio/litestream-${process.platform}-${process.arch}/package.json`,
    );
    return path.join(path.dirname(manifest), 'litestream');
  } catch {
    throw new Error(
      `no litestream binary for ${process.platform}-${process.arch}: set ZERO_LITESTREAM_EXECUTABLE to run several view-syncers`,
    );
  }
}

function roleEnvironment(role: ZeroCacheRole): Record<string, string> {
  const env = process.env;
  switch (role.kind) {
    case 'single':
      return {ZERO_NUM_SYNC_WORKERS: env.ZERO_NUM_SYNC_WORKERS ?? '1'};
    case 'replication-manager':
      return {
        ZERO_NUM_SYNC_WORKERS: '0',
        ZERO_LITESTREAM_BACKUP_URL: role.backupURL,
        ZERO_LITESTREAM_EXECUTABLE: litestreamExecutable(),
        ZERO_LITESTREAM_CONFIG_PATH: env.ZERO_LITESTREAM_CONFIG_PATH ?? LITESTREAM_CONFIG,
      };
    case 'view-syncer':
      // A view-syncer restores its replica from the replication-manager's backup (it learns the URL from it).
      return {
        ZERO_NUM_SYNC_WORKERS: env.ZERO_NUM_SYNC_WORKERS ?? '1',
        ZERO_CHANGE_STREAMER_URI: role.changeStreamerURI,
        ZERO_LITESTREAM_EXECUTABLE: litestreamExecutable(),
        ZERO_LITESTREAM_CONFIG_PATH: env.ZERO_LITESTREAM_CONFIG_PATH ?? LITESTREAM_CONFIG,
      };
  }
}

/** A fresh database makes the old replica meaningless: delete it so zero-cache re-syncs from scratch. */
export function forgetReplica(replicaDir: string) {
  fs.rmSync(replicaDir, {recursive: true, force: true});
}

/** Resolves once the replication-manager's first litestream snapshot is in the backup: view-syncers started
 * before it wait up to 10 s for it. */
export async function firstBackupSnapshot(backupDir: string, manager: ChildProcess) {
  const generations = path.join(backupDir, 'generations');
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (manager.exitCode !== null || manager.signalCode !== null)
      throw new Error('the replication-manager exited before its first backup');
    const snapshots = fs.existsSync(generations)
      ? fs.readdirSync(generations).flatMap((generation) => {
          const dir = path.join(generations, generation, 'snapshots');
          return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        })
      : [];
    if (snapshots.length) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the replication-manager made no backup within 30 s');
}

/** How long zero-cache may take to serve: about 4 s on an idle machine, several times that on a busy one. */
const READY_WITHIN_MS = 180_000;

async function waitUntilServing(port: number, child: ChildProcess) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`zero-cache exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`zero-cache did not become ready within ${READY_WITHIN_MS / 1000} s`);
}

export async function startZeroCache(o: ZeroCacheOptions): Promise<ZeroCache> {
  fs.mkdirSync(o.replicaDir, {recursive: true});
  const env = process.env;
  const child = spawn(process.execPath, ['--import', ON_LOOPBACK, CLI], {
    cwd: ROOT,
    detached: true, // own process group: stopped in order by the orchestrator, not by the terminal's Ctrl-C
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      ...o.env,
      ZERO_UPSTREAM_DB: o.upstreamDB,
      ZERO_REPLICA_FILE: path.join(o.replicaDir, 'replica.db'),
      ZERO_PORT: String(o.port),
      ZERO_MUTATE_URL: `${o.apiURL}/api/zero/mutate`,
      ZERO_QUERY_URL: `${o.apiURL}/api/zero/query`,
      ZERO_MUTATE_FORWARD_COOKIES: 'true',
      ZERO_QUERY_FORWARD_COOKIES: 'true',
      ZERO_ADMIN_PASSWORD,
      ZERO_ENABLE_TELEMETRY: 'false',
      ZERO_LOG_LEVEL: env.ZERO_LOG_LEVEL ?? 'warn',
      // A shadow-mode comparison of each new query with the running ones, which only logs statistics: about a tenth
      // of zero-cache's CPU per answer in bench:load (10.2 -> 9.2 ms).
      ZERO_ENABLE_QUERY_COVERING: env.ZERO_ENABLE_QUERY_COVERING ?? 'false',
      ...roleEnvironment(o.role ?? {kind: 'single'}),
    },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitUntilServing(o.port, child);
  return {
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
