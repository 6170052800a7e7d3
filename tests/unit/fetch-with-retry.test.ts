// Against a real local HTTP server that fails in the ways a flaky network or a restarting server does.
import {afterAll, beforeAll, expect, test} from 'vitest';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {fetchWithRetry} from '../../src/app/fetch-with-retry.ts';

let server: http.Server;
let base = '';
const hits = new Map<string, number>();
/** Per path: the statuses to answer in turn ('drop' closes the connection); the last one repeats. */
const scripts: Record<string, (number | 'drop')[]> = {
  '/flaky': [503, 'drop', 200],
  '/down': [502],
  '/missing': [404],
  '/busy': [429, 200],
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const count = (hits.get(request.url!) ?? 0) + 1;
    hits.set(request.url!, count);
    const script = scripts[request.url!]!;
    const answer = script[Math.min(count, script.length) - 1]!;
    if (answer === 'drop') return request.socket.destroy();
    response.writeHead(answer).end(String(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const waits: number[] = [];
const instant = async (ms: number) => void waits.push(ms);

test('a server error and a dropped connection are tried again until the answer comes, with growing waits', async () => {
  waits.length = 0;
  const response = await fetchWithRetry(`${base}/flaky`, undefined, {wait: instant});
  expect(response.status).toBe(200);
  expect(hits.get('/flaky')).toBe(3);
  expect(waits).toHaveLength(2);
  expect(waits[1]!).toBeGreaterThan(waits[0]!);
  expect(waits[0]!).toBeGreaterThanOrEqual(800);
});

test('after 3 retries the last failure is returned for the page to show', async () => {
  const response = await fetchWithRetry(`${base}/down`, undefined, {wait: instant});
  expect(response.status).toBe(502);
  expect(hits.get('/down')).toBe(4);
});

test('a definite answer is not tried again; "too many requests" is', async () => {
  expect((await fetchWithRetry(`${base}/missing`, undefined, {wait: instant})).status).toBe(404);
  expect(hits.get('/missing')).toBe(1);
  expect((await fetchWithRetry(`${base}/busy`, undefined, {wait: instant})).status).toBe(200);
  expect(hits.get('/busy')).toBe(2);
});

test('no server at all: the network error comes out after the retries', async () => {
  await expect(fetchWithRetry('http://127.0.0.1:9/', undefined, {wait: instant})).rejects.toThrow();
});
