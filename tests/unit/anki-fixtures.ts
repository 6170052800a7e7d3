// Anki packages built the way Anki writes them, for the import tests: a legacy collection (schema 11, note types as
// JSON in col.models) and a current one (schema 18, zstd-compressed, note types in the notetypes and fields tables).
import {zstdCompressSync} from 'node:zlib';
import {zipSync, strToU8} from 'fflate';
import type {SqlJsStatic} from 'sql.js';

export type FixtureNotetype = {id: number; name: string; fields: string[]};
export type FixtureNote = {mid: number; fields: string[]; tags?: string};

const SCHEMA_11_TABLES = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null,
  dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null,
  tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null,
  usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null,
  factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null,
  lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
`;
const SCHEMA_11_INDEXES = `
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

// Schema 18 as Anki 2.1.50+ leaves it. Anki's "unicase" collation does not exist outside Anki: the tables are made
// with nocase and the schema text rewritten afterwards, so the file reads exactly like one Anki wrote.
const SCHEMA_18_EXTRA = `
create table graves (oid integer not null, type integer not null, usn integer not null, primary key (oid, type)) without rowid;
create table deck_config (id integer primary key not null, name text not null collate nocase, mtime_secs integer not null,
  usn integer not null, config blob not null);
create table config (key text not null primary key, usn integer not null, mtime_secs integer not null, val blob not null) without rowid;
create table fields (ntid integer not null, ord integer not null, name text not null collate nocase, config blob not null,
  primary key (ntid, ord)) without rowid;
create table templates (ntid integer not null, ord integer not null, name text not null collate nocase, mtime_secs integer not null,
  usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
create table notetypes (id integer not null primary key, name text not null collate nocase, mtime_secs integer not null,
  usn integer not null, config blob not null);
create table decks (id integer primary key not null, name text not null collate nocase, mtime_secs integer not null,
  usn integer not null, common blob not null, kind blob not null);
create table tags (tag text not null primary key collate nocase, usn integer not null, collapsed boolean not null, config blob null) without rowid;
create unique index idx_fields_name_ntid on fields (name, ntid);
create unique index idx_templates_name_ntid on templates (name, ntid);
create index idx_templates_usn on templates (usn);
create unique index idx_notetypes_name on notetypes (name);
create index idx_notetypes_usn on notetypes (usn);
create unique index idx_decks_name on decks (name);
create index idx_notes_mid on notes (mid);
create index idx_cards_odid on cards (odid) where odid != 0;
create index idx_graves_pending on graves (usn);
`;

function insertNotes(db: import('sql.js').Database, notes: FixtureNote[]) {
  notes.forEach((note, index) => {
    const id = 1_700_000_000_000 + index;
    db.run("insert into notes values (?, ?, ?, 0, -1, ?, ?, ?, 0, 0, '')", [
      id,
      `guid${index}`,
      note.mid,
      note.tags ?? '',
      note.fields.join('\x1f'),
      note.fields[0] ?? '',
    ]);
    db.run("insert into cards values (?, ?, 1, 0, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", [id, id, index + 1]);
  });
}

/** A schema 11 collection: note types in col.models. */
export function legacyCollection(sql: SqlJsStatic, notetypes: FixtureNotetype[], notes: FixtureNote[]): Uint8Array {
  const db = new sql.Database();
  db.run(
    `${SCHEMA_11_TABLES}create table graves (usn integer not null, oid integer not null, type integer not null);${SCHEMA_11_INDEXES}`,
  );
  const models = Object.fromEntries(
    notetypes.map((notetype) => [
      notetype.id,
      {
        id: notetype.id,
        name: notetype.name,
        type: 0,
        mod: 0,
        usn: 0,
        sortf: 0,
        did: 1,
        css: '',
        tmpls: [
          {
            name: 'Card 1',
            ord: 0,
            qfmt: `{{${notetype.fields[0]}}}`,
            afmt: '{{FrontSide}}',
            bqfmt: '',
            bafmt: '',
            did: null,
          },
        ],
        // Anki does not promise the JSON lists fields in order: the reader sorts by ord.
        flds: notetype.fields
          .map((name, ord) => ({name, ord, sticky: false, rtl: false, font: 'Arial', size: 20}))
          .reverse(),
      },
    ]),
  );
  db.run("insert into col values (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, '{}', '{}', '{}')", [JSON.stringify(models)]);
  insertNotes(db, notes);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A schema 18 collection: note types in the notetypes and fields tables, col's JSON columns empty. */
export function currentCollection(sql: SqlJsStatic, notetypes: FixtureNotetype[], notes: FixtureNote[]): Uint8Array {
  const db = new sql.Database();
  db.run(SCHEMA_11_TABLES + SCHEMA_11_INDEXES + SCHEMA_18_EXTRA);
  db.run("insert into col values (1, 0, 0, 0, 18, 0, 0, 0, '', '', '', '', '')");
  for (const notetype of notetypes) {
    // An empty protobuf message is a valid NotetypeConfig / NoteFieldConfig with every default.
    db.run("insert into notetypes values (?, ?, 0, 0, x'')", [notetype.id, notetype.name]);
    for (const [ord, name] of notetype.fields.entries())
      db.run("insert into fields values (?, ?, ?, x'')", [notetype.id, ord, name]);
  }
  insertNotes(db, notes);
  db.run('pragma writable_schema = on');
  db.run("update sqlite_master set sql = replace(sql, 'collate nocase', 'collate unicase')");
  db.run('pragma writable_schema = off');
  const bytes = db.export();
  db.close();
  return bytes;
}

export const BASIC: FixtureNotetype = {id: 1_600_000_000_001, name: 'Basic', fields: ['Front', 'Back']};

/** The stand-in collection.anki2 that current packages carry for old Anki versions. */
export function dummyLegacyCollection(sql: SqlJsStatic): Uint8Array {
  return legacyCollection(
    sql,
    [BASIC],
    [
      {
        mid: BASIC.id,
        fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''],
      },
    ],
  );
}

export function legacyPackage(
  collection: Uint8Array,
  name: 'collection.anki2' | 'collection.anki21' = 'collection.anki2',
  extra: Record<string, Uint8Array> = {},
): Uint8Array {
  return zipSync({[name]: collection, media: strToU8('{}'), ...extra});
}

/** A package as Anki 2.1.50+ exports it: meta, the zstd collection, the dummy legacy collection, media map, media. */
export function currentPackage(
  sql: SqlJsStatic,
  collection: Uint8Array,
  media: Record<string, Uint8Array> = {},
): Uint8Array {
  return zipSync(
    {
      meta: new Uint8Array([0x08, 0x03]), // PackageMetadata {version: LATEST}
      'collection.anki21b': zstdCompressSync(collection),
      'collection.anki2': dummyLegacyCollection(sql),
      media: zstdCompressSync(new Uint8Array(0)),
      ...media,
    },
    {level: 0},
  );
}
