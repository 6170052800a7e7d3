// The text of an uploaded CSV/TSV file. UTF-8 (with or without a byte-order mark) and UTF-16 with a mark are read as
// such; a file that is not valid UTF-8 is tried as Shift_JIS, which Japanese Excel writes by default.
import {TransferError} from './transfer-error.ts';

function decode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, {fatal: true}).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes, 'utf-16le') ?? unreadable();
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes, 'utf-16be') ?? unreadable();
  const text = decode(bytes, 'utf-8') ?? decode(bytes, 'shift_jis') ?? unreadable();
  if (text.includes('\0')) unreadable();
  return text;
}

function unreadable(): never {
  throw new TransferError(
    'unreadable',
    'This file is not text we can read: save it as CSV (UTF-8) or tab-separated text.',
  );
}
