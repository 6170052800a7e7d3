// The statements Postgres ran for one write, read from its own log: logging every statement is switched on for a
// moment (log_statement = all), and the transaction whose parameters carry the write's id is picked out of the log by
// its backend's pid. Not a test.
import fs from 'node:fs';
import path from 'node:path';
import type {Sql} from 'postgres';

type LogEntry = {pid: string; level: string; text: string};

// `2026-04-01 08:00:00.000 UTC [1234] LOG:  execute s1: select 1`; a statement's further lines carry no prefix.
const ENTRY_START = /^\S+ \S+ \S+ \[(\d+)\] ([A-Z]+): {2}/;

function entriesOf(log: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of log.split('\n')) {
    const start = ENTRY_START.exec(line);
    if (start) entries.push({pid: start[1]!, level: start[2]!, text: line.slice(start[0].length)});
    else if (entries.length) entries.at(-1)!.text += `\n${line}`;
  }
  return entries;
}

/** A logged statement's SQL, without `statement: ` or `execute <name>: `. */
function sqlOf(text: string): string | undefined {
  return /^(?:statement|execute [^:]*): ([\s\S]*)$/.exec(text)?.[1]?.trim();
}

/** The statements of each transaction in the log, in order, with the parameters they were given. */
export function transactionsOf(log: string): {statements: string[]; parameters: string}[] {
  const open = new Map<string, {statements: string[]; parameters: string}>();
  const done: {statements: string[]; parameters: string}[] = [];
  for (const entry of entriesOf(log)) {
    if (entry.level === 'DETAIL') {
      const current = open.get(entry.pid);
      if (current) current.parameters += entry.text;
      continue;
    }
    const statement = entry.level === 'LOG' ? sqlOf(entry.text) : undefined;
    if (!statement) continue;
    if (/^begin\b/i.test(statement)) open.set(entry.pid, {statements: [], parameters: ''});
    const current = open.get(entry.pid);
    if (!current) continue;
    current.statements.push(statement);
    if (/^(commit|rollback)\b/i.test(statement)) {
      done.push(current);
      open.delete(entry.pid);
    }
  }
  return done;
}

async function logFileOf(sql: Sql): Promise<string> {
  const [setting] = await sql<{directory: string}[]>`select current_setting('data_directory') as directory`;
  // server/embedded-postgres.ts writes Postgres's output beside its data folder.
  return path.join(path.dirname(setting!.directory), 'postgres.log');
}

/** The statements of the transaction that wrote `writeID`, while `act` runs with every statement logged. */
export async function statementsOfWrite(sql: Sql, writeID: string, act: () => Promise<unknown>): Promise<string[]> {
  const file = await logFileOf(sql);
  const from = fs.statSync(file).size;
  await sql`alter system set log_statement = 'all'`;
  await sql`select pg_reload_conf()`;
  try {
    // A backend rereads the configuration between statements: wait until this one logs.
    const marker = `statement-log-${crypto.randomUUID()}`;
    for (let tries = 0; !fs.readFileSync(file, 'utf8').slice(from).includes(marker); tries++) {
      if (tries > 200) throw new Error('Postgres did not start logging statements');
      await sql.unsafe(`select '${marker}'`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await act();
  } finally {
    await sql`alter system reset log_statement`;
    await sql`select pg_reload_conf()`;
  }
  for (let tries = 0; ; tries++) {
    const log = fs.readFileSync(file).subarray(from).toString('utf8');
    const found = transactionsOf(log).find((transaction) => transaction.parameters.includes(writeID));
    if (found) return found.statements;
    if (tries > 200) throw new Error(`no logged transaction carries write ${writeID}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
