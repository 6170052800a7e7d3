// The collection database out of an Anki package (.apkg): a zip holding it as SQLite, either legacy
// (collection.anki2 / collection.anki21) or current (collection.anki21b, zstd-compressed). Newer packages also hold
// a legacy collection.anki2 that only says "please update Anki": the newest collection inside wins, and is the only
// entry unpacked. Media files are counted, never unpacked.
//
// An archive bomb declares a small size and unpacks to gigabytes, so what a package declares only refuses it early:
// both stages unpack a bounded step at a time and stop as soon as their output passes MAX_COLLECTION_BYTES.
import {Inflate} from 'fflate';
import {Decompress} from 'fzstd';
import {formatMegabytes} from '../../../../schema/decks/deck-limits.ts';
import {MAX_COLLECTION_BYTES} from './transfer-limits.ts';
import {TransferError} from './transfer-error.ts';
import {zipEntries, type ZipEntry} from './zip-directory.ts';
import {zstdDeclaredWindowBytes} from './zstd-declared-windows.ts';

/** Newest first: the one a package is read from. */
const COLLECTION_FILES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
type CollectionFile = (typeof COLLECTION_FILES)[number];
const PACKAGE_FILES = new Set<string>([...COLLECTION_FILES, 'media', 'meta']);

const STORED = 0;
const DEFLATE = 8;
// DEFLATE expands at most 1032:1, so a slice this size inflates to at most about 16 MB between two checks.
const INFLATE_SLICE_BYTES = 16 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);
const ZIP_MAGIC = [0x50, 0x4b];
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

export type UnpackedCollection = {name: CollectionFile; database: Uint8Array; mediaFiles: number};

function tooLarge(): TransferError {
  return new TransferError(
    'too-large',
    `This file expands past ${formatMegabytes(MAX_COLLECTION_BYTES)} once unpacked (its Anki collection alone, without media); export a smaller deck from Anki.`,
  );
}

/** Collects a stream's output chunks, throwing as soon as they add up to more than MAX_COLLECTION_BYTES. */
function cappedOutput() {
  const chunks: Uint8Array[] = [];
  let size = 0;
  return {
    add(chunk: Uint8Array) {
      size += chunk.length;
      if (size > MAX_COLLECTION_BYTES) throw tooLarge();
      chunks.push(chunk);
    },
    bytes(): Uint8Array {
      const whole = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        whole.set(chunk, offset);
        offset += chunk.length;
      }
      return whole;
    },
  };
}

function inflate(compressed: Uint8Array): Uint8Array {
  const output = cappedOutput();
  const stream = new Inflate((chunk) => output.add(chunk));
  for (let offset = 0; ; offset += INFLATE_SLICE_BYTES) {
    const end = Math.min(offset + INFLATE_SLICE_BYTES, compressed.length);
    stream.push(compressed.subarray(offset, end), end === compressed.length);
    if (end === compressed.length) return output.bytes();
  }
}

function unzipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.declaredSize > MAX_COLLECTION_BYTES) throw tooLarge();
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === STORED) return data;
  if (entry.method === DEFLATE) return inflate(data);
  throw new Error(`Unknown zip compression method ${entry.method}`);
}

// fzstd hands over each block (at most 2 MB) as it decodes it.
function decompressZstd(data: Uint8Array): Uint8Array {
  // fzstd allocates each frame's window as its header declares it, before decoding a byte of it.
  if (zstdDeclaredWindowBytes(data) > MAX_COLLECTION_BYTES) throw tooLarge();
  const output = cappedOutput();
  new Decompress((chunk) => output.add(chunk)).push(data, true);
  return output.bytes();
}

/** Runs `read`; any failure but a TransferError means the package is damaged, as `damage` says. */
function orDamaged<T>(damage: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof TransferError) throw error;
    throw new TransferError('unreadable', `This Anki package is damaged: ${damage}.`);
  }
}

/** The newest collection database in an .apkg file, decompressed, and how many media files it skipped. */
export function unpackCollection(bytes: Uint8Array): UnpackedCollection {
  if (!startsWith(bytes, ZIP_MAGIC)) {
    throw new TransferError(
      'unreadable',
      'This file is not an Anki package: .apkg files are zip archives, and this is not a zip.',
    );
  }
  const entries = orDamaged('its zip archive cannot be read', () => zipEntries(bytes));
  const name = COLLECTION_FILES.find((candidate) => entries.some((entry) => entry.name === candidate));
  if (!name) {
    throw new TransferError(
      'no-collection',
      'This zip holds no Anki collection (collection.anki2, .anki21 or .anki21b). In Anki, use File › Export › "Anki Deck Package (*.apkg)".',
    );
  }
  const data = orDamaged('its zip archive cannot be read', () =>
    unzipEntry(bytes, entries.find((entry) => entry.name === name)!),
  );
  const database =
    name === 'collection.anki21b' && startsWith(data, ZSTD_MAGIC)
      ? orDamaged('its collection cannot be decompressed', () => decompressZstd(data))
      : data;
  const mediaFiles = entries.filter((entry) => !PACKAGE_FILES.has(entry.name)).length;
  return {name, database, mediaFiles};
}
