// zero-cache as a child process, run with this same Node (22, from node_modules when started through npm).
import fs from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {ROOT, ZERO_ADMIN_PASSWORD} from './config.ts';

export type ZeroCacheOptions = {
  upstreamDB: string;
  replicaDir: string;
  port: number;
  apiURL: string;
  log: (line: string) => void;
};
export type ZeroCache = {process: ChildProcess; stop: () => Promise<void>};

const CLI = path.join(ROOT, 'node_modules/@rocicorp/zero/out/zero/src/cli.js');

/** A fresh database makes the old replica meaningless: delete it so zero-cache re-syncs from scratch. */
export function forgetReplica(replicaDir: string) {
  fs.rmSync(replicaDir, {recursive: true, force: true});
}

async function waitUntilServing(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`zero-cache exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('zero-cache did not become ready within 30 s');
}

export async function startZeroCache(o: ZeroCacheOptions): Promise<ZeroCache> {
  fs.mkdirSync(o.replicaDir, {recursive: true});
  const env = process.env;
  const child = spawn(process.execPath, [CLI], {
    cwd: ROOT,
    detached: true, // own process group: stopped in order by the orchestrator, not by the terminal's Ctrl-C
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      ZERO_UPSTREAM_DB: o.upstreamDB,
      ZERO_REPLICA_FILE: path.join(o.replicaDir, 'replica.db'),
      ZERO_PORT: String(o.port),
      ZERO_MUTATE_URL: `${o.apiURL}/api/zero/mutate`,
      ZERO_QUERY_URL: `${o.apiURL}/api/zero/query`,
      ZERO_MUTATE_FORWARD_COOKIES: 'true',
      ZERO_QUERY_FORWARD_COOKIES: 'true',
      ZERO_ADMIN_PASSWORD,
      ZERO_ENABLE_TELEMETRY: 'false',
      ZERO_NUM_SYNC_WORKERS: env.ZERO_NUM_SYNC_WORKERS ?? '1',
      ZERO_LOG_LEVEL: env.ZERO_LOG_LEVEL ?? 'warn',
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
