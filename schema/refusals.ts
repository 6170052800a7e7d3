// Why the server refused a write or a request, as a code the client acts on. The client decides to retry or to drop
// from the code alone, never from an error's class or message:
// - `server-unavailable`: the database is down, restarting or busy; sent again later, with backoff, for as long as it
//   takes (the learner sees it waiting and may discard it);
// - `unexpected`: the server failed in a way it did not expect (a bug): sent again a few times, then parked for the
//   learner to retry or discard (src/app/outbox/outbox-rules.ts);
// - `waiting`: an earlier write of the same device has not reached the server yet: sent again once it has;
// - every other refusal would be refused again: the write is dropped and the learner told (a `conflict` with the
//   value now, schema/writes/field-versions.ts).
// Mutators throw `Refusal`; HTTP endpoints answer `{code, message}` with the status of `REFUSAL_STATUS`.
import {ApplicationError, type MutatorResultDetails, type ReadonlyJSONValue} from '@rocicorp/zero';
import {z} from 'zod';

export const REFUSAL_CODES = [
  'invalid-input',
  'forbidden',
  'not-found',
  'conflict',
  'limit',
  'too-large',
  'server-unavailable',
  'unexpected',
  'waiting',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

const fieldConflict = z.object({
  field: z.string(),
  current: z.custom<ReadonlyJSONValue>(() => true),
  currentVersion: z.string().nullable(),
  changedBy: z.string(),
  changedByName: z.string(),
  changedAt: z.number(),
  subject: z.string().optional(),
});
const refusalDetails = z.object({code: z.enum(REFUSAL_CODES), conflicts: z.array(fieldConflict).optional()});
export type RefusalDetails = z.output<typeof refusalDetails>;
export type RefusalBody = {code: RefusalCode; message: string; conflicts?: RefusalDetails['conflicts']};

export const REFUSAL_STATUS = {
  'invalid-input': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  limit: 422,
  'too-large': 413,
  'server-unavailable': 503,
  unexpected: 500,
  waiting: 425,
} as const satisfies Record<RefusalCode, number>;

/** What the learner reads when the server could not do it now; the details go to the server's log only. */
export const SERVER_UNAVAILABLE_MESSAGE = 'The server is busy or restarting; this will be retried';
export const UNEXPECTED_MESSAGE = 'The server failed unexpectedly';
export const WAITING_MESSAGE = 'Waiting for an earlier change from this device';

export class Refusal extends ApplicationError<RefusalDetails> {
  readonly code: RefusalCode;
  constructor(code: RefusalCode, message: string, extra: Omit<RefusalDetails, 'code'> = {}, cause?: unknown) {
    super(message, {details: {code, ...extra}, cause});
    this.code = code;
  }

  get body(): RefusalBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.details.conflicts ? {conflicts: this.details.conflicts} : {}),
    };
  }
}

/** Refusals that may not be refused again: the write is sent again later (src/app/outbox/outbox-rules.ts says when). */
export function isRetryable(code: RefusalCode): boolean {
  return code === 'server-unavailable' || code === 'unexpected' || code === 'waiting';
}

/** The refusal in a mutator's result, or null when it succeeded. Zero's own failures (offline, connection lost,
 * the push could not be delivered) never reached our mutator: they are `server-unavailable`. An app error without
 * a code is the optimistic run refusing the arguments on this device (Zero then does not send them): `invalid-input`,
 * in our words, without Zero's "Validation failed for mutator …:" in front. */
export function refusalOf(result: MutatorResultDetails): RefusalBody | null {
  if (result.type === 'success') return null;
  const {error} = result;
  if (error.type === 'zero') return {code: 'server-unavailable', message: SERVER_UNAVAILABLE_MESSAGE};
  const details = refusalDetails.safeParse(error.details);
  if (details.success)
    return {
      code: details.data.code,
      message: error.message,
      ...(details.data.conflicts ? {conflicts: details.data.conflicts} : {}),
    };
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
  return {
    code: status === 404 ? 'not-found' : status === 403 || status === 401 ? 'forbidden' : 'invalid-input',
    message: message.success ? message.data.error : 'Invalid input',
  };
}
