// Accounts made through the real better-auth HTTP API, as a browser would, keeping the session cookie.
import http from 'node:http';

/** `cookie` is the session cookie; `browserCookies` every cookie the sign-up set (the session and the signed-in
 * mark), as a browser would keep them. */
export type TestUser = {id: string; email: string; password: string; cookie: string; browserCookies: string[]};

let counter = 0;

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${++counter}@example.test`;
}

export function sessionCookieFrom(response: Response): string {
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
  if (!session) throw new Error(`no session cookie in ${response.status} response: ${cookies.join(', ')}`);
  return session;
}

// The suite signs up more learners than one address may in a minute (server/auth-rate-limits.ts), so each
// sign-up comes from an address of its own in 127.0.0.0/8 (all loopback), as learners on different machines would.
// Random rather than counted: every test file has its own copy of this module, and counters would collide.
export function randomLoopbackAddress(): string {
  const [b, c, d] = crypto.getRandomValues(new Uint8Array(3));
  return `127.${b!}.${c!}.${2 + (d! % 253)}`;
}

function postFromOwnAddress(url: string, headers: Record<string, string>, body: string): Promise<Response> {
  return requestFrom(randomLoopbackAddress(), url, {method: 'POST', headers, body});
}

/** An HTTP request from a chosen loopback address (rate limits key on the client's address). */
export function requestFrom(
  localAddress: string,
  url: string,
  {method, headers = {}, body = ''}: {method: string; headers?: Record<string, string>; body?: string},
): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress,
        family: 4,
        // The same address as X-Forwarded-For, for a stack that trusts a proxy's header (the e2e stack does).
        // A test may declare another length than the body's (a body that says it is larger than any route takes).
        headers: {
          'content-length': Buffer.byteLength(body),
          ...headers,
          host: target.host,
          'x-forwarded-for': localAddress,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
              responseHeaders.append(name, each);
          }
          const status = incoming.statusCode ?? 0;
          resolve(
            new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
              status,
              headers: responseHeaders,
            }),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function signUp(baseURL: string, label: string, extraCookie = ''): Promise<TestUser> {
  const email = uniqueEmail(label);
  const password = 'correct horse battery';
  const response = await postFromOwnAddress(
    `${baseURL}/api/auth/sign-up/email`,
    {'content-type': 'application/json', origin: baseURL, ...(extraCookie ? {cookie: extraCookie} : {})},
    JSON.stringify({email, password, name: label}),
  );
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {user: {id: string}};
  const browserCookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return {id: body.user.id, email, password, cookie: sessionCookieFrom(response), browserCookies};
}

export function signIn(baseURL: string, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: baseURL, ...headers},
    body: JSON.stringify({email, password}),
  });
}
