// The entries of a zip archive as its central directory lists them, read without unpacking anything (PKWARE's
// APPNOTE.TXT, 4.3.7 to 4.3.16, with the Zip64 records of 4.3.14 and 4.5.3). Throws on any damage it meets.
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 DEFLATE. */
  method: number;
  /** Where the entry's stored or compressed bytes start in the archive, and how many there are. */
  dataStart: number;
  compressedSize: number;
  /** What the archive says the entry unpacks to: whatever its maker chose to write. */
  declaredSize: number;
};

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const DIRECTORY_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const ZIP64_EXTRA_ID = 0x0001;
const ZIP64_MARK = 0xffffffff;
const END_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

// Reads past the end give 0, which no signature matches.
const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;

function damaged(what: string): never {
  throw new Error(`Damaged zip: ${what}`);
}

function endRecord(bytes: Uint8Array): {count: number; directoryStart: number} {
  let end = bytes.length - END_BYTES;
  while (u32(bytes, end) !== END_SIGNATURE) {
    if (end <= 0 || bytes.length - end >= END_BYTES + MAX_COMMENT_BYTES) damaged('no end of central directory');
    end--;
  }
  if (u32(bytes, end - 20) === ZIP64_LOCATOR_SIGNATURE) {
    const zip64End = u64(bytes, end - 12);
    if (u32(bytes, zip64End) !== ZIP64_END_SIGNATURE) damaged('no Zip64 end of central directory');
    return {count: u64(bytes, zip64End + 32), directoryStart: u64(bytes, zip64End + 48)};
  }
  return {count: u16(bytes, end + 10), directoryStart: u32(bytes, end + 16)};
}

/** The sizes and offset a directory entry marks 0xFFFFFFFF are in its Zip64 extra field, in this order. */
function zip64Values(
  bytes: Uint8Array,
  extraStart: number,
  extraEnd: number,
  marked: {declaredSize: boolean; compressedSize: boolean; localHeader: boolean},
) {
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + u16(bytes, at + 2)) {
    if (u16(bytes, at) !== ZIP64_EXTRA_ID) continue;
    let field = at + 4;
    const read = (isMarked: boolean) => {
      if (!isMarked) return undefined;
      field += 8;
      return u64(bytes, field - 8);
    };
    return {
      declaredSize: read(marked.declaredSize),
      compressedSize: read(marked.compressedSize),
      localHeader: read(marked.localHeader),
    };
  }
  return damaged('sizes marked Zip64 without a Zip64 field');
}

export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const {count, directoryStart} = endRecord(bytes);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    if (u32(bytes, at) !== DIRECTORY_SIGNATURE) damaged('central directory entry missing');
    const nameLength = u16(bytes, at + 28);
    const extraStart = at + 46 + nameLength;
    const extraEnd = extraStart + u16(bytes, at + 30);
    let compressedSize = u32(bytes, at + 20);
    let declaredSize = u32(bytes, at + 24);
    let localHeader = u32(bytes, at + 42);
    const marked = {
      declaredSize: declaredSize === ZIP64_MARK,
      compressedSize: compressedSize === ZIP64_MARK,
      localHeader: localHeader === ZIP64_MARK,
    };
    if (marked.declaredSize || marked.compressedSize || marked.localHeader) {
      const values = zip64Values(bytes, extraStart, extraEnd, marked);
      declaredSize = values.declaredSize ?? declaredSize;
      compressedSize = values.compressedSize ?? compressedSize;
      localHeader = values.localHeader ?? localHeader;
    }
    if (u32(bytes, localHeader) !== LOCAL_HEADER_SIGNATURE) damaged('local header missing');
    const dataStart = localHeader + 30 + u16(bytes, localHeader + 26) + u16(bytes, localHeader + 28);
    if (dataStart + compressedSize > bytes.length) damaged('entry runs past the end');
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, extraStart)),
      method: u16(bytes, at + 10),
      dataStart,
      compressedSize,
      declaredSize,
    });
    at = extraEnd + u16(bytes, at + 32);
  }
  return entries;
}
