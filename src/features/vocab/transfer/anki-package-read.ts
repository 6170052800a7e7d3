// Reads the notes of an Anki package (.apkg) from its collection database (see anki-package-unpack.ts): note types
// as JSON in the col table (legacy) or in the notetypes and fields tables (current).
import type {Database, SqlJsStatic} from 'sql.js';
import {unpackCollection} from './anki-package-unpack.ts';
import {TransferError} from './transfer-error.ts';

export type AnkiField = {name: string; html: string};
export type AnkiNote = {
  /** 1-based, in the order the notes were created. */
  position: number;
  notetype: string;
  fields: AnkiField[];
  tags: string[];
};
export type AnkiCollection = {notes: AnkiNote[]; notices: string[]};

const FIELD_SEPARATOR = '\x1f';
const SQLITE_MAGIC = [...new TextEncoder().encode('SQLite format 3\0')];

type Notetype = {name: string; fieldNames: string[]};

function rows(db: Database, sql: string): unknown[][] {
  return db.exec(sql)[0]?.values ?? [];
}

function hasTable(db: Database, table: string): boolean {
  return rows(db, `select 1 from sqlite_master where type = 'table' and name = '${table}'`).length > 0;
}

function notetypesFromTables(db: Database): Map<number, Notetype> {
  const notetypes = new Map<number, Notetype>();
  for (const [id, name] of rows(db, 'select id, name from notetypes')) {
    notetypes.set(Number(id), {name: String(name), fieldNames: []});
  }
  const fields = rows(db, 'select ntid, ord, name from fields').map(([ntid, ord, name]) => ({
    ntid: Number(ntid),
    ord: Number(ord),
    name: String(name),
  }));
  for (const field of fields.sort((a, b) => a.ntid - b.ntid || a.ord - b.ord))
    notetypes.get(field.ntid)?.fieldNames.push(field.name);
  return notetypes;
}

type LegacyModel = {name?: unknown; flds?: Array<{name?: unknown; ord?: unknown}>};

function notetypesFromJSON(db: Database): Map<number, Notetype> {
  const notetypes = new Map<number, Notetype>();
  const [models] = rows(db, 'select models from col limit 1')[0] ?? [];
  let parsed: Record<string, LegacyModel>;
  try {
    parsed = JSON.parse(String(models ?? '{}')) as Record<string, LegacyModel>;
  } catch {
    throw new TransferError('unreadable', 'This Anki collection is damaged: its note types cannot be read.');
  }
  for (const [id, model] of Object.entries(parsed)) {
    const fields = [...(model.flds ?? [])].sort((a, b) => Number(a.ord ?? 0) - Number(b.ord ?? 0));
    notetypes.set(Number(id), {
      name: String(model.name ?? ''),
      fieldNames: fields.map((field) => String(field.name ?? '')),
    });
  }
  return notetypes;
}

function readNotes(db: Database): AnkiNote[] {
  const notetypes = hasTable(db, 'notetypes') ? notetypesFromTables(db) : notetypesFromJSON(db);
  return rows(db, 'select mid, flds, tags from notes order by id').map(([mid, flds, tags], index) => {
    const notetype = notetypes.get(Number(mid));
    const values = String(flds ?? '').split(FIELD_SEPARATOR);
    return {
      position: index + 1,
      notetype: notetype?.name ?? '',
      fields: values.map((html, ord) => ({name: notetype?.fieldNames[ord] ?? `Field ${ord + 1}`, html})),
      tags: String(tags ?? '')
        .split(/\s+/)
        .filter(Boolean),
    };
  });
}

// Current collections declare name columns with Anki's own "unicase" collation, which sql.js cannot register, and
// SQLite refuses to read a table (even by its primary key) whose schema names an unknown collation. The in-memory
// copy gets "nocase" instead; nothing here compares or sorts by those names, so the difference never shows.
function openCollection(sql: SqlJsStatic, bytes: Uint8Array): Database {
  const db = new sql.Database(bytes);
  const schema = rows(db, "select name, sql from sqlite_master where sql like '%unicase%'");
  if (!schema.length) return db;
  db.run('pragma writable_schema = on');
  for (const [name, text] of schema) {
    db.run('update sqlite_master set sql = ? where name = ?', [
      String(text).replace(/collate\s+unicase/gi, 'collate nocase'),
      String(name),
    ]);
  }
  db.run('pragma writable_schema = off');
  const rewritten = db.export();
  db.close();
  return new sql.Database(rewritten);
}

/** The notes of an .apkg file. `sql` is an initialised sql.js (see load-sql-js.ts in the browser). */
export function readAnkiPackage(bytes: Uint8Array, sql: SqlJsStatic): AnkiCollection {
  const {name, database, mediaFiles} = unpackCollection(bytes);
  if (!SQLITE_MAGIC.every((byte, index) => database[index] === byte)) {
    throw new TransferError('unreadable', `This Anki package is damaged: ${name} is not an SQLite database.`);
  }
  let db: Database | undefined;
  try {
    db = openCollection(sql, database);
    if (!hasTable(db, 'notes')) throw new TransferError('unreadable', 'This Anki collection has no notes table.');
    const notices = mediaFiles
      ? [`Skipped ${mediaFiles} media file${mediaFiles > 1 ? 's' : ''}: pictures and sound are not imported.`]
      : [];
    return {notes: readNotes(db), notices};
  } catch (error) {
    if (error instanceof TransferError) throw error;
    throw new TransferError(
      'unreadable',
      'This Anki collection cannot be read: its tables are not the ones Anki writes.',
    );
  } finally {
    db?.close();
  }
}
