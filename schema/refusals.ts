// Why the server refused a write or a request, as a code the client acts on. The client decides to retry or to drop
// from the code alone, never from an error's class or message: only `server-unavailable` is worth retrying, every
// other refusal would be refused again. Mutators throw `Refusal`; HTTP endpoints answer `{code, message}` with the
// status of `REFUSAL_STATUS`.
import {ApplicationError, type MutatorResultDetails} from '@rocicorp/zero';
import {z} from 'zod';

export const REFUSAL_CODES = ['invalid-input', 'forbidden', 'not-found', 'conflict', 'limit', 'server-unavailable'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
export type RefusalBody = {code: RefusalCode; message: string};

export const REFUSAL_STATUS = {
  'invalid-input': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  limit: 422,
  'server-unavailable': 503,
} as const satisfies Record<RefusalCode, number>;

/** What the learner reads when the server could not do it now; the details go to the server's log only. */
export const SERVER_UNAVAILABLE_MESSAGE = 'The server is busy or restarting; this will be retried';

export class Refusal extends ApplicationError<{code: RefusalCode}> {
  readonly code: RefusalCode;
  constructor(code: RefusalCode, message: string) {
    super(message, {details: {code}});
    this.code = code;
  }
}

export function isRetryable(code: RefusalCode): boolean {
  return code === 'server-unavailable';
}

const refusalDetails = z.object({code: z.enum(REFUSAL_CODES)});

/** The refusal in a mutator's result, or null when it succeeded. Zero's own failures (offline, connection lost,
 * the push could not be delivered) never reached our mutator: they are `server-unavailable`. An app error without
 * a code is the optimistic run refusing the arguments on this device (Zero then does not send them): `invalid-input`,
 * in our words, without Zero's "Validation failed for mutator …:" in front. */
export function refusalOf(result: MutatorResultDetails): RefusalBody | null {
  if (result.type === 'success') return null;
  const {error} = result;
  if (error.type === 'zero') return {code: 'server-unavailable', message: SERVER_UNAVAILABLE_MESSAGE};
  const details = refusalDetails.safeParse(error.details);
  if (details.success) return {code: details.data.code, message: error.message};
  return {code: 'invalid-input', message: error.message.replace(/^Validation failed for (mutator|query) [^:]+: /, '')};
}

/** The refusal in an HTTP answer of ours, or null for a success. A status without our body (a proxy's 502, a
 * gateway timeout) is `server-unavailable` when it is a 5xx or 429. */
export function refusalOfResponse(status: number, body: unknown): RefusalBody | null {
  if (status < 400) return null;
  const parsed = z.object({code: z.enum(REFUSAL_CODES), message: z.string()}).safeParse(body);
  if (parsed.success) return parsed.data;
  if (status >= 500 || status === 429) return {code: 'server-unavailable', message: SERVER_UNAVAILABLE_MESSAGE};
  const message = z.object({error: z.string()}).safeParse(body);
  return {code: status === 404 ? 'not-found' : status === 403 || status === 401 ? 'forbidden' : 'invalid-input', message: message.success ? message.data.error : 'Invalid input'};
}
