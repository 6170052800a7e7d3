import {zstdCompressSync} from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {zstdDeclaredWindowBytes} from '../../src/features/vocab/transfer/zstd-declared-windows.ts';

const frame = zstdCompressSync(Buffer.from('日本語 '.repeat(20_000)));
const skippable = Buffer.from([0x5a, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 1, 2, 3]);

describe('zstd declared windows', () => {
  test('a frame declares at least what it holds; frames add up, skippable frames count nothing', () => {
    expect(zstdDeclaredWindowBytes(frame)).toBeGreaterThanOrEqual(Buffer.byteLength('日本語 ') * 20_000);
    expect(zstdDeclaredWindowBytes(Buffer.concat([frame, skippable, frame]))).toBe(2 * zstdDeclaredWindowBytes(frame));
  });

  test('a window descriptor declares 2^(10 + exponent) bytes plus eighths of that', () => {
    const lastEmptyRawBlock = [1, 0, 0];
    expect(
      zstdDeclaredWindowBytes(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0, (20 << 3) | 3, ...lastEmptyRawBlock])),
    ).toBe(2 ** 30 * (1 + 3 / 8));
  });
});
