// Everything a learner owns, found from the database's own foreign keys so that tables added later are covered
// too: the rows of every public table that references the user (auth."user"), and the rows that hang off those
// (a deck's words) when they name no user themselves. Deleting the account deletes the user, and the foreign keys
// (on delete cascade) take every one of those rows with it, in one transaction.
import type {Sql} from 'postgres';

type Reference = {table: string; column: string; parentTable: string; parentColumn: string};

/** Foreign keys of public tables: which column points at which table and column. */
async function foreignKeys(sql: Sql): Promise<Reference[]> {
  return sql<Reference[]>`
    select child.relname as table, child_col.attname as column, parent_ns.nspname || '.' || parent.relname as "parentTable",
      parent_col.attname as "parentColumn"
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_namespace child_ns on child_ns.oid = child.relnamespace
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace parent_ns on parent_ns.oid = parent.relnamespace
    join pg_attribute child_col on child_col.attrelid = c.conrelid and child_col.attnum = c.conkey[1]
    join pg_attribute parent_col on parent_col.attrelid = c.confrelid and parent_col.attnum = c.confkey[1]
    where c.contype = 'f' and child_ns.nspname = 'public' and cardinality(c.conkey) = 1
    order by 1, 2`;
}

export type OwnedTables = {
  /** Tables with a column naming the user directly. */
  direct: {table: string; column: string}[];
  /** Tables whose rows belong to a row of a direct table (and name no user themselves). */
  indirect: {table: string; column: string; parentTable: string; parentColumn: string; ownerColumn: string}[];
};

export async function ownedTables(sql: Sql): Promise<OwnedTables> {
  const keys = await foreignKeys(sql);
  const direct = keys.filter((key) => key.parentTable === 'auth.user').map(({table, column}) => ({table, column}));
  const directTables = new Set(direct.map((each) => each.table));
  const indirect = keys
    .filter((key) => key.parentTable.startsWith('public.') && !directTables.has(key.table))
    .flatMap((key) => {
      const parentTable = key.parentTable.slice('public.'.length);
      const owner = direct.find((each) => each.table === parentTable);
      return owner
        ? [
            {
              table: key.table,
              column: key.column,
              parentTable,
              parentColumn: key.parentColumn,
              ownerColumn: owner.column,
            },
          ]
        : [];
    });
  return {direct, indirect};
}

export type AccountExport = {
  format: 'genki-study-export';
  version: 1;
  exportedAt: string;
  account: {id: string; email: string; name: string; createdAt: string};
  /** Every row the learner owns, by table. */
  tables: Record<string, Record<string, unknown>[]>;
};

export async function exportAccount(sql: Sql, userID: string, now: number): Promise<AccountExport | null> {
  const [user] = await sql<{id: string; email: string; name: string; createdAt: Date}[]>`
    select id, email, name, "createdAt" from auth."user" where id = ${userID}`;
  if (!user) return null;
  const {direct, indirect} = await ownedTables(sql);
  const tables: Record<string, Record<string, unknown>[]> = {};
  const add = (table: string, rows: Record<string, unknown>[]) => (tables[table] = [...(tables[table] ?? []), ...rows]);
  for (const {table, column} of direct) {
    add(table, await sql`select * from ${sql(table)} where ${sql(column)} = ${userID}`);
  }
  for (const {table, column, parentTable, parentColumn, ownerColumn} of indirect) {
    add(
      table,
      await sql`select * from ${sql(table)} where ${sql(column)} in
      (select ${sql(parentColumn)} from ${sql(parentTable)} where ${sql(ownerColumn)} = ${userID})`,
    );
  }
  return {
    format: 'genki-study-export',
    version: 1,
    exportedAt: new Date(now).toISOString(),
    account: {id: user.id, email: user.email, name: user.name, createdAt: user.createdAt.toISOString()},
    tables,
  };
}

/** Deletes the user and, through the foreign keys, everything of theirs; also their pending password-reset tokens. */
export async function deleteAccount(sql: Sql, userID: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    await tx`delete from auth.verification where value = ${userID}`;
    const deleted = await tx`delete from auth."user" where id = ${userID}`;
    return deleted.count === 1;
  });
}
