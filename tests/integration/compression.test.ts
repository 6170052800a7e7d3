// Every text response is compressed: built files as the brotli or gzip copy made at build time, pages and API
// answers (the catalogue included) as they go out; and what arrives decompresses to the same bytes.
import http from 'node:http';
import zlib from 'node:zlib';
import {describe, expect, inject, test} from 'vitest';

const baseURL = inject('baseURL');

type Raw = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

/** A GET with exactly these request headers (fetch would add and undo its own Accept-Encoding). */
function get(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseURL}${path}`, {headers: acceptEncoding ? {'accept-encoding': acceptEncoding} : {}}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}),
        );
      })
      .on('error', reject);
  });
}

function decoded({headers, body}: Raw): Buffer {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body);
  return body;
}

const BROWSER = 'gzip, deflate, br, zstd';

async function builtFiles() {
  const html = decoded(await get('/', BROWSER)).toString();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
}

describe('built files', () => {
  test('the entry, its preloads and the stylesheet go out as brotli, else gzip, else as they are; all three agree', async () => {
    const files = await builtFiles();
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(1);
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
    for (const file of files) {
      const plain = await get(file);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      const brotli = await get(file, BROWSER);
      const gzip = await get(file, 'gzip');
      if (plain.body.length < 1024) continue;
      expect(brotli.headers['content-encoding'], file).toBe('br');
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      for (const response of [brotli, gzip]) {
        expect(response.headers.vary, file).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(response.body.length, file).toBeLessThan(plain.body.length * 0.6);
        expect(decoded(response).equals(plain.body), file).toBe(true);
      }
    }
  });

  test('the service worker and the Japanese font stylesheet are compressed too', async () => {
    const sw = await get('/sw.js', BROWSER);
    expect(sw.headers['content-encoding']).toBe('br');
    // The font's stylesheet is imported dynamically by one of the scripts index.html loads.
    const scripts = await builtFiles();
    const sources = await Promise.all(scripts.map(async (file) => decoded(await get(file, BROWSER)).toString()));
    const fontSheet = sources.map((source) => source.match(/assets\/noto-sans-jp-[\w-]+\.css/)?.[0]).find(Boolean);
    expect(fontSheet).toBeTruthy();
    expect((await get(`/${fontSheet}`, BROWSER)).headers['content-encoding']).toBe('br');
  });
});

describe('pages and API answers', () => {
  test.each([
    '/',
    '/learn/genki_1/chapter-0',
    '/api/catalogue/structure',
    '/api/catalogue/vocabulary-keys?input={"setIds":["genki_1_ch0_greetings"]}',
  ])('%s is gzipped as it goes out, and decompresses to the plain answer', async (path) => {
    const url = path.replace(/\{.*\}/, (input) => encodeURIComponent(input));
    const plain = await get(url);
    const compressed = await get(url, BROWSER);
    expect(compressed.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(compressed).equals(plain.body)).toBe(true);
  });

  test('the catalogue keeps answering 304 to a revalidation with the (now weak) ETag', async () => {
    const first = await get('/api/catalogue/structure', BROWSER);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    const again = await new Promise<number>((resolve, reject) => {
      http
        .get(
          `${baseURL}/api/catalogue/structure`,
          {headers: {'accept-encoding': BROWSER, 'if-none-match': etag}},
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        )
        .on('error', reject);
    });
    expect(again).toBe(304);
  });
});

describe("zero-cache's calls", () => {
  test.each(['/api/zero/mutate', '/api/zero/query'])(
    '%s answers as it is, even to a caller that accepts gzip (a neighbour on the local network, where compressing only costs CPU)',
    async (path) => {
      const answer = await new Promise<Raw>((resolve, reject) => {
        const request = http.request(
          `${baseURL}${path}?schema=x&appID=x`,
          {method: 'POST', headers: {'accept-encoding': 'gzip', 'content-type': 'application/json'}},
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}),
            );
          },
        );
        request.on('error', reject);
        request.end(
          JSON.stringify({clientGroupID: 'x', mutations: 'not a list', pushVersion: 1, timestamp: 1, requestID: 'x'}),
        );
      });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(() => JSON.parse(answer.body.toString())).not.toThrow();
    },
  );
});
