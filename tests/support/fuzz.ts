// What the fuzzers share: hostile strings, what counts as a clear refusal message, and a fingerprint of the database
// to show that nothing changed. Not a test itself.
import type postgres from 'postgres';

/** Strings that have broken servers before: injections, control characters, odd Unicode, paths, huge numbers. */
export const HOSTILE_STRINGS = [
  "'; drop table fsrs_cards; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '🙂'.repeat(50),
  '../../etc/passwd',
  '%00',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as it is.
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '9'.repeat(400),
  ' ',
  '\n',
  'ｎｏｒｍａｌ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

/** A refusal the learner can read: short, ours, no driver text, no stack, no Zero prefix, and no zod default about a
 * field that does not name the field ("Invalid input: expected string, received number": which one?). */
export function isClearMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.trim().length > 0 &&
    message.length <= 300 &&
    !/Validation failed for|\[object Object\]|\bat .+:\d+:\d+|TypeError|ReferenceError|postgres|relation "|violates|SQLSTATE|syntax error/i.test(
      message,
    ) &&
    !/^(Invalid input: expected (?!object\b|array\b)|Too (small|big):)/.test(message)
  );
}

/** Rows and a digest of every public table, of the accounts (users, their passwords, reset links; not sessions,
 * which sign-in and sign-out make and end, nor rate-limit counters) and of the external services' keys: equal before
 * and after means no row changed. */
export async function databaseFingerprint(sql: postgres.Sql): Promise<Record<string, string>> {
  const tables = await sql<{schema: string; name: string}[]>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and (table_schema in ('public', 'services') or (table_schema = 'auth' and table_name in ('user', 'account', 'verification')))
    order by 1, 2`;
  const fingerprint: Record<string, string> = {};
  for (const {schema, name} of tables) {
    const [row] = await sql<{rows: number; digest: string}[]>`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql(schema)}.${sql(name)} t`;
    fingerprint[`${schema}.${name}`] = `${row!.rows} rows ${row!.digest}`;
  }
  return fingerprint;
}
