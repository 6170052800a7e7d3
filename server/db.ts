// One postgres.js pool for the whole server: Zero's dbProvider and better-auth (through Kysely) share it.
import postgres from 'postgres';
import {Kysely} from 'kysely';
import {PostgresJSDialect} from 'kysely-postgres-js';
import {DATABASE_URL, DB_LOCK_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS} from './config.ts';
import {rateLimitClockAsNumber} from './auth-rate-limit-clock.ts';

export const sql = postgres(DATABASE_URL, {
  max: 10,
  onnotice: () => {},
  connection: {lock_timeout: DB_LOCK_TIMEOUT_MS, statement_timeout: DB_STATEMENT_TIMEOUT_MS},
});
export const kysely = new Kysely<Record<string, never>>({
  dialect: new PostgresJSDialect({postgres: sql}),
  plugins: [rateLimitClockAsNumber],
});
