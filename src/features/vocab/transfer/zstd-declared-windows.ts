// What zstd frames declare about themselves, read from their headers without decoding them: fzstd allocates each
// frame's window as declared (up to 2 GB) before decoding a byte of it, so a few bytes can claim gigabytes.
// Frame format: RFC 8878, section 3.1.
const FRAME_MAGIC = 0xfd2fb528;
const SKIPPABLE_MAGIC = 0x184d2a50; // the low four bits are free
const DICTIONARY_ID_BYTES = [0, 1, 2, 4] as const;
const RLE_BLOCK = 1;

function littleEndian(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let index = length - 1; index >= 0; index--) value = value * 256 + (bytes[at + index] ?? 0);
  return value;
}

function windowSize(windowDescriptor: number): number {
  const base = 2 ** (10 + (windowDescriptor >> 3));
  return base + (base / 8) * (windowDescriptor & 7);
}

/** The bytes the windows of all the frames in `data` add up to, as declared. Damage ends the walk: the decoder
 * reports it. */
export function zstdDeclaredWindowBytes(data: Uint8Array): number {
  let total = 0;
  let at = 0;
  while (at + 5 <= data.length) {
    const magic = littleEndian(data, at, 4);
    if ((magic & 0xfffffff0) >>> 0 === SKIPPABLE_MAGIC) {
      at += 8 + littleEndian(data, at + 4, 4);
      continue;
    }
    if (magic !== FRAME_MAGIC) break;
    const descriptor = data[at + 4]!;
    const singleSegment = (descriptor & 0x20) !== 0;
    const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][descriptor >> 6]!;
    let position = at + 5 + (singleSegment ? 0 : 1) + DICTIONARY_ID_BYTES[descriptor & 3]!;
    const contentSize = littleEndian(data, position, contentSizeBytes) + (contentSizeBytes === 2 ? 256 : 0);
    position += contentSizeBytes;
    total += singleSegment ? contentSize : windowSize(data[at + 5]!);
    for (let last = false; !last && position + 3 <= data.length; ) {
      const header = littleEndian(data, position, 3);
      last = (header & 1) === 1;
      position += 3 + (((header >> 1) & 3) === RLE_BLOCK ? 1 : header >>> 3);
    }
    at = position + (descriptor & 0x04 ? 4 : 0);
  }
  return total;
}
