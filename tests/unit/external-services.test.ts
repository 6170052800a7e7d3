// The pure parts of the external services (requirements §4.3, §7.3, §8): which service is live, the AnkiConnect address a
// learner may give, WaniKani's assignments in our groups, when a 429 may be tried again, and the keys' encryption.
import {describe, expect, test} from 'vitest';
import {liveService} from '../../schema/external-services.ts';
import {parseSettings, withLiveService} from '../../schema/settings.ts';
import {ankiBridgeAddress} from '../../src/features/services/anki-bridge-address.ts';
import {dueCountsOfAssignments} from '../../server/services/wanikani-api.ts';
import {retryAtOf} from '../../server/services/service-request.ts';
import {decryptServiceKey, encryptServiceKey} from '../../server/services/service-keys.ts';

describe('the live service (requirements §4.3)', () => {
  const services = parseSettings({})['service-preferences'];

  test('none by default: the built-in scheduler', () => {
    expect(liveService(services)).toBeNull();
  });

  test('a live service counts only once its key is valid', () => {
    const chosen = withLiveService(services, 'wanikani');
    expect(liveService(chosen)).toBeNull();
    expect(liveService({...chosen, wanikani: {...chosen.wanikani, is_api_key_valid: true}})).toBe('wanikani');
  });

  test('a valid key of a service that is not live does not make it live', () => {
    const anki = withLiveService({...services, jpdb: {...services.jpdb, is_api_key_valid: true}}, 'anki');
    expect(liveService(anki)).toBeNull();
    expect(liveService({...anki, anki: {...anki.anki, is_api_key_valid: true}})).toBe('anki');
  });

  test('of stored data with more than one live (written before the rule), the first in order wins', () => {
    const valid = {mode: 'live' as const, data_imported: false, is_api_key_valid: true};
    expect(liveService({anki: {...valid, is_api_key_valid: false}, wanikani: valid, jpdb: valid})).toBe('wanikani');
  });
});

describe('the AnkiConnect address', () => {
  test.each([
    ['http://127.0.0.1:8765', 'http://127.0.0.1:8765'],
    [' http://localhost:8766/ ', 'http://localhost:8766'],
    ['http://[::1]:9000', 'http://localhost:9000'],
    ['http://127.0.0.1', 'http://127.0.0.1:80'],
  ])('%s on this computer is %s', (text, address) => {
    expect(ankiBridgeAddress(text)).toBe(address);
  });

  test.each([
    'https://127.0.0.1:8765',
    'http://192.168.1.5:8765',
    'http://evil.example:8765',
    'http://127.0.0.1:8765/path',
    'http://user:pw@127.0.0.1:8765',
    'http://127.0.0.1:8765?x=1',
    '127.0.0.1:8765',
    '',
    'javascript:alert(1)',
  ])('%s is refused', (text) => {
    expect(ankiBridgeAddress(text)).toBeNull();
  });
});

test("WaniKani's assignments: radicals and kanji count as kanji, both kinds of vocabulary as vocabulary, all in the total", () => {
  expect(
    dueCountsOfAssignments(7, ['radical', 'kanji', 'vocabulary', 'kana_vocabulary', 'kanji', 'something-new']),
  ).toEqual({total: 7, meanings: {vocab: 2, kanji: 3}, spellings: 0, writing: 0});
});

describe('when a service that said "slow down" may be asked again', () => {
  const now = 1_800_000_000_000;
  test("WaniKani's RateLimit-Reset is a time in epoch seconds", () => {
    expect(retryAtOf(new Headers({'ratelimit-reset': '1800000042'}), now)).toBe(1_800_000_042_000);
  });
  test('Retry-After is seconds from now', () => {
    expect(retryAtOf(new Headers({'retry-after': '30'}), now)).toBe(now + 30_000);
  });
  test('without either, a minute', () => {
    expect(retryAtOf(new Headers(), now)).toBe(now + 60_000);
  });
});

describe('stored keys', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';

  test('open again for the same learner and service, and look nothing like the key', () => {
    const sealed = encryptServiceKey('wk-token-123', 'user-1', 'wanikani', secret);
    expect(sealed).not.toContain('wk-token-123');
    expect(encryptServiceKey('wk-token-123', 'user-1', 'wanikani', secret)).not.toBe(sealed);
    expect(decryptServiceKey(sealed, 'user-1', 'wanikani', secret)).toBe('wk-token-123');
  });

  test('do not open for another learner, another service, another secret, or after tampering', () => {
    const sealed = encryptServiceKey('wk-token-123', 'user-1', 'wanikani', secret);
    expect(decryptServiceKey(sealed, 'user-2', 'wanikani', secret)).toBeNull();
    expect(decryptServiceKey(sealed, 'user-1', 'jpdb', secret)).toBeNull();
    expect(decryptServiceKey(sealed, 'user-1', 'wanikani', `${secret}x`)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body!.slice(0, -1)}${body!.endsWith('A') ? 'B' : 'A'}`;
    expect(decryptServiceKey([version, iv, flipped, tag].join('.'), 'user-1', 'wanikani', secret)).toBeNull();
    expect(decryptServiceKey('not-a-sealed-key', 'user-1', 'wanikani', secret)).toBeNull();
  });
});
