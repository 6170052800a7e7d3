// How `npm start` brings a dead part back (server/supervisor.ts) and which view-syncer serves a client group
// (server/zero-proxy.ts).
import {describe, expect, test} from 'vitest';
import {restartDelay} from '../../server/supervisor.ts';
import {viewSyncerFor} from '../../server/zero-proxy.ts';

describe('restart backoff', () => {
  test('starts at 250 ms, doubles with each restart in a row, and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(restartDelay)).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(restartDelay(100)).toBe(30_000);
  });
});

describe('view-syncer of a client group', () => {
  test('is always the same for one client group, and spreads many groups over every view-syncer', () => {
    const groups = Array.from({length: 2000}, (_, index) => `group-${index}`);
    expect(groups.map((group) => viewSyncerFor(group, 3))).toEqual(groups.map((group) => viewSyncerFor(group, 3)));
    const counts = [0, 0, 0];
    for (const group of groups) counts[viewSyncerFor(group, 3)]!++;
    for (const count of counts) expect(count).toBeGreaterThan(550);
  });

  test('is the first for a request without a client group, or with one view-syncer', () => {
    expect(viewSyncerFor(null, 2)).toBe(0);
    expect(viewSyncerFor('group-7', 1)).toBe(0);
  });
});
