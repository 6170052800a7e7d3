// Production defaults (README "Deploying"): with NODE_ENV=production the server refuses the development secrets
// and a missing PUBLIC_URL; session cookies are Secure whenever PUBLIC_URL is https; every response carries the
// security headers, pages allow no inline script, and the /zero proxy forwards the sync socket but not
// zero-cache's admin pages.
import net from 'node:net';
import os from 'node:os';
import {afterEach, describe, expect, inject, test} from 'vitest';
import {stackPorts, startStack, type Stack} from '../support/stack.ts';
import {INTEGRATION_PORT} from './global-setup.ts';
import {DEV_AUTH_SECRET, DEV_ZERO_ADMIN_PASSWORD} from '../../server/config.ts';

const baseURL = inject('baseURL');
const PORT = INTEGRATION_PORT + 60;
const DATA_DIR = '.data-production';
const PUBLIC_URL = 'https://genki.example.test';
const SECRET = 'a-production-secret-of-more-than-32-characters';

let running: Stack | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

/** Starts the stack and expects it to refuse: resolves with what it printed. */
async function refusal(env: Record<string, string>): Promise<string> {
  const error = await startStack({port: PORT, dataDir: DATA_DIR, env: {NODE_ENV: 'production', ...env}}).then(
    (stack) => {
      running = stack;
      throw new Error('the stack started');
    },
    (failure: Error) => failure.message,
  );
  expect(error).toContain('Refusing to start in production');
  return error;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('in production the server refuses to start', () => {
  test('with no secrets and no PUBLIC_URL, naming each, and leaves nothing running', async () => {
    const output = await refusal({});
    expect(output).toContain('BETTER_AUTH_SECRET is not set');
    expect(output).toContain('ZERO_ADMIN_PASSWORD is not set');
    expect(output).toContain('PUBLIC_URL is not set');
    const ports = stackPorts(PORT);
    for (const port of [ports.port, ports.zeroPort, ports.pgPort])
      expect(await accepts(port), `port ${port}`).toBe(false);
  });

  test('with the development secret and admin password given explicitly', async () => {
    const output = await refusal({
      BETTER_AUTH_SECRET: DEV_AUTH_SECRET,
      ZERO_ADMIN_PASSWORD: DEV_ZERO_ADMIN_PASSWORD,
      PUBLIC_URL,
    });
    expect(output).toContain('BETTER_AUTH_SECRET is not set');
    expect(output).toContain('ZERO_ADMIN_PASSWORD is not set');
    expect(output).not.toContain('PUBLIC_URL');
  });

  test('with a short secret, or a PUBLIC_URL that is not a URL', async () => {
    const output = await refusal({
      BETTER_AUTH_SECRET: 'short',
      ZERO_ADMIN_PASSWORD: 'an-admin-password',
      PUBLIC_URL: 'genki.example.test',
    });
    expect(output).toContain('BETTER_AUTH_SECRET is shorter than 32 characters');
    expect(output).toContain('PUBLIC_URL (genki.example.test) is not a URL');
    expect(output).not.toContain('ZERO_ADMIN_PASSWORD');
  });
});

async function signUpFrom(origin: string) {
  return fetch(`http://localhost:${PORT}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin},
    body: JSON.stringify({
      email: `secure-${Date.now()}@example.test`,
      password: 'correct horse battery',
      name: 'Secure',
    }),
  });
}

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => /session_token=/.test(cookie));

describe('session cookies follow PUBLIC_URL', () => {
  test('in production, configured, it starts, and the session cookie is Secure and __Secure- prefixed', async () => {
    running = await startStack({
      port: PORT,
      dataDir: DATA_DIR,
      env: {NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, PUBLIC_URL, START_ZERO_CACHE: '0'},
    });
    const response = await signUpFrom(PUBLIC_URL);
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toMatch(/^__Secure-better-auth\.session_token=.*; Secure/);
  });

  test('without NODE_ENV=production too, as soon as PUBLIC_URL is https', async () => {
    running = await startStack({port: PORT, dataDir: DATA_DIR, env: {PUBLIC_URL, START_ZERO_CACHE: '0'}});
    const response = await signUpFrom(PUBLIC_URL);
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toMatch(/^__Secure-better-auth\.session_token=.*; Secure/);
  });
});

describe('security headers', () => {
  const paths = [
    '/',
    '/learn/genki_1/chapter-0',
    '/practice/review',
    '/color-mode.js',
    '/api/user',
    '/api/catalogue/structure',
    '/no/such/page',
  ];

  test.each(paths)('%s carries the CSP, nosniff, a referrer policy and no framing', async (path) => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  test('the page has no inline script: every script is a file of this origin', async () => {
    const html = await (await fetch(`${baseURL}/learn`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^/]/);
      expect(body!.trim()).toBe('');
    }
  });
});

describe('the /zero proxy', () => {
  const zeroPort = stackPorts(INTEGRATION_PORT).zeroPort;
  const admin = {authorization: `Basic ${Buffer.from(`admin:${DEV_ZERO_ADMIN_PASSWORD}`).toString('base64')}`};

  test('zero-cache itself listens on loopback only, not on the network', async () => {
    const reach = (host: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect({host, port: zeroPort}, () => {
          socket.destroy();
          resolve('open');
        });
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    expect(await reach('127.0.0.1')).toBe('open');
    // Link-local IPv6 addresses need their interface named to be reached at all: left out.
    const networkAddresses = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
      .map((address) => address!.address);
    expect(networkAddresses.length, 'this machine has a network address to try').toBeGreaterThan(0);
    for (const address of networkAddresses) expect(await reach(address), address).toBe('ECONNREFUSED');
  });

  test("forwards zero-cache's health check but not its admin pages, even with the admin password", async () => {
    expect(await (await fetch(`${baseURL}/zero/`)).text()).toBe('OK');
    // zero-cache itself serves its statistics to its admin… (not /heapz: a heap snapshot takes a while)
    expect((await fetch(`http://127.0.0.1:${zeroPort}/statz`, {headers: admin})).status).toBe(200);
    // …but neither page goes through the public proxy.
    for (const page of ['statz', 'heapz']) {
      const proxied = await fetch(`${baseURL}/zero/${page}`, {headers: admin});
      expect(proxied.status, page).toBe(404);
      expect(await proxied.json()).toEqual({error: 'Not found'});
    }
  });

  /** A handshake with the path as written (WebSocket and fetch would normalise it): 'closed' when refused. */
  const upgradeRaw = (path: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(baseURL).port), '127.0.0.1', () => {
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer === '' ? 'closed' : answer.split('\r\n')[0]!));
      socket.on('error', () => resolve('closed'));
    });

  test('upgrades only the sync socket', async () => {
    const upgrade = (path: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${baseURL.replace('http', 'ws')}${path}`);
        socket.onopen = () => {
          socket.close();
          resolve('open');
        };
        socket.onerror = () => resolve('refused');
      });
    expect(await upgrade('/zero/statz')).toBe('refused');
    expect(await upgrade('/zero/heapz')).toBe('refused');
    // A path that only starts like the sync socket's is refused too.
    expect(await upgradeRaw('/zero/sync/../statz')).toBe('closed');
    expect(await upgradeRaw('/zero/sync/%2e%2e/statz')).toBe('closed');
  });
});
