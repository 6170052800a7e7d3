// `npm start` / `npm run dev`: Postgres (embedded unless DATABASE_URL is set) → migrations → catalogue seed →
// web server → zero-cache (one, or a replication-manager and ZERO_VIEW_SYNCERS view-syncers). Ctrl-C or SIGTERM
// stops them in the reverse order. Each of them is a child process that is started again when it dies (with a
// backoff and a log line) instead of taking the app down; SIGUSR2 restarts the web server, as a deploy would.
import fs from 'node:fs';
import path from 'node:path';
import {
  PUBLIC_URL,
  DATA_DIR,
  DATABASE_URL,
  EXTERNAL_DATABASE_URL,
  PG_DB,
  PG_PASSWORD,
  PG_PORT,
  PORT,
  ROOT,
  START_ZERO_CACHE,
  ZERO_PORT,
  ZERO_VIEW_SYNCERS,
  viewSyncerPort,
} from './config.ts';
import {startEmbeddedPostgres} from './embedded-postgres.ts';
import {productionConfigProblems} from './production-checks.ts';
import {firstBackupSnapshot, forgetReplica, startZeroCache, type ZeroCacheRole} from './zero-cache.ts';
import {startWebServerProcess} from './web-server-process.ts';
import {supervise, type Supervised} from './supervisor.ts';

const dev = process.argv.includes('--dev');
const startedAt = performance.now();
const elapsed = () => `${Math.round(performance.now() - startedAt)} ms`;
const log = (line: string) => console.log(`[start +${elapsed()}] ${line}`);

type Part = {name: string; stop: () => Promise<void>};
const running: Part[] = [];
let stopping: Promise<void> | undefined;

function shutdown(exitCode: number, why: string): Promise<void> {
  stopping ??= (async () => {
    log(`stopping (${why})`);
    for (const part of running.toReversed()) {
      try {
        await part.stop();
        log(`stopped ${part.name}`);
      } catch (error) {
        console.error(`stopping ${part.name} failed`, error);
      }
    }
    process.exit(exitCode);
  })();
  return stopping;
}
// Whoever reads our output may go away first (a closed terminal, a test harness that died): writing to the
// closed pipe must not turn into an endless stream of uncaught errors.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
process.on('uncaughtException', (error) => {
  console.error(error);
  void shutdown(1, 'uncaught exception');
});

async function main() {
  const problems = productionConfigProblems(process.env);
  if (problems.length > 0) {
    console.error(
      `Refusing to start in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    return shutdown(1, 'unsafe production configuration');
  }
  if (process.env.FRESH === '1') fs.rmSync(DATA_DIR, {recursive: true, force: true});
  fs.mkdirSync(DATA_DIR, {recursive: true});
  log(`node ${process.version}, ${dev ? 'development' : 'production'} mode, data in ${DATA_DIR}`);
  const replicaDir = path.join(DATA_DIR, 'zero');

  const clientReady = dev
    ? Promise.resolve()
    : import('./client-build.ts').then(async ({buildClient, clientBuildIsStale}) => {
        if (!clientBuildIsStale()) return;
        log('building the client');
        await buildClient();
        log('client built');
      });
  // The web server loads its catalogue meanwhile, and listens once the database is ready and the client built.
  let databaseReady!: () => void;
  const mayListen = Promise.all([new Promise<void>((resolve) => (databaseReady = resolve)), clientReady]).then(
    () => {},
  );
  const webStarting = supervise('web server', (env) => startWebServerProcess({dev, mayListen, env}), log);
  webStarting.catch(() => {}); // reported where it is awaited

  if (!EXTERNAL_DATABASE_URL) {
    let fresh: boolean | undefined;
    const pg = await supervise(
      'postgres',
      async (env) => {
        const started = await startEmbeddedPostgres({
          dataDir: path.join(DATA_DIR, 'pg'),
          port: PG_PORT,
          password: PG_PASSWORD,
          database: PG_DB,
          log,
          env,
        });
        fresh ??= started.fresh;
        return started;
      },
      log,
    );
    running.push({name: 'postgres', stop: pg.stop});
    if (fresh) forgetReplica(replicaDir);
    log(
      `postgres ready on port ${PG_PORT} (pid ${pg.current()?.process.pid}, ${fresh ? 'new cluster' : 'existing data'})`,
    );
  }

  // Imported only now: the pool connects to the database started above.
  const {sql} = await import('./db.ts');
  const {migrate} = await import('./migrate.ts');
  await migrate(sql, path.join(ROOT, 'migrations'), log);
  const {loadCatalogue} = await import('./catalogue/build-catalogue.ts');
  const {seedCatalogue} = await import('./catalogue/seed.ts');
  const catalogue = await loadCatalogue();
  log(
    `catalogue ${catalogue.hash.slice(0, 12)} ${await seedCatalogue(sql, catalogue)} (${catalogue.vocabulary.size} words, ${Object.keys(catalogue.modules).length} modules)`,
  );
  await sql.end({timeout: 2});

  databaseReady();
  const web = await webStarting;
  running.push({name: 'web server', stop: web.stop});
  process.on('SIGUSR2', () => void web.restart('SIGUSR2'));
  log(`web server listening on port ${PORT} (pid ${web.current()?.process.pid})`);

  if (START_ZERO_CACHE) {
    const zeroCache = (name: string, port: number, role: ZeroCacheRole, dir = path.join(replicaDir, name)) =>
      supervise(
        name,
        (env) =>
          startZeroCache({
            upstreamDB: DATABASE_URL,
            replicaDir: dir,
            port,
            apiURL: `http://127.0.0.1:${PORT}`,
            role,
            env,
            log,
          }),
        log,
      );
    const started = async (name: string, port: number, role: ZeroCacheRole, dir?: string): Promise<Supervised> => {
      const zero = await zeroCache(name, port, role, dir);
      running.push({name, stop: zero.stop});
      log(`${name} ready on port ${port} (pid ${zero.current()?.process.pid})`);
      return zero;
    };
    if (ZERO_VIEW_SYNCERS > 0) {
      const backupDir = path.join(replicaDir, 'backup');
      const manager = await started('replication-manager', ZERO_PORT, {
        kind: 'replication-manager',
        backupURL: `file://${backupDir}`,
      });
      await firstBackupSnapshot(backupDir, manager.current()!.process);
      const changeStreamerURI = `ws://127.0.0.1:${ZERO_PORT + 1}/`;
      await Promise.all(
        Array.from({length: ZERO_VIEW_SYNCERS}, (_, index) =>
          started(
            `view-syncer ${index + 1}`,
            viewSyncerPort(index),
            {kind: 'view-syncer', changeStreamerURI},
            path.join(replicaDir, `view-syncer-${index + 1}`),
          ),
        ),
      );
    } else {
      await started('zero-cache', ZERO_PORT, {kind: 'single'}, replicaDir);
    }
  }
  console.log(`\n  Genki Study is ready in ${elapsed()}: ${PUBLIC_URL}\n`);
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1, 'start-up failed');
});
