// The analytics relay (requirements §7.3) in front of a real HTTP service on this machine: off unless configured, the
// learner named only by a salted hash, nothing sent for a browser that asks not to be tracked.
import http from 'node:http';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {Hono} from 'hono';
import {analyticsID, analyticsRelay} from '../../server/analytics/analytics-relay.ts';
import {refusalOfError} from '../../server/refusal-of-error.ts';
import {REFUSAL_STATUS} from '../../schema/refusals.ts';
import {trackingAllowed} from '../../src/features/analytics/tracking.ts';

const received: {body: Record<string, unknown>; headers: http.IncomingHttpHeaders}[] = [];
let waiting: (() => void) | null = null;
const sink = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk));
  request.on('end', () => {
    received.push({body: JSON.parse(body) as Record<string, unknown>, headers: request.headers});
    response.end('{}');
    waiting?.();
  });
});
let sinkURL = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkURL = `http://127.0.0.1:${(sink.address() as {port: number}).port}/capture/`;
});
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

function app(url: string | undefined) {
  const relay = analyticsRelay({
    url,
    key: 'project-key',
    salt: 'pepper',
    userIDOf: async (headers) => headers.get('x-test-user'),
  });
  const wrapped = new Hono().route('/api/analytics', relay);
  wrapped.onError((error, c) => {
    const refusal = refusalOfError(error);
    return c.json({code: refusal.code, message: refusal.message}, REFUSAL_STATUS[refusal.code]);
  });
  return wrapped;
}

const pageview = (
  target: Hono,
  headers: Record<string, string> = {},
  body: unknown = {url: 'http://localhost/dashboard?x=1', path: '/dashboard'},
) =>
  target.request('/api/analytics/pageview', {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });

const nextEvent = () => new Promise<void>((resolve) => (waiting = resolve));

test('off unless configured: the config says so and nothing is sent', async () => {
  const off = app(undefined);
  expect(await (await off.request('/api/analytics/config')).json()).toEqual({enabled: false});
  expect((await pageview(off, {'x-test-user': 'user-1'})).status).toBe(204);
  expect(received).toHaveLength(0);
});

test('a pageview is forwarded with the learner named by a salted hash only', async () => {
  const on = app(sinkURL);
  expect(await (await on.request('/api/analytics/config')).json()).toEqual({enabled: true});
  const arrived = nextEvent();
  expect((await pageview(on, {'x-test-user': 'user-1', cookie: 'secret=1'})).status).toBe(202);
  await arrived;
  const {body, headers} = received.splice(0)[0]!;
  expect(body).toMatchObject({
    api_key: 'project-key',
    event: '$pageview',
    distinct_id: analyticsID('pepper', 'user-1'),
    properties: {$current_url: 'http://localhost/dashboard?x=1', $pathname: '/dashboard'},
  });
  expect(body.distinct_id).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(body)).not.toContain('user-1');
  expect(headers.cookie).toBeUndefined();
  expect(analyticsID('salt-a', 'user-1')).not.toBe(analyticsID('salt-b', 'user-1'));
});

test('a visitor is named by the hash of their browser’s random id', async () => {
  const on = app(sinkURL);
  const visitorID = crypto.randomUUID();
  const arrived = nextEvent();
  await pageview(on, {}, {url: 'http://localhost/', path: '/', visitorID});
  await arrived;
  expect(received.splice(0)[0]!.body.distinct_id).toBe(analyticsID('pepper', `visitor:${visitorID}`));
});

test('nothing is sent when the browser asks not to be tracked', async () => {
  const on = app(sinkURL);
  expect((await pageview(on, {'x-test-user': 'user-1', dnt: '1'})).status).toBe(204);
  expect((await pageview(on, {'x-test-user': 'user-1', 'sec-gpc': '1'})).status).toBe(204);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(received).toHaveLength(0);
  expect(trackingAllowed({doNotTrack: '1'})).toBe(false);
  expect(trackingAllowed({globalPrivacyControl: true})).toBe(false);
  expect(trackingAllowed({}, '1')).toBe(false);
  expect(trackingAllowed({doNotTrack: 'unspecified', globalPrivacyControl: false})).toBe(true);
});

test('a malformed pageview is refused with a code', async () => {
  const response = await pageview(app(sinkURL), {}, {url: 'not a url', path: '/'});
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({code: 'invalid-input'});
});
