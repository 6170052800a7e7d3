// Turns anything a mutator or an endpoint threw into a coded refusal (schema/refusals.ts). What we refused on purpose
// keeps its code; input Zero or zod could not accept is `invalid-input`; a constraint the database enforces is
// permanent; the database down, restarting, timing out, or busy with a lock is `server-unavailable`, which the client
// retries for as long as it takes; anything else is a failure we did not expect (a bug), `unexpected`, which the client
// retries a few times and then parks for the learner. Details go to the log, never to the learner.
import {ApplicationError} from '@rocicorp/zero';
import {Refusal, SERVER_UNAVAILABLE_MESSAGE, UNEXPECTED_MESSAGE, type RefusalCode} from '../schema/refusals.ts';

// SQLSTATEs whose refusal would repeat however often the write is retried.
const PERMANENT_SQLSTATES: Record<string, RefusalCode> = {
  '23505': 'conflict', // unique_violation
  '23503': 'not-found', // foreign_key_violation: what the write refers to is gone
  '23514': 'invalid-input', // check_violation
  '23502': 'invalid-input', // not_null_violation
  '23P01': 'conflict', // exclusion_violation
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as {code?: unknown}).code;
  return typeof code === 'string' ? code : undefined;
}

function sqlState(error: unknown): string | undefined {
  const code = errorCode(error);
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The database could not be read, as a library that hides why says it (better-auth's "Failed to get session"). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause: unknown) {
    super('The database could not be read', {cause});
  }
}

// postgres.js's own codes for a connection that could not be made or was lost, Node's, and ours.
const CONNECTION_LOST = new Set([
  'DATABASE_UNAVAILABLE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** The database is down, restarting, out of connections, or lost the connection: nothing was committed, and the
 * same transaction may well succeed in a moment. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return causes(error).some((each) => {
    const code = errorCode(each);
    if (!code) return false;
    if (CONNECTION_LOST.has(code)) return true;
    const state = sqlState(each);
    // 08: connection exception; 57P01-03: admin or crash shutdown, cannot connect now; 53300: too many connections.
    return state !== undefined && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state));
  });
}

/** The error and what it wraps (an auth library's error around the driver's, say). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let each = error;
    each !== undefined && each !== null && chain.length < 5;
    each = (each as {cause?: unknown}).cause
  ) {
    chain.push(each);
    if (typeof each !== 'object') break;
  }
  return chain;
}

/** The database answered, but could not do it now: a lock held too long, a statement timed out, a deadlock or a
 * serialization failure. Worth trying again later. */
function isDatabaseBusy(error: unknown): boolean {
  return causes(error).some((each) => ['55P03', '57014', '40001', '40P01'].includes(sqlState(each) ?? ''));
}

export type Issue = {message?: string; path?: readonly (PropertyKey | {key: PropertyKey})[]};
type InputValidationError = Error & {result?: {issues?: readonly Issue[]}};

/** The first rule the arguments (or a request) broke. Our own messages say what they are about; zod's defaults
 * ("Invalid input: expected number") get the field's path in front. */
export function firstIssueMessage(issues: readonly Issue[] | undefined): string {
  const issue = issues?.[0];
  if (!issue?.message) return 'Invalid input';
  const path = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
  return path && /^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)
    ? `${path}: ${issue.message}`
    : issue.message;
}

function isInputValidationError(error: unknown): error is InputValidationError {
  return error instanceof Error && error.name === 'InputValidationError';
}

/** A request body an endpoint's validator (zod) refused: `invalid-input`, with the first rule it broke. */
export function refusalOfInvalidRequest(error: {issues: readonly Issue[]}): Refusal {
  return new Refusal('invalid-input', firstIssueMessage(error.issues));
}

export function refusalOfError(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  if (error instanceof ApplicationError) return new Refusal('invalid-input', error.message);
  // The first rule the arguments broke, in our words ("Rating must be 1 (again) to 4 (easy)"), without Zero's prefix.
  if (isInputValidationError(error)) return new Refusal('invalid-input', firstIssueMessage(error.result?.issues));
  if (isDatabaseUnreachable(error) || isDatabaseBusy(error))
    return new Refusal('server-unavailable', SERVER_UNAVAILABLE_MESSAGE, {}, error);
  const state = sqlState(error);
  const permanent = state
    ? (PERMANENT_SQLSTATES[state] ?? (state.startsWith('22') ? 'invalid-input' : undefined))
    : undefined;
  if (permanent)
    return new Refusal(
      permanent,
      permanent === 'not-found' ? 'That no longer exists' : 'The server refused this change as invalid',
    );
  return new Refusal('unexpected', UNEXPECTED_MESSAGE, {}, error);
}

/** Refusals that are the server's failure, not the caller's: logged in full. */
export function isServerFailure(code: RefusalCode): boolean {
  return code === 'server-unavailable' || code === 'unexpected';
}
