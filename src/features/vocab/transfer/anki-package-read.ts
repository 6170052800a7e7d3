// Reads the notes of an Anki package (.apkg): a zip holding the collection as SQLite, either legacy
// (collection.anki2 / collection.anki21, note types as JSON in the col table) or current (collection.anki21b,
// zstd-compressed, note types in the notetypes and fields tables). Newer packages also hold a legacy
// collection.anki2 that only says "please update Anki": the newest collection inside wins. Media files are skipped
// without being unpacked.
import {unzipSync} from 'fflate';
import {Decompress} from 'fzstd';
import type {Database, SqlJsStatic} from 'sql.js';
import {MAX_COLLECTION_BYTES} from './transfer-limits.ts';
import {formatMegabytes} from '../../../../schema/decks/deck-limits.ts';
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

/** Newest first: the one a package is read from. */
const COLLECTION_FILES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const PACKAGE_FILES = new Set<string>([...COLLECTION_FILES, 'media', 'meta']);
const FIELD_SEPARATOR = '\x1f';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);
const ZIP_MAGIC = [0x50, 0x4b];
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const SQLITE_MAGIC = [...new TextEncoder().encode('SQLite format 3\0')];

function tooLarge(): never {
  throw new TransferError('too-large', `The collection inside this package is larger than ${formatMegabytes(MAX_COLLECTION_BYTES)} once unpacked; export a smaller deck from Anki.`);
}

function unzipCollection(bytes: Uint8Array): {name: string; data: Uint8Array; mediaFiles: number} {
  if (!startsWith(bytes, ZIP_MAGIC)) {
    throw new TransferError('unreadable', 'This file is not an Anki package: .apkg files are zip archives, and this is not a zip.');
  }
  let mediaFiles = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        if (!PACKAGE_FILES.has(file.name)) mediaFiles++;
        if (!(COLLECTION_FILES as readonly string[]).includes(file.name)) return false;
        if (file.originalSize > MAX_COLLECTION_BYTES) tooLarge();
        return true;
      },
    });
  } catch (error) {
    if (error instanceof TransferError) throw error;
    throw new TransferError('unreadable', 'This Anki package is damaged: its zip archive cannot be read.');
  }
  const name = COLLECTION_FILES.find((candidate) => files[candidate]);
  if (!name) {
    throw new TransferError('no-collection', 'This zip holds no Anki collection (collection.anki2, .anki21 or .anki21b). In Anki, use File › Export › "Anki Deck Package (*.apkg)".');
  }
  return {name, data: files[name]!, mediaFiles};
}

function decompressZstd(data: Uint8Array): Uint8Array {
  if (!startsWith(data, ZSTD_MAGIC)) return data;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Decompress((chunk) => {
    size += chunk.length;
    if (size > MAX_COLLECTION_BYTES) tooLarge();
    chunks.push(chunk);
  });
  try {
    stream.push(data, true);
  } catch (error) {
    if (error instanceof TransferError) throw error;
    throw new TransferError('unreadable', 'This Anki package is damaged: its collection cannot be decompressed.');
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

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
  const fields = rows(db, 'select ntid, ord, name from fields').map(([ntid, ord, name]) => ({ntid: Number(ntid), ord: Number(ord), name: String(name)}));
  for (const field of fields.sort((a, b) => a.ntid - b.ntid || a.ord - b.ord)) notetypes.get(field.ntid)?.fieldNames.push(field.name);
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
    notetypes.set(Number(id), {name: String(model.name ?? ''), fieldNames: fields.map((field) => String(field.name ?? ''))});
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
      tags: String(tags ?? '').split(/\s+/).filter(Boolean),
    };
  });
}

// Current collections declare name columns with Anki's own "unicase" collation, which sql.js cannot register, and
// SQLite refuses to read a table (even by its primary key) whose schema names an unknown collation. The in-memory
// copy gets "nocase" instead; nothing here compares or sorts by those names, so the difference never shows.
function openCollection(sql: SqlJsStatic, bytes: Uint8Array): Database {
  const db = new sql.Database(bytes);
  const schema = rows(db, 'select name, sql from sqlite_master where sql like \'%unicase%\'');
  if (!schema.length) return db;
  db.run('pragma writable_schema = on');
  for (const [name, text] of schema) {
    db.run('update sqlite_master set sql = ? where name = ?', [String(text).replace(/collate\s+unicase/gi, 'collate nocase'), String(name)]);
  }
  db.run('pragma writable_schema = off');
  const rewritten = db.export();
  db.close();
  return new sql.Database(rewritten);
}

/** The notes of an .apkg file. `sql` is an initialised sql.js (see load-sql-js.ts in the browser). */
export function readAnkiPackage(bytes: Uint8Array, sql: SqlJsStatic): AnkiCollection {
  const {name, data, mediaFiles} = unzipCollection(bytes);
  const database = name === 'collection.anki21b' ? decompressZstd(data) : data;
  if (!startsWith(database, SQLITE_MAGIC)) {
    throw new TransferError('unreadable', `This Anki package is damaged: ${name} is not an SQLite database.`);
  }
  let db: Database | undefined;
  try {
    db = openCollection(sql, database);
    if (!hasTable(db, 'notes')) throw new TransferError('unreadable', 'This Anki collection has no notes table.');
    const notices = mediaFiles ? [`Skipped ${mediaFiles} media file${mediaFiles > 1 ? 's' : ''}: pictures and sound are not imported.`] : [];
    return {notes: readNotes(db), notices};
  } catch (error) {
    if (error instanceof TransferError) throw error;
    throw new TransferError('unreadable', 'This Anki collection cannot be read: its tables are not the ones Anki writes.');
  } finally {
    db?.close();
  }
}
