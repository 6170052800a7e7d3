// One postgres.js pool for the whole server: Zero's dbProvider and better-auth (through Kysely) share it.
import postgres from 'postgres';
import {Kysely} from 'kysely';
import {PostgresJSDialect} from 'kysely-postgres-js';
import {DATABASE_URL} from './config.ts';

export const sql = postgres(DATABASE_URL, {max: 10, onnotice: () => {}});
export const kysely = new Kysely<Record<string, never>>({dialect: new PostgresJSDialect({postgres: sql})});
