import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {migrate} from '../../server/migrate.ts';

const sql = postgres(inject('databaseURL'), {max: 4, onnotice: () => {}});
const scratch = `migrate_test_${Date.now()}`;
const folders: string[] = [];
function migrationsFolder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
afterAll(async () => {
  for (const dir of folders) fs.rmSync(dir, {recursive: true, force: true});
  await sql.unsafe(`drop schema if exists ${scratch} cascade`);
  await sql`delete from meta.migrations where name like ${`%${scratch}%`}`;
  await sql.end();
});

test('servers starting together apply each migration exactly once, in order', async () => {
  const dir = migrationsFolder({
    [`0001_${scratch}.sql`]: `create schema ${scratch}; create table ${scratch}.words (id int primary key);`,
    [`0002_${scratch}.sql`]: `insert into ${scratch}.words values (1), (2);`,
    'README.md': 'not a migration',
  });

  const [first, second] = await Promise.all([migrate(sql, dir, () => {}), migrate(sql, dir, () => {})]);
  expect([...first!, ...second!].sort()).toEqual([`0001_${scratch}.sql`, `0002_${scratch}.sql`]);
  expect(await sql.unsafe(`select id from ${scratch}.words order by id`)).toEqual([{id: 1}, {id: 2}]);
  expect(await migrate(sql, dir, () => {})).toEqual([]);
});

test('a failing migration is rolled back whole and names itself', async () => {
  const dir = migrationsFolder({
    [`0003_${scratch}.sql`]: `create table ${scratch}.half (id int); select no_such_function();`,
  });
  await expect(migrate(sql, dir, () => {})).rejects.toThrow(`migration 0003_${scratch}.sql failed`);
  const [row] = await sql<{exists: boolean}[]>`select to_regclass(${`${scratch}.half`}) is not null as exists`;
  expect(row?.exists).toBe(false);
});
