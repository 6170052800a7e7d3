// Applies migrations/NNNN_name.sql in order, each once, each in its own transaction.
import fs from 'node:fs';
import path from 'node:path';
import type {Sql} from 'postgres';

export async function migrate(sql: Sql, dir: string, log: (line: string) => void = console.log): Promise<string[]> {
  await sql`create schema if not exists meta`;
  await sql`create table if not exists meta.migrations (name text primary key, applied_at timestamptz not null default now())`;
  const applied = new Set((await sql<{name: string}[]>`select name from meta.migrations`).map((row) => row.name));
  const pending = fs.readdirSync(dir).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort().filter((file) => !applied.has(file));
  for (const file of pending) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    await sql.begin(async (tx) => {
      await tx.unsafe(text);
      await tx`insert into meta.migrations (name) values (${file})`;
    });
    log(`applied migration ${file}`);
  }
  return pending;
}
