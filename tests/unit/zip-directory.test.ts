import {describe, expect, test} from 'vitest';
import {strToU8, Zip, ZipDeflate, ZipPassThrough, zipSync} from 'fflate';
import {zipEntries} from '../../src/features/vocab/transfer/zip-directory.ts';

/** A zip written as a stream: sizes come after each entry's data (in data descriptors), the directory has them. */
function streamedZip(files: Record<string, Uint8Array>, deflate: boolean): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, data] of Object.entries(files)) {
    const entry = deflate ? new ZipDeflate(name) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
  }
  zip.end();
  return new Uint8Array(Buffer.concat(parts));
}

describe('zip directory', () => {
  test('entries come from the central directory: name, method, where the data is and both sizes', () => {
    const text = strToU8('猫 '.repeat(1000));
    for (const bytes of [
      zipSync({'a.txt': text, 'b/c.bin': [new Uint8Array(10), {level: 0}]}),
      streamedZip({'a.txt': text, 'b/c.bin': new Uint8Array(10)}, true),
    ]) {
      const [a, c] = zipEntries(bytes);
      expect(a).toMatchObject({name: 'a.txt', method: 8, declaredSize: text.length});
      expect(a!.compressedSize).toBeLessThan(text.length);
      expect(c).toMatchObject({name: 'b/c.bin', declaredSize: 10});
    }
    const stored = streamedZip({'s.txt': strToU8('stored')}, false);
    const [entry] = zipEntries(stored);
    expect(entry).toMatchObject({method: 0, compressedSize: 6, declaredSize: 6});
    expect(Buffer.from(stored.subarray(entry!.dataStart, entry!.dataStart + entry!.compressedSize)).toString()).toBe(
      'stored',
    );
  });

  test('a zip cut short, or with a directory that points nowhere, is damaged', () => {
    const bytes = zipSync({'a.txt': strToU8('hello')});
    expect(() => zipEntries(bytes.subarray(0, bytes.length - 10))).toThrow(/Damaged zip/);
    expect(() => zipEntries(bytes.subarray(10))).toThrow(/Damaged zip/);
    expect(() => zipEntries(new Uint8Array(0))).toThrow(/Damaged zip/);
  });
});
