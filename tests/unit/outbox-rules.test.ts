import {describe, expect, test} from 'vitest';
import {
  argsToSend,
  baseAfterPending,
  inOutboxOrder,
  nextSeq,
  orphansOf,
  outcomeOf,
  parkedAhead,
  predecessorOf,
  rebasedAfterDiscard,
  rowKeysOf,
  UNEXPECTED_ATTEMPTS,
  WAITING_RETRY_MS,
  type OutboxEntry,
} from '../../src/app/outbox/outbox-rules.ts';
import {retryDelay} from '../../src/app/retry-delay.ts';

const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);

function entry(id: string, seq: number, args: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    userID: 'u1',
    seq,
    name: 'deckItems.setFields',
    args: args as OutboxEntry['args'],
    tabID: 'tab',
    attempts: 0,
    madeAt: T0,
    ...extra,
  };
}

const app = (message: string, details: unknown) => ({
  type: 'error' as const,
  error: {type: 'app' as const, message, details: details as never},
});
const middle = () => 0.5;

describe('outcomeOf: what to do is decided by the refusal code alone', () => {
  test('confirmed', () => {
    expect(outcomeOf({type: 'success'}, 0)).toEqual({type: 'confirmed'});
  });

  test('server-unavailable is retried with backoff for as long as it takes, whatever the message', () => {
    expect(outcomeOf(app('Unknown error occurred', {code: 'server-unavailable'}), 0, middle)).toEqual({
      type: 'retry',
      refusal: {code: 'server-unavailable', message: 'Unknown error occurred'},
      delayMs: 1000,
      attempts: 1,
    });
    expect(outcomeOf(app('Busy', {code: 'server-unavailable'}), 40, middle)).toMatchObject({
      type: 'retry',
      delayMs: 30_000,
      attempts: 41,
    });
  });

  test(`unexpected is retried, and parked at the ${UNEXPECTED_ATTEMPTS}th failure`, () => {
    expect(outcomeOf(app('Boom', {code: 'unexpected'}), UNEXPECTED_ATTEMPTS - 2, middle)).toMatchObject({
      type: 'retry',
      attempts: UNEXPECTED_ATTEMPTS - 1,
    });
    expect(outcomeOf(app('Boom', {code: 'unexpected'}), UNEXPECTED_ATTEMPTS - 1)).toEqual({
      type: 'park',
      refusal: {code: 'unexpected', message: 'Boom'},
    });
  });

  test('waiting for an earlier write is retried soon, and counts as no failure', () => {
    expect(outcomeOf(app('Waiting', {code: 'waiting'}), 3)).toMatchObject({
      type: 'retry',
      delayMs: WAITING_RETRY_MS,
      attempts: 3,
    });
  });

  test('every other code is final; a conflict keeps the values it carries', () => {
    for (const code of ['invalid-input', 'forbidden', 'not-found', 'limit'] as const) {
      expect(outcomeOf(app('No', {code}), 0)).toEqual({type: 'refused', refusal: {code, message: 'No'}});
    }
    const conflicts = [
      {field: 'word', current: '食う', currentVersion: 'w1', changedBy: 'u2', changedByName: 'Aiko', changedAt: T0},
    ];
    expect(outcomeOf(app('Changed', {code: 'conflict', conflicts}), 0)).toEqual({
      type: 'refused',
      refusal: {code: 'conflict', message: 'Changed', conflicts},
    });
  });

  test("Zero's own failures (offline, connection lost) are no answer: sent again once Zero can carry it", () => {
    expect(outcomeOf({type: 'error', error: {type: 'zero', message: 'Offline'}}, 2)).toEqual({type: 'unanswered'});
  });

  test('an app error without our code is input Zero could not take: dropped as invalid', () => {
    expect(outcomeOf(app('Invalid input', undefined), 0)).toEqual({
      type: 'refused',
      refusal: {code: 'invalid-input', message: 'Invalid input'},
    });
    expect(outcomeOf(app('x', {code: 'made-up'}), 0)).toMatchObject({
      type: 'refused',
      refusal: {code: 'invalid-input'},
    });
  });
});

describe('retryDelay', () => {
  test('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((attempts) => retryDelay(attempts, middle))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  test('jitter stays within ±20 %', () => {
    expect(retryDelay(3, () => 0)).toBe(3200);
    expect(retryDelay(3, () => 0.999_999)).toBe(4800);
  });
});

