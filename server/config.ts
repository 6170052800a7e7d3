// Every setting of the server side, read once from the environment.
import path from 'node:path';

const env = process.env;
export const ROOT = path.resolve(import.meta.dirname, '..');
export const DATA_DIR = path.resolve(ROOT, env.DATA_DIR ?? '.data');
export const PORT = Number(env.PORT ?? 3000);
export const ZERO_PORT = Number(env.ZERO_PORT ?? PORT + 1848);
export const PG_PORT = Number(env.PG_PORT ?? PORT + 21340);
export const PG_PASSWORD = env.PG_PASSWORD ?? 'postgres';
export const PG_DB = env.PG_DB ?? 'genki';
// Cookies are per host: the page, the API and zero-cache must be reached through one hostname.
export const PUBLIC_HOST = env.PUBLIC_HOST ?? 'localhost';
export const PUBLIC_URL = env.PUBLIC_URL ?? `http://${PUBLIC_HOST}:${PORT}`;
/** Served over https (behind a TLS proxy, say): session cookies are Secure and __Secure- prefixed. */
export const SECURE_COOKIES = URL.canParse(PUBLIC_URL) && new URL(PUBLIC_URL).protocol === 'https:';
/** Given: use that Postgres (it needs wal_level=logical). Absent: start an embedded cluster under DATA_DIR. */
export const EXTERNAL_DATABASE_URL = env.DATABASE_URL;
export const DATABASE_URL = EXTERNAL_DATABASE_URL ?? `postgres://postgres:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/${PG_DB}`;
/** Where browsers reach zero-cache. Empty: through this server's same-origin /zero proxy. */
export const ZERO_PUBLIC_URL = env.ZERO_PUBLIC_URL ?? '';
/** Start zero-cache as a child process (off when it runs on another machine). */
export const START_ZERO_CACHE = env.START_ZERO_CACHE !== '0';
/** 0: one zero-cache does everything. N ≥ 1: one replication-manager on ZERO_PORT and N view-syncers after it,
 * each taking three ports (its own, its change-streamer's, litestream's metrics). */
export const ZERO_VIEW_SYNCERS = Number(env.ZERO_VIEW_SYNCERS ?? 0);
export const viewSyncerPort = (index: number) => ZERO_PORT + 3 * (index + 1);
/** Where this server's /zero proxy reaches zero-cache: one URL, or the view-syncers' URLs separated by commas (each
 * client group always goes to the same one). */
export const ZERO_INTERNAL_URLS = (
  env.ZERO_INTERNAL_URL ??
  (ZERO_VIEW_SYNCERS > 0
    ? Array.from({length: ZERO_VIEW_SYNCERS}, (_, index) => `http://127.0.0.1:${viewSyncerPort(index)}`).join(',')
    : `http://127.0.0.1:${ZERO_PORT}`)
)
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
// Development values: in production (NODE_ENV=production) the server refuses them (production-checks.ts).
export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
export const DEV_ZERO_ADMIN_PASSWORD = 'dev-admin';
export const AUTH_SECRET = env.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET;
export const ZERO_ADMIN_PASSWORD = env.ZERO_ADMIN_PASSWORD ?? DEV_ZERO_ADMIN_PASSWORD;
/** Behind a reverse proxy that sets X-Forwarded-For, trust it for the client address (rate limiting). */
export const TRUST_PROXY = env.TRUST_PROXY === '1';
export const SMTP_URL = env.SMTP_URL;
export const MAIL_FROM = env.MAIL_FROM ?? 'Genki Study <no-reply@localhost>';
export const IS_PRODUCTION = env.NODE_ENV === 'production';
/** How long a write waits for a lock another writer holds before it fails (and the client retries it later). */
export const DB_LOCK_TIMEOUT_MS = Number(env.DB_LOCK_TIMEOUT_MS ?? 10_000);
/** How long one statement may run: a database that stops answering fails the request instead of hanging it. */
export const DB_STATEMENT_TIMEOUT_MS = Number(env.DB_STATEMENT_TIMEOUT_MS ?? 30_000);
export const DIST_DIR = path.join(ROOT, 'dist');
/** The external flashcard services' APIs (tests point them at local stand-ins that speak the same protocols). */
export const WANIKANI_API_URL = (env.WANIKANI_API_URL ?? 'https://api.wanikani.com/v2').replace(/\/$/, '');
export const JPDB_API_URL = (env.JPDB_API_URL ?? 'https://jpdb.io').replace(/\/$/, '');
