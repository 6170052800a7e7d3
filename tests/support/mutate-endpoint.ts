// Writes pushed straight to the server's mutate endpoint in one request, as zero-cache pushes a client's writes
// (with the client's cookie): many writes without a Zero client each, and cookies no browser would hold. Not a test.
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';

type Pushed = {id: {clientID: string; id: number}; result: {error?: string; message?: string; details?: ReadonlyJSONValue}};

/** Each write's result, in order. A cookie that opens no session has the whole push refused (401), as it puts a
 * client in needs-auth: then every write is refused `forbidden`. */
export async function pushToMutateEndpoint(baseURL: string, cookie: string | undefined, writes: readonly {name: string; args: ReadonlyJSONValue}[]): Promise<MutatorResultDetails[]> {
  const clientID = crypto.randomUUID();
  const now = Date.now();
  const response = await fetch(`${baseURL}/api/zero/mutate?schema=zero_0&appID=zero`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(cookie ? {cookie} : {})},
    body: JSON.stringify({
      clientGroupID: crypto.randomUUID(), pushVersion: 1, timestamp: now, requestID: crypto.randomUUID(),
      mutations: writes.map(({name, args}, at) => ({type: 'custom', id: at + 1, clientID, name, args: [args], timestamp: now})),
    }),
  });
  if (response.status === 401) {
    const {error} = (await response.json()) as {error: string};
    return writes.map(() => ({type: 'error', error: {type: 'app', message: error, details: {code: 'forbidden'}}}));
  }
  if (response.status >= 500) throw new Error(`a push answered ${response.status}: ${await response.text()}`);
  const {mutations} = (await response.json()) as {mutations: Pushed[]};
  return mutations.map(({result}) => (result.error
    ? {type: 'error', error: {type: 'app', message: result.message ?? '', details: result.details}}
    : {type: 'success'}) as MutatorResultDetails);
}