describe('order', () => {
  test('seq grows within a tab and follows time across tabs', () => {
    expect(nextSeq(0, T0)).toBe(T0 * 1000);
    expect(nextSeq(T0 * 1000, T0)).toBe(T0 * 1000 + 1);
    expect(inOutboxOrder([entry('b', 2, {}), entry('a', 2, {}), entry('c', 1, {})]).map((each) => each.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  test('a write follows the latest earlier one still to be settled', () => {
    const entries = [entry('w1', 1, {itemID: 'i1'}), entry('w2', 2, {deckID: 7}), entry('w3', 3, {itemID: 'i2'})];
    expect(entries.map((each) => predecessorOf(entries, each))).toEqual([null, 'w1', 'w2']);
  });

  test('a conflict waiting for the learner, or a parked write, is not followed; a write behind a parked one is not either', () => {
    const parked = entry('w1', 1, {itemID: 'i1'}, {parked: {code: 'unexpected', message: 'Boom'}});
    const behind = entry('w2', 2, {itemID: 'i1'});
    const conflict = entry('w3', 3, {itemID: 'i9'}, {refused: {code: 'conflict', message: 'Changed'}});
    const free = entry('w4', 4, {itemID: 'i2'});
    const entries = [parked, behind, conflict, free];
    expect(parkedAhead(entries, behind)).toBe('w1');
    expect(parkedAhead(entries, free)).toBeNull();
    expect(predecessorOf(entries, free)).toBeNull();
  });

  test('the rows a write touches are named by its arguments; a settings patch touches the profile', () => {
    expect(rowKeysOf({itemID: 'i1', deckID: 7, position: 'a0'})).toEqual(['itemID:i1', 'deckID:7']);
    expect(rowKeysOf({folderID: 3, parentFolderID: null})).toEqual(['folderID:3']);
    expect(rowKeysOf({patch: {'color-mode': 'dark'}, changedAt: T0})).toEqual(['profile']);
    expect(rowKeysOf(null)).toEqual([]);
  });

  test('a write is sent with its own id and the write it follows; its base stays as it was made', () => {
    const made = entry('w2', 2, {itemID: 'i1', write: {id: 'w2', base: {word: 'w0'}}});
    expect(argsToSend(made, 'w1')).toEqual({itemID: 'i1', write: {id: 'w2', base: {word: 'w0'}, after: 'w1'}});
    expect(argsToSend(entry('old', 1, {itemID: 'i1'}), null)).toEqual({itemID: 'i1', write: {id: 'old'}});
  });
});

describe('a write made while an earlier one of the device is on its way', () => {
  const dark = entry('dark', 1, {patch: {'color-mode': 'dark'}, write: {id: 'dark', base: {'color-mode': 'v0'}}});

  test('is made on that write for the fields both change, whether or not it shows yet', () => {
    expect(baseAfterPending([dark], {patch: {'color-mode': 'light'}}, {'color-mode': 'v0'})).toEqual({
      'color-mode': 'dark',
    });
  });

  test('keeps the version the learner saw for other fields, other rows, and writes made without one', () => {
    const word = entry('word', 2, {itemID: 'i1', write: {id: 'word', base: {word: 'v1'}}});
    expect(baseAfterPending([dark, word], {itemID: 'i1'}, {furigana: 'v2'})).toEqual({furigana: 'v2'});
    expect(baseAfterPending([dark, word], {itemID: 'i2'}, {word: 'v3'})).toEqual({word: 'v3'});
    expect(baseAfterPending([dark], {patch: {}}, undefined)).toBeUndefined();
  });

  test('is made on the earlier write only when both change the same row, not merely rows of one deck', () => {
    const moveNabe = entry('move-nabe', 2, {
      itemID: 'nabe',
      deckID: 7,
      write: {id: 'move-nabe', base: {position: 'v1'}},
    });
    expect(baseAfterPending([moveNabe], {itemID: 'hashi', deckID: 7}, {position: null})).toEqual({position: null});
    expect(baseAfterPending([moveNabe], {itemID: 'nabe', deckID: 7}, {position: 'v1'})).toEqual({
      position: 'move-nabe',
    });
    const rename = entry('rename', 3, {deckID: 7, write: {id: 'rename', base: {deck_name: 'v2'}}});
    expect(baseAfterPending([rename], {deckID: 7, folderID: 4}, {deck_name: 'v2'})).toEqual({deck_name: 'rename'});
    expect(baseAfterPending([rename], {itemID: 'nabe', deckID: 7}, {deck_name: 'v2'})).toEqual({deck_name: 'v2'});
  });

  test('is not made on a conflict the learner has still to answer', () => {
    expect(
      baseAfterPending([{...dark, refused: {code: 'conflict', message: 'x'}}], {patch: {}}, {'color-mode': 'v0'}),
    ).toEqual({'color-mode': 'v0'});
  });

  test('is made again on what a discarded write was made on', () => {
    const light = entry('light', 2, {
      patch: {'color-mode': 'light'},
      write: {id: 'light', base: {'color-mode': 'dark'}},
    });
    const [rebased] = rebasedAfterDiscard([light], dark);
    expect((rebased!.args as {write: {base: object}}).write.base).toEqual({'color-mode': 'v0'});
    expect(rebasedAfterDiscard([entry('other', 3, {itemID: 'i1'})], dark)).toEqual([]);
  });
});

describe('orphansOf', () => {
  test('writes of tabs that hold no lock any more', () => {
    const entries = [
      entry('r1', 1, {}, {tabID: 'live'}),
      entry('r2', 2, {}, {tabID: 'closed'}),
      entry('r3', 3, {}, {tabID: 'v1'}),
    ];
    expect(orphansOf(entries, new Set(['live'])).map((each) => each.id)).toEqual(['r2', 'r3']);
  });
});
