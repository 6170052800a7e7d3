// Archive bombs in Anki packages are refused by what they unpack to, not by what they declare, and the reading stops
// at the limit instead of unpacking the rest.
import {beforeAll, describe, expect, test} from 'vitest';
import initSqlJs, {type SqlJsStatic} from 'sql.js';
import {formatMegabytes} from '../../schema/decks/deck-limits.ts';
import {parseAnkiPackage} from '../../src/features/vocab/transfer/anki-import.ts';
import {MAX_COLLECTION_BYTES} from '../../src/features/vocab/transfer/transfer-limits.ts';
import {apkgDeflateBomb, apkgZstdBomb, apkgZstdWindowClaim} from '../support/apkg-bomb.ts';
import {refusal} from './deck-transfer-helpers.ts';

let sql: SqlJsStatic;
beforeAll(async () => {
  sql = await initSqlJs();
});

const LIMIT_MEGABYTES = MAX_COLLECTION_BYTES / (1024 * 1024);
const EXPANDS_PAST = `This file expands past ${formatMegabytes(MAX_COLLECTION_BYTES)} once unpacked`;
// Each step of the reading unpacks a bounded amount before the running count is checked: damage this far past the
// limit is never reached by a reader that stops there.
const DAMAGE_PAST_LIMIT_MEGABYTES = 32;

// Unpacking up to the limit takes seconds on a slow machine.
const UNPACKING_TO_THE_LIMIT = {timeout: 60_000};

describe('Anki package bombs', () => {
  test('damage inside the limit is found: the bombs below are damaged where a reader that reads on would see it', () => {
    expect(refusal(() => parseAnkiPackage(apkgDeflateBomb(8, {thenDamaged: true}), sql))).toMatchObject({
      code: 'unreadable',
    });
    expect(refusal(() => parseAnkiPackage(apkgZstdBomb(8, {thenDamaged: true}), sql))).toMatchObject({
      code: 'unreadable',
    });
  });

  test(
    'a zipped collection that declares 4 KiB and inflates past the limit is refused once the limit is reached',
    UNPACKING_TO_THE_LIMIT,
    () => {
      const bomb = apkgDeflateBomb(LIMIT_MEGABYTES + DAMAGE_PAST_LIMIT_MEGABYTES, {thenDamaged: true});
      expect(refusal(() => parseAnkiPackage(bomb, sql))).toMatchObject({
        code: 'too-large',
        message: expect.stringContaining(EXPANDS_PAST),
      });
    },
  );

  test('a collection that declares more than the limit is refused before anything is inflated', () => {
    const bomb = apkgDeflateBomb(0, {declaredBytes: MAX_COLLECTION_BYTES + 1, thenDamaged: true});
    expect(refusal(() => parseAnkiPackage(bomb, sql))).toMatchObject({
      code: 'too-large',
      message: expect.stringContaining(EXPANDS_PAST),
    });
  });

  test(
    'a zstd collection.anki21b that decompresses past the limit is refused once the limit is reached',
    UNPACKING_TO_THE_LIMIT,
    () => {
      const bomb = apkgZstdBomb(LIMIT_MEGABYTES + DAMAGE_PAST_LIMIT_MEGABYTES, {thenDamaged: true});
      expect(refusal(() => parseAnkiPackage(bomb, sql))).toMatchObject({
        code: 'too-large',
        message: expect.stringContaining(EXPANDS_PAST),
      });
    },
  );

  test('a zstd frame that claims a window larger than the limit is refused before its window is allocated', () => {
    expect(refusal(() => parseAnkiPackage(apkgZstdWindowClaim(30), sql))).toMatchObject({
      code: 'too-large',
      message: expect.stringContaining(EXPANDS_PAST),
    });
  });
});
