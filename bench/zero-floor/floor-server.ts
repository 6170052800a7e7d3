// The floor of Zero on this machine, run by bench/zero-floor.ts as a child process: embedded Postgres with one
// table, zero-cache, and a web server with the push and query endpoints (no sessions, no permission checks, no
// outbox) that also serves the built floor page. Prints "floor ready" once a browser can use it; SIGTERM stops it.
import fs from 'node:fs';
import path from 'node:path';
import {Hono} from 'hono';
import {serve} from '@hono/node-server';
import {serveStatic} from '@hono/node-server/serve-static';
import postgres from 'postgres';
import {handleMutateRequest, handleQueryRequest} from '@rocicorp/zero/server';
import {zeroPostgresJS} from '@rocicorp/zero/server/adapters/postgresjs';
import {mustGetMutator, mustGetQuery} from '@rocicorp/zero';
import {z} from 'zod';
import {startEmbeddedPostgres} from '../../server/embedded-postgres.ts';
import {startZeroCache, type ZeroCache} from '../../server/zero-cache.ts';
import {FLOOR_ROW, floorMutators, floorQueries, floorSchema} from './floor-schema.ts';

// FLOOR_SEED_ROWS: rows put in the table before zero-cache starts, for bench:load-curve's larger collections.
const floorEnvironment = z.object({FLOOR_PORT: z.coerce.number().int(), FLOOR_DATA_DIR: z.string().min(1), FLOOR_PAGE_DIR: z.string().min(1), FLOOR_SEED_ROWS: z.coerce.number().int().min(0).default(0)});
const {FLOOR_PORT: port, FLOOR_DATA_DIR: dataDir, FLOOR_PAGE_DIR: pageDir, FLOOR_SEED_ROWS: seedRows} = floorEnvironment.parse(process.env);
// zero-cache also listens on the port after its own (its change-streamer).
const zeroPort = port + 10;
const pgPort = port + 20;
const log = (line: string) => console.log(`[floor] ${line}`);

fs.rmSync(dataDir, {recursive: true, force: true});
const database = await startEmbeddedPostgres({dataDir: path.join(dataDir, 'postgres'), port: pgPort, password: 'floor', database: 'floor', log});
const databaseURL = `postgres://postgres:floor@127.0.0.1:${pgPort}/floor`;
const sql = postgres(databaseURL);
await sql`create table floor_value (id text primary key, value text not null)`;
await sql`insert into floor_value select 'seed-' || i, md5(i::text) from generate_series(1, ${seedRows}::int) as i`;
// The row a fresh page shows first (bench:review's floor for its first card).
await sql`insert into floor_value values (${FLOOR_ROW}, 'first')`;

const dbProvider = zeroPostgresJS(floorSchema, sql);
const app = new Hono()
  .post('/api/zero/mutate', async (c) => c.json(await handleMutateRequest({
    dbProvider,
    userID: 'floor',
    request: c.req.raw,
    handler: (transact) => transact((tx, name, args) => mustGetMutator(floorMutators, name).fn({tx, args, ctx: undefined})),
  })))
  .post('/api/zero/query', async (c) => c.json(await handleQueryRequest({
    schema: floorSchema,
    userID: 'floor',
    request: c.req.raw,
    handler: (name, args) => mustGetQuery(floorQueries, name).fn({args, ctx: undefined}),
  })))
  .use('/*', serveStatic({root: path.relative(process.cwd(), pageDir)}));
const server = serve({fetch: app.fetch, port, hostname: '127.0.0.1'});

async function stop(zeroCache?: ZeroCache) {
  await zeroCache?.stop();
  server.close();
  await sql.end();
  await database.stop();
  fs.rmSync(dataDir, {recursive: true, force: true});
}

let zeroCache: ZeroCache;
try {
  zeroCache = await startZeroCache({upstreamDB: databaseURL, replicaDir: path.join(dataDir, 'replica'), port: zeroPort, apiURL: `http://127.0.0.1:${port}`, log});
} catch (error) {
  await stop();
  throw error;
}
console.log('floor ready');
process.once('SIGTERM', () => void stop(zeroCache).then(() => process.exit(0)));
