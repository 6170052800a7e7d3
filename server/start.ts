// `npm start` / `npm run dev`: Postgres (embedded unless DATABASE_URL is set) → migrations → catalogue seed →
// web server → zero-cache. Ctrl-C or SIGTERM stops them in the reverse order.
import fs from 'node:fs';
import path from 'node:path';
import {
  PUBLIC_URL, DATA_DIR, DATABASE_URL, EXTERNAL_DATABASE_URL, PG_DB, PG_PASSWORD, PG_PORT, PORT, ROOT, START_ZERO_CACHE, ZERO_PORT,
} from './config.ts';
import {startEmbeddedPostgres} from './embedded-postgres.ts';
import {forgetReplica, startZeroCache} from './zero-cache.ts';
import {productionConfigProblems} from './production-checks.ts';

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
    console.error(`Refusing to start in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    return shutdown(1, 'unsafe production configuration');
  }
  if (process.env.FRESH === '1') fs.rmSync(DATA_DIR, {recursive: true, force: true});
  fs.mkdirSync(DATA_DIR, {recursive: true});
  log(`node ${process.version}, ${dev ? 'development' : 'production'} mode, data in ${DATA_DIR}`);
  const replicaDir = path.join(DATA_DIR, 'zero');

  const clientReady = dev ? Promise.resolve() : import('./client-build.ts').then(async ({buildClient, clientBuildIsStale}) => {
    if (!clientBuildIsStale()) return;
    log('building the client');
    await buildClient();
    log('client built');
  });

  if (!EXTERNAL_DATABASE_URL) {
    const pg = await startEmbeddedPostgres({dataDir: path.join(DATA_DIR, 'pg'), port: PG_PORT, password: PG_PASSWORD, database: PG_DB, log});
    running.push({name: 'postgres', stop: pg.stop});
    pg.process.on('exit', (code, signal) => void (stopping || shutdown(1, `postgres exited (${code ?? signal})`)));
    if (pg.fresh) forgetReplica(replicaDir);
    log(`postgres ready on port ${PG_PORT} (${pg.fresh ? 'new cluster' : 'existing data'})`);
  }

  // Imported only now: the pool connects to the database started above.
  const {sql} = await import('./db.ts');
  running.push({name: 'database pool', stop: () => sql.end({timeout: 2})});
  const {migrate} = await import('./migrate.ts');
  await migrate(sql, path.join(ROOT, 'migrations'), log);
  const {loadCatalogue} = await import('./catalogue/build-catalogue.ts');
  const {seedCatalogue} = await import('./catalogue/seed.ts');
  const catalogue = await loadCatalogue();
  log(`catalogue ${catalogue.hash.slice(0, 12)} ${await seedCatalogue(sql, catalogue)} (${catalogue.vocabulary.size} words, ${Object.keys(catalogue.modules).length} modules)`);

  await clientReady;
  const {startWebServer} = await import('./web-server.ts');
  const web = await startWebServer({port: PORT, host: process.env.HOST, dev, catalogue});
  running.push({name: 'web server', stop: web.close});
  log(`web server listening on port ${PORT}`);

  if (START_ZERO_CACHE) {
    const zero = await startZeroCache({upstreamDB: DATABASE_URL, replicaDir, port: ZERO_PORT, apiURL: `http://127.0.0.1:${PORT}`, log});
    running.push({name: 'zero-cache', stop: zero.stop});
    zero.process.on('exit', (code, signal) => void (stopping || shutdown(1, `zero-cache exited (${code ?? signal})`)));
    log(`zero-cache ready on port ${ZERO_PORT}`);
  }
  console.log(`\n  Genki Study is ready in ${elapsed()}: ${PUBLIC_URL}\n`);
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1, 'start-up failed');
});
