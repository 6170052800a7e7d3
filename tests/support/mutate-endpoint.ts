// Writes pushed straight to the server's mutate endpoint in one request, as zero-cache pushes a client's writes
// (with the client's cookie): many writes without a Zero client each, and cookies no browser would hold. Not a test.
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';

type Pushed = {
  id: {clientID: string; id: number};
  result: {error?: string; message?: string; details?: ReadonlyJSONValue};
};

type Write = {name: string; args: ReadonlyJSONValue};

export const mutateEndpointOf = (baseURL: string) => `${baseURL}/api/zero/mutate?schema=zero_0&appID=zero`;

/** A push of these writes from a new client, as zero-cache sends it. */
export function pushBodyOf(writes: readonly Write[]): string {
  const clientID = crypto.randomUUID();
  const now = Date.now();
  return JSON.stringify({
    clientGroupID: crypto.randomUUID(),
    pushVersion: 1,
    timestamp: now,
    requestID: crypto.randomUUID(),
    mutations: writes.map(({name, args}, at) => ({
      type: 'custom',
      id: at + 1,
      clientID,
      name,
      args: [args],
      timestamp: now,
    })),
  });
}

/** Each write's result, in order. A cookie that opens no session has the whole push refused (401), as it puts a
 * client in needs-auth, and a push from another origin's page is refused (403): then every write is refused
 * `forbidden`. */
export async function pushToMutateEndpoint(
  baseURL: string,
  cookie: string | undefined,
  writes: readonly Write[],
  headers: Record<string, string> = {},
): Promise<MutatorResultDetails[]> {
  const response = await fetch(mutateEndpointOf(baseURL), {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(cookie ? {cookie} : {}), ...headers},
    body: pushBodyOf(writes),
  });
  if (response.status === 401 || response.status === 403) {
    const {error, message} = (await response.json()) as {error?: string; message?: string};
    return writes.map(() => ({
      type: 'error',
      error: {type: 'app', message: error ?? message ?? '', details: {code: 'forbidden'}},
    }));
  }
  if (response.status >= 500) throw new Error(`a push answered ${response.status}: ${await response.text()}`);
  const {mutations} = (await response.json()) as {mutations: Pushed[]};
  return mutations.map(
    ({result}) =>
      (result.error
        ? {type: 'error', error: {type: 'app', message: result.message ?? '', details: result.details}}
        : {type: 'success'}) as MutatorResultDetails,
  );
}
