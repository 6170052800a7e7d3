// The first review card waits for its word to be looked for on this device (src/features/review/ReviewPage.tsx): a
// read that fails must count as nothing stored, never leave the card waiting.
import {expect, test, vi} from 'vitest';
import {readStored} from '../../src/features/review/vocabulary-cache.ts';

type Database = Parameters<typeof readStored>[0];

test('the stored details are read in one transaction, in the order asked', async () => {
  const stored = new Map([['水', {item: {key: '水'}, storedAt: 1}]]);
  const transaction = vi.fn(() => ({store: {get: async (key: string) => stored.get(key)}}));
  expect(await readStored({transaction} as unknown as Database, ['火', '水'])).toEqual([undefined, stored.get('水')]);
  expect(transaction).toHaveBeenCalledTimes(1);
});

test('a database that cannot open a transaction, or fails a read, counts as holding nothing', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const closing = {
    transaction: () => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    },
  };
  expect(await readStored(closing as unknown as Database, ['水'])).toEqual([]);
  const failing = {transaction: () => ({store: {get: () => Promise.reject(new Error('read failed'))}})};
  expect(await readStored(failing as unknown as Database, ['水'])).toEqual([]);
});
