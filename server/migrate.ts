// Applies migrations/NNNN_name.sql in order, each once, each in its own transaction. An advisory lock makes
// servers that start together take turns.
import fs from 'node:fs';
import path from 'node:path';
import type {Sql} from 'postgres';

const MIGRATION_LOCK = 727_001;

export async function migrate(sql: Sql, dir: string, log: (line: string) => void = console.log): Promise<string[]> {
  const connection = await sql.reserve();
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await connection`create schema if not exists meta`;
    await connection`create table if not exists meta.migrations (name text primary key, applied_at timestamptz not null default now())`;
    const applied = new Set(
      (await connection<{name: string}[]>`select name from meta.migrations`).map((row) => row.name),
    );
    const pending = fs
      .readdirSync(dir)
      .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
      .sort()
      .filter((file) => !applied.has(file));
    for (const file of pending) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      await connection.unsafe('begin');
      try {
        await connection.unsafe(text);
        await connection`insert into meta.migrations (name) values (${file})`;
        await connection.unsafe('commit');
      } catch (error) {
        await connection.unsafe('rollback');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
      log(`applied migration ${file}`);
    }
    return pending;
  } finally {
    await connection`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    connection.release();
  }
}
