// schema/zero-schema.ts must mirror the migrated database: same tables, columns, types, nullability and keys.
import {afterAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {schema} from '../../schema/zero-schema.ts';

const sql = postgres(inject('databaseURL'), {max: 1, onnotice: () => {}});
afterAll(() => sql.end());

const ZERO_TYPE_OF_PG: Record<string, string> = {
  text: 'string',
  'character varying': 'string',
  uuid: 'string',
  'timestamp with time zone': 'number',
  bigint: 'number',
  integer: 'number',
  smallint: 'number',
  'double precision': 'number',
  numeric: 'number',
  boolean: 'boolean',
  jsonb: 'json',
  json: 'json',
};

type Shape = Record<string, {columns: Record<string, {type: string; optional: boolean}>; primaryKey: string[]}>;

async function databaseShape(): Promise<Shape> {
  const columns = await sql<{table_name: string; column_name: string; data_type: string; is_nullable: string}[]>`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`;
  const keys = await sql<{table_name: string; column_name: string}[]>`
    select tc.table_name, kcu.column_name from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY' order by tc.table_name, kcu.ordinal_position`;
  const shape: Shape = {};
  for (const column of columns) {
    const table = (shape[column.table_name] ??= {columns: {}, primaryKey: []});
    table.columns[column.column_name] = {
      type: ZERO_TYPE_OF_PG[column.data_type] ?? `unmapped ${column.data_type}`,
      optional: column.is_nullable === 'YES',
    };
  }
  for (const key of keys) shape[key.table_name]!.primaryKey.push(key.column_name);
  return shape;
}

function zeroShape(): Shape {
  const shape: Shape = {};
  for (const [name, table] of Object.entries(schema.tables)) {
    shape[name] = {
      columns: Object.fromEntries(
        Object.entries(table.columns).map(([column, spec]) => [
          column,
          {type: spec.type, optional: Boolean(spec.optional)},
        ]),
      ),
      primaryKey: [...table.primaryKey],
    };
  }
  return shape;
}

test('the Zero schema and the database agree on every table, column, type, null and key', async () => {
  expect(zeroShape()).toEqual(await databaseShape());
});

test('every table of requirements §3 is there, and no account table is replicated', async () => {
  expect(Object.keys(schema.tables).sort()).toEqual([
    'deck_folders',
    'deck_invites',
    'deck_members',
    'deck_presence',
    'fsrs_cards',
    'fsrs_review_logs',
    'profiles',
    'public_deck_shares',
    'user_decks',
    'user_module_progress',
    'user_practice_sessions',
    'vocabulary_items',
  ]);
  const [row] = await sql<{count: number}[]>`
    select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name in ('user', 'session', 'account', 'verification')`;
  expect(row?.count).toBe(0);
});
