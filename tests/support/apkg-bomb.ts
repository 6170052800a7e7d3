// Anki packages whose collection unpacks far past what it declares, as an attacker would send them: a DEFLATE bomb
// in the zip, a zstd bomb inside collection.anki21b, and a zstd frame that claims a huge window. The bombs can end
// in damage, so a test can tell a reader that stopped at its limit from one that read on.
import {zipSync} from 'fflate';

const MEGABYTE = 1024 * 1024;

/** Bits packed least significant first, as DEFLATE packs them. */
class BitWriter {
  private readonly bytes: Uint8Array;
  private bit = 0;
  constructor(capacityBits: number) {
    this.bytes = new Uint8Array(Math.ceil(capacityBits / 8));
  }
  /** The low `count` bits of `value`, low bit first. */
  bits(value: number, count: number): this {
    for (let index = 0; index < count; index++, this.bit++) {
      if ((value >> index) & 1) this.bytes[this.bit >> 3]! |= 1 << (this.bit & 7);
    }
    return this;
  }
  /** A Huffman code, which DEFLATE packs most significant bit first. */
  code(code: number, length: number): this {
    for (let index = length - 1; index >= 0; index--) this.bits(code >> index, 1);
    return this;
  }
  done(): Buffer {
    return Buffer.from(this.bytes.buffer, 0, Math.ceil(this.bit / 8));
  }
}

// One block with DEFLATE's fixed Huffman codes (RFC 1951, 3.2.6): a zero, then "copy 258 bytes from 1 back" (13
// bits) over and over. No stored block, whose copying would fail at once in an inflater writing into a buffer of the
// declared size: this one runs through all of it.
const FIXED_HUFFMAN = 0b01;
const RESERVED_BLOCK_TYPE = 0b11;
const literalZero = [0b00110000, 8] as const;
const length258 = [0b11000101, 8] as const; // symbol 285
const distance1 = [0b00000, 5] as const;
const endOfBlock = [0b0000000, 7] as const;
const COPY_BYTES = 258;

/** A raw DEFLATE stream of `megabytes` MB of zeros, then a block of the reserved type (which no inflater accepts) if
 * asked. */
function deflatedZeros(megabytes: number, thenDamaged: boolean): Buffer {
  const copies = Math.ceil((megabytes * MEGABYTE - 1) / COPY_BYTES);
  const stream = new BitWriter(3 + 8 + copies * 13 + 7 + 3 + 10);
  stream
    .bits(0, 1)
    .bits(FIXED_HUFFMAN, 2)
    .code(...literalZero);
  for (let copy = 0; copy < copies; copy++) stream.code(...length258).code(...distance1);
  stream.code(...endOfBlock);
  if (thenDamaged) stream.bits(1, 1).bits(RESERVED_BLOCK_TYPE, 2);
  else
    stream
      .bits(1, 1)
      .bits(FIXED_HUFFMAN, 2)
      .code(...endOfBlock);
  return stream.done();
}

/** A zip of one DEFLATE entry whose local header and central directory both declare `declaredBytes` inflated. */
function zipOfOneEntry(name: string, deflated: Buffer, declaredBytes: number): Uint8Array {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // DEFLATE
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declaredBytes, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declaredBytes, 24);
  central.writeUInt16LE(fileName.length, 28);
  // The local header's offset (bytes 42-45) is 0: it is the first thing in the file.
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + deflated.length, 16);
  return new Uint8Array(Buffer.concat([local, fileName, deflated, central, fileName, end]));
}

/** An .apkg whose collection.anki2 declares `declaredBytes` (4 KiB unless told) and inflates to `megabytes` MB of
 * zeros (1 GB from a 6.5 MB file), then to damage if asked. */
export function apkgDeflateBomb(megabytes: number, {declaredBytes = 4096, thenDamaged = false} = {}): Uint8Array {
  return zipOfOneEntry('collection.anki2', deflatedZeros(megabytes, thenDamaged), declaredBytes);
}

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const ZSTD_BLOCK_BYTES = 128 * 1024;
/** Window_Descriptor for a window of 2^(10 + exponent) bytes. */
const windowDescriptor = (exponent: number) => exponent << 3;
/** Block_Header: Last_Block, Block_Type (0 raw, 1 RLE, 3 reserved), Block_Size. */
const zstdBlockHeader = (last: boolean, type: 0 | 1 | 3, size: number) => {
  const header = Number(last) | (type << 1) | (size << 3);
  return [header & 0xff, (header >> 8) & 0xff, header >> 16];
};

/** An .apkg whose zstd collection.anki21b decompresses to `megabytes` MB of zeros (RLE blocks of 128 KiB, four bytes
 * each), then to damage if asked. */
export function apkgZstdBomb(megabytes: number, {thenDamaged = false} = {}): Uint8Array {
  const blocks = (megabytes * MEGABYTE) / ZSTD_BLOCK_BYTES;
  const frame = [...ZSTD_MAGIC, 0, windowDescriptor(7)];
  for (let block = 1; block <= blocks; block++)
    frame.push(...zstdBlockHeader(block === blocks && !thenDamaged, 1, ZSTD_BLOCK_BYTES), 0);
  if (thenDamaged) frame.push(...zstdBlockHeader(true, 3, 0));
  return zipSync({'collection.anki21b': new Uint8Array(frame)});
}

/** An .apkg whose zstd collection.anki21b claims a window of 2^windowLog bytes and holds one byte. */
export function apkgZstdWindowClaim(windowLog: number): Uint8Array {
  const frame = [...ZSTD_MAGIC, 0, windowDescriptor(windowLog - 10), ...zstdBlockHeader(true, 0, 1), 0x78];
  return zipSync({'collection.anki21b': new Uint8Array(frame)});
}
