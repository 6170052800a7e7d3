// Accounts made through the real better-auth HTTP API, as a browser would, keeping the session cookie.
export type TestUser = {id: string; email: string; password: string; cookie: string};

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

export async function signUp(baseURL: string, label: string, extraCookie = ''): Promise<TestUser> {
  const email = uniqueEmail(label);
  const password = 'correct horse battery';
  const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: baseURL, ...(extraCookie ? {cookie: extraCookie} : {})},
    body: JSON.stringify({email, password, name: label}),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {user: {id: string}};
  return {id: body.user.id, email, password, cookie: sessionCookieFrom(response)};
}

export function signIn(baseURL: string, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: baseURL, ...headers},
    body: JSON.stringify({email, password}),
  });
}
