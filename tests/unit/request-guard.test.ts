import {describe, expect, test} from 'vitest';
import {duplicateKeyIn, parseStrictJSON} from '../../server/guards/strict-json.ts';
import {isFromOurPages} from '../../server/guards/request-origin.ts';
import {BodyTooLargeError, readBodyWithin} from '../../server/guards/read-body.ts';
import {bodyLimitOf} from '../../server/guards/body-limits.ts';
import {allowedOrigins} from '../../server/guards/allowed-origins.ts';

describe('duplicate keys', () => {
  test.each([
    ['{"a":1,"b":2}', null],
    ['{"confirmEmail":"x","confirmEmail":"y"}', 'confirmEmail'],
    ['{"a":1, "\\u0061" :2}', 'a'],
    ['{"a":{"a":1},"b":[{"a":1},{"a":2}]}', null],
    ['[{"x":1,"y":{"x":2,"x":3}}]', 'x'],
    ['{"a":"{\\"a\\":1}","b":"\\\\","a ":3}', null],
    ['{"k":["k","k"]}', null],
    ['"{\\"a\\":1,\\"a\\":2}"', null],
  ])('%s', (text, duplicate) => {
    expect(duplicateKeyIn(text)).toBe(duplicate);
  });

  test('a duplicate key or malformed text is refused with what is wrong', () => {
    expect(() => parseStrictJSON('{"a":1,"a":2}')).toThrow('names "a" twice');
    expect(() => parseStrictJSON('{"a":')).toThrow('not valid JSON');
    expect(parseStrictJSON('{"a":[1,{"b":null}]}')).toEqual({a: [1, {b: null}]});
  });
});

describe('where a request comes from', () => {
  const ours = allowedOrigins({publicURL: 'https://genki.example', zeroPublicURL: '', production: true, port: 3000});
  const from = (headers: Record<string, string>) => isFromOurPages(new Headers(headers), ours);

  test('only our origin, whatever else the request says', () => {
    expect(ours).toEqual(['https://genki.example']);
    expect(from({origin: 'https://genki.example'})).toBe(true);
    for (const origin of [
      'http://genki.example',
      'https://genki.example:8443',
      'https://evil.genki.example',
      'http://evil.example',
      'null',
      '',
    ]) {
      expect(from({origin, 'sec-fetch-site': 'same-origin'})).toBe(false);
    }
  });

  test('without Origin, Sec-Fetch-Site decides; with neither, it is no browser', () => {
    expect(from({'sec-fetch-site': 'same-origin'})).toBe(true);
    expect(from({'sec-fetch-site': 'none'})).toBe(true);
    expect(from({'sec-fetch-site': 'same-site'})).toBe(false);
    expect(from({'sec-fetch-site': 'cross-site'})).toBe(false);
    expect(from({})).toBe(true);
  });

  test('a developer machine answers on localhost and 127.0.0.1; zero-cache elsewhere is ours too', () => {
    expect(
      allowedOrigins({
        publicURL: 'http://localhost:3000',
        zeroPublicURL: 'https://sync.genki.example/zero',
        production: false,
        port: 3000,
      }),
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'https://sync.genki.example']);
  });
});

describe('body limits', () => {
  const streamOf = (chunks: number, chunkBytes: number, pulled: {bytes: number}) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= chunks * chunkBytes) return controller.close();
        pulled.bytes += chunkBytes;
        controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
      },
    });
  const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    new Request('http://app/api/x', {method: 'POST', body, headers, duplex: 'half'} as RequestInit);

  test('a body within the limit is read whole', async () => {
    expect(await readBodyWithin(post('{"a":"日本"}'), 64)).toBe('{"a":"日本"}');
  });

  test('a body that declares more than the limit is refused before it is read', async () => {
    const pulled = {bytes: 0};
    await expect(
      readBodyWithin(post(streamOf(100, 1024, pulled), {'content-length': String(100 * 1024)}), 1024),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 1024);
  });

  test('a body that turns out larger is cut off soon after the limit, not read to its end', async () => {
    const pulled = {bytes: 0};
    await expect(readBodyWithin(post(streamOf(100 * 1024, 1024, pulled)), 64 * 1024)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(pulled.bytes).toBeLessThan(80 * 1024);
  });

  test('each address has the limit of its largest legitimate body', () => {
    expect(bodyLimitOf('/api/zero/mutate')).toBe(10 * 1024 * 1024);
    expect(bodyLimitOf('/api/auth/sign-in/email')).toBe(16 * 1024);
    expect(bodyLimitOf('/api/review/due-counts')).toBe(64 * 1024);
    expect(bodyLimitOf('/api/catalogue/structure')).toBe(4 * 1024 * 1024);
  });
});
