// Writes a deck as an Anki package that every Anki since 2.1 opens (and 2.0 too): a zip holding collection.anki2, a
// schema 11 SQLite collection exactly as Anki creates it (tables, indexes, the col row with its models, decks,
// deck options and config JSON), and an empty media map. One note type (anki-notetype.ts), one card per note, all
// new; no review history.
import {zipSync, strToU8} from 'fflate';
import type {SqlJsStatic} from 'sql.js';
import type {DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {GENKI_FIELDS, GENKI_NOTETYPE_NAME, GENKI_TEMPLATE, fieldsOfItem, tagsOfItem} from './anki-notetype.ts';
import {fieldText} from './anki-text.ts';

// Anki's schema 11 (rslib/src/storage/schema11.sql), the version Anki writes legacy packages in.
const SCHEMA_11 = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

const SCHEMA_VERSION = 11;
const DEFAULT_DECK_ID = 1;
const DEFAULT_DECK_CONFIG_ID = 1;
/** A row changed locally and never synced, as in a fresh Anki collection. */
const LOCAL_USN = -1;

const GUID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** Anki's note guid: 64 random bits in base 91. */
function newGuid(): string {
  let value = new DataView(crypto.getRandomValues(new Uint8Array(8)).buffer).getBigUint64(0);
  let guid = '';
  do {
    guid = GUID_ALPHABET[Number(value % 91n)] + guid;
    value /= 91n;
  } while (value > 0n);
  return guid;
}

/** Anki's field checksum: the first 8 hex digits of the SHA-1 of the first field's text, as a number. */
export async function fieldChecksum(text: string): Promise<number> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return new DataView(digest).getUint32(0);
}

const today = (day: number) => [day, 0];

function deckJSON(id: number, name: string, modSecs: number) {
  return {
    id,
    name,
    mod: modSecs,
    usn: LOCAL_USN,
    lrnToday: today(0),
    revToday: today(0),
    newToday: today(0),
    timeToday: today(0),
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: DEFAULT_DECK_CONFIG_ID,
    extendNew: 0,
    extendRev: 0,
  };
}

function collectionJSON(ids: {model: number; deck: number}, deckName: string, modSecs: number, noteCount: number) {
  const conf = {
    activeDecks: [ids.deck],
    curDeck: ids.deck,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: ids.model,
    nextPos: noteCount + 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    schedVer: 2,
  };
  const model = {
    id: ids.model,
    name: GENKI_NOTETYPE_NAME,
    type: 0,
    mod: modSecs,
    usn: LOCAL_USN,
    sortf: 0,
    did: ids.deck,
    tmpls: [
      {
        name: GENKI_TEMPLATE.name,
        ord: 0,
        qfmt: GENKI_TEMPLATE.front,
        afmt: GENKI_TEMPLATE.back,
        bqfmt: '',
        bafmt: '',
        did: null,
        bfont: '',
        bsize: 0,
      },
    ],
    flds: GENKI_FIELDS.map((name, ord) => ({name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: []})),
    css: GENKI_TEMPLATE.css,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
  const deckConfig = {
    id: DEFAULT_DECK_CONFIG_ID,
    mod: 0,
    name: 'Default',
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20},
    rev: {bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2},
    lapse: {delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0},
  };
  return {
    conf: JSON.stringify(conf),
    models: JSON.stringify({[ids.model]: model}),
    decks: JSON.stringify({
      [DEFAULT_DECK_ID]: deckJSON(DEFAULT_DECK_ID, 'Default', modSecs),
      [ids.deck]: deckJSON(ids.deck, deckName, modSecs),
    }),
    dconf: JSON.stringify({[DEFAULT_DECK_CONFIG_ID]: deckConfig}),
    tags: '{}',
  };
}

/** Anki deck names nest at "::"; a name of ours is one deck. */
export function ankiDeckName(name: string): string {
  return name.replace(/::/g, ':').trim() || 'Genki Study deck';
}

/** The .apkg bytes of a deck. `now` (ms) seeds the ids and timestamps; `sql` is an initialised sql.js. */
export async function writeAnkiPackage(
  deckName: string,
  items: readonly DeckItemContent[],
  sql: SqlJsStatic,
  now = Date.now(),
): Promise<Uint8Array> {
  const modSecs = Math.floor(now / 1000);
  const ids = {model: now, deck: now + 1};
  const checksums = await Promise.all(items.map((item) => fieldChecksum(fieldText(fieldsOfItem(item)[0]!))));
  const db = new sql.Database();
  try {
    db.run(SCHEMA_11);
    const json = collectionJSON(ids, ankiDeckName(deckName), modSecs, items.length);
    db.run('insert into col values (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
      modSecs,
      now,
      now,
      SCHEMA_VERSION,
      json.conf,
      json.models,
      json.decks,
      json.dconf,
      json.tags,
    ]);
    db.run('begin');
    const addNote = db.prepare("insert into notes values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '')");
    const addCard = db.prepare("insert into cards values (?, ?, ?, 0, ?, ?, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    items.forEach((item, index) => {
      const fields = fieldsOfItem(item);
      const noteID = now + index;
      addNote.run([
        noteID,
        newGuid(),
        ids.model,
        modSecs,
        LOCAL_USN,
        ` ${tagsOfItem(item).join(' ')} `,
        fields.join('\x1f'),
        fieldText(fields[0]!),
        checksums[index]!,
      ]);
      addCard.run([noteID, noteID, ids.deck, modSecs, LOCAL_USN, index + 1]);
    });
    addNote.free();
    addCard.free();
    db.run('commit');
    return zipSync({'collection.anki2': db.export(), media: strToU8('{}')});
  } finally {
    db.close();
  }
}
